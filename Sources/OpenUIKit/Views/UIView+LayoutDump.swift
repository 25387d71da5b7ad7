import Foundation

extension UIView {
    /// A `recursiveDescription`-style dump: one line per view, indented by depth, with the class, the frame and the
    /// properties that affect rendering or layout. No addresses, so it is stable across runs; views whose frame the
    /// engine cannot determine are flagged `AMBIGUOUS LAYOUT`.
    public var recursiveDescription: String {
        if let engine = layoutRoot.rootEngine { engine.refreshIfNeeded() }
        var lines: [String] = []
        // Depth first with an explicit stack, not recursion: a 10,000-deep chain overflowed (issue 11).
        // Each view's safe area comes from its parent's, passed down, so the walk stays linear.
        var pending: [(view: UIView, depth: Int, superviewSafeArea: UIEdgeInsets?)] = [(self, 0, nil)]
        while let (view, depth, superviewSafeArea) = pending.popLast() {
            let safe = depth == 0 ? view.safeAreaInsets : view.safeAreaInsets(superviewInsets: superviewSafeArea)
            view.appendDump(to: &lines, depth: depth, safeArea: safe)
            pending.append(contentsOf: view.subviews.reversed().map { ($0, depth + 1, safe) })
        }
        return lines.joined(separator: "\n")
    }

    /// Indentation stops growing at this depth, with the depth written out instead, so a chain of
    /// thousands of views dumps in linear rather than quadratic space. A choice (issue 11).
    static let dumpIndentLimit = 64

    private static func indent(_ depth: Int) -> String {
        depth <= dumpIndentLimit
            ? String(repeating: "   | ", count: depth)
            : String(repeating: "   | ", count: dumpIndentLimit) + "(\(depth)) "
    }

    private func appendDump(to lines: inout [String], depth: Int, safeArea safe: UIEdgeInsets) {
        var parts = [dumpedClassName, "frame = \(frameDescription(frame))"]
        let traits = traitCollection
        if let vc = viewController, vc.viewIfLoaded === self { parts.append("viewController = \(type(of: vc))") }
        if isHidden { parts.append("hidden") }
        if alpha != 1 { parts.append("alpha = \(alpha.layoutString)") }
        if !CATransform3DIsAffine(transform3D) {
            let values = transform3D.rows.joined().map { (abs($0) < 1e-9 ? 0 : $0).layoutString }
            parts.append("transform3D = [\(values.joined(separator: ", "))]")
        } else if !transform.isIdentity {
            let t = transform
            let values = [t.a, t.b, t.c, t.d, t.tx, t.ty].map { (abs($0) < 1e-9 ? 0 : $0).layoutString }
            parts.append("transform = [\(values.joined(separator: ", "))]")
        }
        if clipsToBounds { parts.append("clipsToBounds") }
        if let color = backgroundColor { parts.append("backgroundColor = \(color.hexString(in: traits))") }
        if layer.cornerRadius != 0 { parts.append("cornerRadius = \(layer.cornerRadius.layoutString)") }
        if layer.borderWidth != 0 {
            let color = layer.borderColor.map { UIColor(cgColor: $0).hexString() } ?? "nil"
            parts.append("border = \(layer.borderWidth.layoutString) \(color)")
        }
        if !translatesAutoresizingMaskIntoConstraints { parts.append("autolayout") }
        if bounds.origin != .zero {
            parts.append("boundsOrigin = (\(bounds.origin.x.layoutString) \(bounds.origin.y.layoutString))")
        }
        if safe != .zero { parts.append("safeArea = \(safe)") }
        if marginsGuideStorage != nil || (viewController?.viewIfLoaded === self) {
            parts.append("margins = \(layoutMargins)")
        }
        if effectiveUserInterfaceLayoutDirection == .rightToLeft { parts.append("RTL") }
        var line = Self.indent(depth) + "<" + parts.joined(separator: "; ") + ">"
        if let engine = layoutRoot.rootEngine, isInEngine {
            let ambiguous = engine.ambiguousAttributes(of: self)
            if !ambiguous.isEmpty { line += " AMBIGUOUS LAYOUT for \(ambiguous.joined(separator: ", "))" }
        }
        lines.append(line)
        for guide in [safeAreaGuideStorage, marginsGuideStorage, readableGuideStorage, keyboardGuideStorage]
            + userLayoutGuides.map({ $0 })
        {
            guard let guide, guide.solvedFrame != nil else { continue }
            let name = guide.identifier.isEmpty ? "UILayoutGuide" : guide.identifier
            lines.append(
                Self.indent(depth + 1)
                    + "[\(name); layoutFrame = \(frameDescription(guide.layoutFrame))]")
        }
        if let stack = self as? UIStackView {
            for line in stack.arrangementDumpLines { lines.append(Self.indent(depth + 1) + line) }
        }
    }
}
