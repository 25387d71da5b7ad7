import Foundation

extension UIStackView {
    /// The generated constraints for the layout dump, one per line, without addresses: arranged views by class
    /// and index (`UILabel[1]`), guides by identifier and index, the stack as `UIStackView`.
    var arrangementDumpLines: [String] {
        func name(_ item: AnyObject?) -> String {
            guard let item else { return "nil" }
            if item === self { return "UIStackView" }
            if let index = arrangedSubviews.firstIndex(where: { $0 === item }) {
                return "\(type(of: arrangedSubviews[index]))[\(index)]"
            }
            if let guide = item as? UILayoutGuide {
                if guide === marginsGuideStorage { return guide.identifier }
                let index = arrangementGuides.filter { $0.identifier == guide.identifier }.firstIndex { $0 === guide }
                return "\(guide.identifier)[\(index ?? 0)]"
            }
            return "\(type(of: item))"
        }
        return arrangementConstraints.filter(\.isActive).map { c in
            var text = "'\(c.identifier ?? "")' \(name(c.firstItem)).\(c.firstAttribute.name) \(c.relation.symbol) "
            if c.secondItem != nil {
                if c.multiplier != 1 { text += "\(c.multiplier.layoutString)*" }
                text += "\(name(c.secondItem)).\(c.secondAttribute.name)"
                if c.constant > 0 { text += " + \(c.constant.layoutString)" }
                if c.constant < 0 { text += " - \((-c.constant).layoutString)" }
            } else {
                text += c.constant.layoutString
            }
            if !c.priority.isRequired { text += " @\(c.priority)" }
            return "{\(text)}"
        }
    }
}
