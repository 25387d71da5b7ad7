import Cassowary
import Foundation

/// Auto Layout for one tree: every view or guide that takes part gets four solver variables (left, top, width,
/// height) in the root's coordinate space, ignoring bounds origins (so scrolling never moves constrained content).
///
/// The engine is incremental: a structural sync (hierarchy, activation, guides, translatesAutoresizingMask...)
/// re-gathers the constraints and installs only the difference; constant, priority and intrinsic-size changes
/// re-install only the constraints concerned.
final class LayoutEngine {
    unowned let root: UIView
    let isFitting: Bool
    private let solver = Solver()
    var isInLayoutPass = false

    private final class ItemVariables {
        weak var item: AnyObject?
        let left: Variable
        let top: Variable
        let width: Variable
        let height: Variable

        init(_ item: AnyObject) {
            self.item = item
            left = Variable("minX")
            top = Variable("minY")
            width = Variable("width")
            height = Variable("height")
        }
    }

    private struct Signature: Equatable {
        var constant: CGFloat
        var priority: Float
        var rightToLeft: Bool
        /// Which views vend the baselines the constraint uses and where those sit (see `baselineSignature`).
        var baselines: [Double] = []
    }

    private struct Installed {
        let constraint: NSLayoutConstraint
        /// nil while the constraint is broken (unsatisfiable) or cannot be expressed.
        let solverConstraint: Constraint?
        let signature: Signature
    }

    private var variables: [ObjectIdentifier: ItemVariables] = [:]
    private var installed: [ObjectIdentifier: Installed] = [:]
    private var owners: [Constraint: NSLayoutConstraint] = [:]

    private(set) var structureDirty = true
    private var dirtyConstraints: [NSLayoutConstraint] = []
    private var dirtyIntrinsic: [UIView] = []
    private var dirtyFrames: [UIView] = []
    private var solveNeeded = true
    private var removedSinceRetry = false

    // The engine belongs to its root view (`rootEngine`), so the lists below never hold the root: that
    // would be a retain cycle that keeps every laid-out tree alive. The root is `root`, plus flags.
    private(set) var engineViews: [UIView] = []
    private var guidesInUse: [UILayoutGuide] = []
    private var widthDependentViews: [UIView] = []
    private var rootIsWidthDependent = false
    private var rootIntrinsicSizeDirty = false
    private var autoresizing: [ObjectIdentifier: [NSLayoutConstraint]] = [:]
    private var contentSize: [ObjectIdentifier: [NSLayoutConstraint]] = [:]
    private var guideConstraints: [ObjectIdentifier: [NSLayoutConstraint]] = [:]
    private var rootPins: [NSLayoutConstraint] = []
    private var widthHints: [ObjectIdentifier: CGFloat] = [:]
    /// Views whose baselines some constraint uses.
    private var baselineVendors = Set<ObjectIdentifier>()

    init(root: UIView, fitting: Bool = false) {
        self.root = root
        isFitting = fitting
    }

    // MARK: Change notifications

    func structureDidChange() { structureDirty = true }

    /// Whether a layout pass has solved this engine yet: before that, guides report their view's bounds.
    private(set) var hasSolved = false

    func constraintDidChange(_ constraint: NSLayoutConstraint) { dirtyConstraints.append(constraint) }

    func intrinsicSizeDidChange(_ view: UIView) {
        if view === root { rootIntrinsicSizeDirty = true } else { dirtyIntrinsic.append(view) }
        // Its baselines may have moved too; a sync re-checks every baseline constraint's signature.
        if baselineVendors.contains(ObjectIdentifier(view)) { structureDirty = true }
    }

    func viewFrameWasSet(_ view: UIView) {
        if view === root { return }
        if view.isInEngine && view.translatesAutoresizingMaskIntoConstraints { dirtyFrames.append(view) }
    }

    func releaseMembership() {
        for view in engineViews where view.engineMembership === self { view.engineMembership = nil }
    }

    var hasPendingChanges: Bool {
        structureDirty || !dirtyConstraints.isEmpty || !dirtyIntrinsic.isEmpty || !dirtyFrames.isEmpty
            || rootIntrinsicSizeDirty
    }

    // MARK: Refresh

    /// Brings the solver up to date with the tree and solves; frames are not applied.
    func refreshIfNeeded() {
        if structureDirty { fullSync() }
        processDirtyLists()
        updateDynamicConstants()
        guard solveNeeded else { return }
        solveNeeded = false
        hasSolved = true
        solver.updateVariables()
        resolveWidthDependentSizes()
        if !isFitting { markChangedFrames() }
    }

    private func fullSync() {
        structureDirty = false
        dirtyConstraints.removeAll()
        dirtyIntrinsic.removeAll()
        rootIntrinsicSizeDirty = false
        dirtyFrames.removeAll()

        var referenced = Set<ObjectIdentifier>()
        var userConstraints: [NSLayoutConstraint] = []
        var guides: [UILayoutGuide] = []
        var guideSeen = Set<ObjectIdentifier>()
        var allViews: [UIView] = []
        var vendors = Set<ObjectIdentifier>()
        defer { baselineVendors = vendors }

        func useGuide(_ guide: UILayoutGuide) {
            guard guideSeen.insert(ObjectIdentifier(guide)).inserted, let owner = guide.owningView else { return }
            referenced.insert(ObjectIdentifier(owner))
            if guide.systemKind == .readableContent { useGuide(owner.layoutMarginsGuide) }
            guides.append(guide)
        }

        func useItem(_ item: LayoutItem?, _ attribute: NSLayoutConstraint.Attribute) {
            if let view = item as? UIView {
                referenced.insert(ObjectIdentifier(view))
                if attribute.withoutMargin != nil { useGuide(view.layoutMarginsGuide) }
                if attribute == .firstBaseline || attribute == .lastBaseline {
                    let target = attribute == .firstBaseline ? view.forFirstBaselineLayout : view.forLastBaselineLayout
                    referenced.insert(ObjectIdentifier(target))
                    vendors.insert(ObjectIdentifier(target))
                }
            } else if let guide = item as? UILayoutGuide {
                useGuide(guide)
            }
        }

        var stack = [root]
        while let view = stack.popLast() {
            allViews.append(view)
            if !view.translatesAutoresizingMaskIntoConstraints { referenced.insert(ObjectIdentifier(view)) }
            for guide in [view.safeAreaGuideStorage, view.marginsGuideStorage, view.readableGuideStorage] {
                if let guide { useGuide(guide) }
            }
            for guide in view.userLayoutGuides { useGuide(guide) }
            for c in view.installedConstraints {
                userConstraints.append(c)
                useItem(c.firstLayoutItem, c.firstAttribute)
                useItem(c.secondLayoutItem, c.secondAttribute)
            }
            stack.append(contentsOf: view.subviews.reversed())
        }

        // Frames are relative to the superview, so every ancestor of a constrained view takes part too.
        var members = Set([ObjectIdentifier(root)])
        for view in allViews where referenced.contains(ObjectIdentifier(view)) {
            var current: UIView? = view
            while let c = current, members.insert(ObjectIdentifier(c)).inserted {
                current = c.superview
            }
        }
        let newViews = allViews.filter { members.contains(ObjectIdentifier($0)) }
        if !isFitting {
            releaseMembership()
            for view in newViews where view !== root { view.engineMembership = self }
        }
        engineViews = newViews.filter { $0 !== root }
        guidesInUse = guides.filter { members.contains(ObjectIdentifier($0.owningView!)) }
        widthDependentViews = engineViews.filter { $0.hasWidthDependentIntrinsicSize }
        rootIsWidthDependent = root.hasWidthDependentIntrinsicSize

        var wanted: [NSLayoutConstraint] = rootPinConstraints()
        var keptAutoresizing: [ObjectIdentifier: [NSLayoutConstraint]] = [:]
        var keptContentSize: [ObjectIdentifier: [NSLayoutConstraint]] = [:]
        var keptGuides: [ObjectIdentifier: [NSLayoutConstraint]] = [:]
        for view in newViews {
            let id = ObjectIdentifier(view)
            if view !== root, view.translatesAutoresizingMaskIntoConstraints, view.superview != nil {
                let list = autoresizing[id] ?? makeAutoresizingConstraints(view)
                keptAutoresizing[id] = list
                wanted += list
            }
            let sizeList = contentSize[id] ?? makeContentSizeConstraints(view)
            keptContentSize[id] = sizeList
            wanted += sizeList
        }
        for guide in guidesInUse where guide.systemKind != nil {
            let id = ObjectIdentifier(guide)
            let list = guideConstraints[id] ?? makeGuideConstraints(guide)
            keptGuides[id] = list
            wanted += list
        }
        autoresizing = keptAutoresizing
        contentSize = keptContentSize
        guideConstraints = keptGuides
        wanted += userConstraints
        // New guide constraints get their current constants before they go in: a readable width of 0 for one
        // solve would break required client constraints that need room (a column of fixed-width views).
        updateDynamicConstants()

        let wantedIDs = Set(wanted.map { ObjectIdentifier($0) })
        for (id, entry) in installed where !wantedIDs.contains(id) { uninstall(entry) }
        var liveItems = Set<ObjectIdentifier>(newViews.map { ObjectIdentifier($0) })
        for guide in guidesInUse { liveItems.insert(ObjectIdentifier(guide)) }
        variables = variables.filter { liveItems.contains($0.key) && $0.value.item != nil }
        for c in wanted {
            if let entry = installed[ObjectIdentifier(c)] {
                if entry.signature != signature(of: c) {
                    uninstall(entry)
                    install(c)
                }
            } else {
                install(c)
            }
        }
        retryBrokenConstraints()
        let liveGuides = Set(guidesInUse.map { ObjectIdentifier($0) })
        for guide in guides where !liveGuides.contains(ObjectIdentifier(guide)) { guide.solvedFrame = nil }
        solveNeeded = true
    }

    /// Once the constraints they conflicted with are gone, broken constraints apply again (silently).
    private func retryBrokenConstraints() {
        guard removedSinceRetry else { return }
        removedSinceRetry = false
        for entry in installed.values where entry.solverConstraint == nil && entry.constraint.isBroken {
            let c = entry.constraint
            guard let solverConstraint = makeSolverConstraint(c) else { continue }
            if (try? solver.addConstraint(solverConstraint)) != nil {
                c.isBroken = false
                installed[ObjectIdentifier(c)] = Installed(
                    constraint: c, solverConstraint: solverConstraint, signature: entry.signature)
                owners[solverConstraint] = c
                solveNeeded = true
            }
        }
    }

    private func processDirtyLists() {
        if !dirtyConstraints.isEmpty {
            let list = dirtyConstraints
            dirtyConstraints.removeAll()
            for c in list {
                guard let entry = installed[ObjectIdentifier(c)], entry.signature != signature(of: c) else { continue }
                uninstall(entry)
                install(c)
            }
            retryBrokenConstraints()
        }
        if !dirtyIntrinsic.isEmpty || rootIntrinsicSizeDirty {
            let list = dirtyIntrinsic + (rootIntrinsicSizeDirty ? [root] : [])
            dirtyIntrinsic.removeAll()
            rootIntrinsicSizeDirty = false
            for view in list { refreshContentSize(view, width: nil) }
        }
        if !dirtyFrames.isEmpty {
            let list = dirtyFrames
            dirtyFrames.removeAll()
            for view in list {
                let id = ObjectIdentifier(view)
                guard let old = autoresizing[id] else { continue }
                for c in old { if let entry = installed[ObjectIdentifier(c)] { uninstall(entry) } }
                let fresh = makeAutoresizingConstraints(view)
                autoresizing[id] = fresh
                for c in fresh { install(c) }
            }
        }
    }

    // MARK: Installing

    private func signature(of c: NSLayoutConstraint) -> Signature {
        Signature(
            constant: c.constant, priority: c.priority.rawValue,
            rightToLeft: isRightToLeft(c), baselines: baselineSignature(c))
    }

    /// A baseline constraint must be re-expressed when the vending view or its baseline position changes
    /// (new text, a stack that vends another arranged view); empty for every other constraint.
    private func baselineSignature(_ c: NSLayoutConstraint) -> [Double] {
        func isBaseline(_ a: NSLayoutConstraint.Attribute) -> Bool { a == .firstBaseline || a == .lastBaseline }
        guard isBaseline(c.firstAttribute) || isBaseline(c.secondAttribute) else { return [] }
        var result: [Double] = []
        for (item, attribute) in [(c.firstLayoutItem, c.firstAttribute), (c.secondLayoutItem, c.secondAttribute)] {
            guard attribute == .firstBaseline || attribute == .lastBaseline, let view = item as? UIView else {
                continue
            }
            let target = attribute == .firstBaseline ? view.forFirstBaselineLayout : view.forLastBaselineLayout
            let position = target.baselineLayoutPosition(first: attribute == .firstBaseline)
            result += [
                Double(ObjectIdentifier(target).hashValue), Double(position.heightFraction), Double(position.offset),
            ]
        }
        return result
    }

    /// One direction per constraint, so both sides flip together: the direction of the view the constraint is
    /// installed on (the items' nearest common ancestor), or of the first item's view for framework constraints.
    private func isRightToLeft(_ c: NSLayoutConstraint) -> Bool {
        let view = c.container ?? c.firstLayoutItem?.layoutOwningView
        return view?.effectiveUserInterfaceLayoutDirection == .rightToLeft
    }

    private func install(_ c: NSLayoutConstraint) {
        let id = ObjectIdentifier(c)
        solveNeeded = true
        guard !c.isBroken, let solverConstraint = makeSolverConstraint(c) else {
            installed[id] = Installed(constraint: c, solverConstraint: nil, signature: signature(of: c))
            return
        }
        do {
            try solver.addConstraint(solverConstraint)
            installed[id] = Installed(constraint: c, solverConstraint: solverConstraint, signature: signature(of: c))
            owners[solverConstraint] = c
        } catch {
            if case .unsatisfiableConstraint(_, let conflicting) = error {
                recoverFromUnsatisfiable(c, solverConstraint, conflicting: conflicting)
            } else {
                if case .nonFiniteValue = error {
                    // UIKit raises "Constraint constant is not finite! That's illegal."; here the constraint
                    // is logged in the same words and left out, and layout goes on without it.
                    UnsatisfiableConstraintLog.emit(
                        "[LayoutConstraints] Constraint constant is not finite! That's illegal. "
                            + "constant:\(c.constant) multiplier:\(c.multiplier) \(c). It is ignored.")
                }
                installed[id] = Installed(constraint: c, solverConstraint: nil, signature: signature(of: c))
            }
        }
    }

    private func uninstall(_ entry: Installed) {
        installed[ObjectIdentifier(entry.constraint)] = nil
        solveNeeded = true
        if let sc = entry.solverConstraint {
            try? solver.removeConstraint(sc)
            owners[sc] = nil
            removedSinceRetry = true
        }
        entry.constraint.isBroken = false
    }

    /// UIKit logs the conflicting set, breaks one constraint and carries on. The broken one is the newcomer unless it
    /// is one of the framework's own constraints, in which case the last client constraint of the set is broken.
    private func recoverFromUnsatisfiable(
        _ c: NSLayoutConstraint, _ solverConstraint: Constraint, conflicting: [Constraint]
    ) {
        var set = conflicting.compactMap { owners[$0] }
        if !set.contains(where: { $0 === c }) { set.append(c) }
        var victim = c
        if c.isInternal, let user = set.last(where: { !$0.isInternal }) { victim = user }
        UnsatisfiableConstraintLog.emit(
            UnsatisfiableConstraintLog.unsatisfiableMessage(conflicting: set, broken: victim))
        if victim === c {
            c.isBroken = true
            installed[ObjectIdentifier(c)] = Installed(
                constraint: c, solverConstraint: nil, signature: signature(of: c))
            return
        }
        if let entry = installed[ObjectIdentifier(victim)] {
            uninstall(entry)
            victim.isBroken = true
            installed[ObjectIdentifier(victim)] = Installed(
                constraint: victim, solverConstraint: nil, signature: signature(of: victim))
        }
        do {
            try solver.addConstraint(solverConstraint)
            installed[ObjectIdentifier(c)] = Installed(
                constraint: c, solverConstraint: solverConstraint, signature: signature(of: c))
            owners[solverConstraint] = c
        } catch {
            c.isBroken = true
            installed[ObjectIdentifier(c)] = Installed(
                constraint: c, solverConstraint: nil, signature: signature(of: c))
        }
    }

    // MARK: Expressions

    private func vars(_ item: AnyObject) -> ItemVariables {
        let id = ObjectIdentifier(item)
        if let existing = variables[id], existing.item === item { return existing }
        let fresh = ItemVariables(item)
        variables[id] = fresh
        return fresh
    }

    private struct Linear {
        var terms: [(Variable, Double)] = []
        var constant: Double = 0

        mutating func add(_ v: Variable, _ c: Double) { terms.append((v, c)) }

        mutating func add(_ other: Linear, times k: Double) {
            for (v, c) in other.terms { terms.append((v, c * k)) }
            constant += other.constant * k
        }

        var expression: Cassowary.Expression {
            Cassowary.Expression(terms: terms.map { Term($0.0, $0.1) }, constant: constant)
        }
    }

    /// The attribute as a linear expression. Leading/trailing in right-to-left layouts are negated x coordinates,
    /// so that constants grow in the reading direction as in UIKit.
    private func linear(_ item: LayoutItem, _ attribute: NSLayoutConstraint.Attribute, rtl: Bool) -> Linear? {
        var item = item
        var attribute = attribute
        if let plain = attribute.withoutMargin, let view = item as? UIView {
            item = view.layoutMarginsGuide
            attribute = plain
        }
        var l = Linear()
        switch attribute {
        case .firstBaseline, .lastBaseline:
            guard let view = item as? UIView else {
                return linear(item, attribute == .firstBaseline ? .top : .bottom, rtl: rtl)
            }
            let target = attribute == .firstBaseline ? view.forFirstBaselineLayout : view.forLastBaselineLayout
            let v = vars(target)
            let position = target.baselineLayoutPosition(first: attribute == .firstBaseline)
            l.add(v.top, 1)
            if position.heightFraction != 0 { l.add(v.height, Double(position.heightFraction)) }
            l.constant = Double(position.offset)
            return l
        default:
            break
        }
        let v = vars(item)
        switch attribute {
        case .left: l.add(v.left, 1)
        case .right:
            l.add(v.left, 1)
            l.add(v.width, 1)
        case .top: l.add(v.top, 1)
        case .bottom:
            l.add(v.top, 1)
            l.add(v.height, 1)
        case .width: l.add(v.width, 1)
        case .height: l.add(v.height, 1)
        case .centerX:
            l.add(v.left, 1)
            l.add(v.width, 0.5)
        case .centerY:
            l.add(v.top, 1)
            l.add(v.height, 0.5)
        case .leading:
            if rtl {
                l.add(v.left, -1)
                l.add(v.width, -1)
            } else {
                l.add(v.left, 1)
            }
        case .trailing:
            if rtl {
                l.add(v.left, -1)
            } else {
                l.add(v.left, 1)
                l.add(v.width, 1)
            }
        default:
            return nil
        }
        return l
    }

    private func makeSolverConstraint(_ c: NSLayoutConstraint) -> Constraint? {
        var l = Linear()
        if let a = c as? NSAutoresizingMaskLayoutConstraint {
            guard let view = a.firstItem, let superview = a.secondItem else { return nil }
            let v = vars(view)
            let s = vars(superview)
            let horizontal = a.axis == .horizontal
            if a.isPosition {
                l.add(horizontal ? v.left : v.top, 1)
                l.add(horizontal ? s.left : s.top, -1)
            } else {
                l.add(horizontal ? v.width : v.height, 1)
            }
            l.add(horizontal ? s.width : s.height, -Double(a.factor))
            l.constant = -Double(a.offset)
            return Constraint(l.expression, .equal, priority: Priority.required)
        }
        let rtl = isRightToLeft(c)
        guard let first = c.firstLayoutItem, let lhs = linear(first, c.firstAttribute, rtl: rtl) else { return nil }
        l.add(lhs, times: 1)
        if let second = c.secondLayoutItem, c.secondAttribute != .notAnAttribute {
            guard let rhs = linear(second, c.secondAttribute, rtl: rtl) else { return nil }
            l.add(rhs, times: -Double(c.multiplier))
        }
        l.constant -= Double(c.constant)
        let relation: Relation
        switch c.relation {
        case .equal: relation = .equal
        case .lessThanOrEqual: relation = .lessThanOrEqual
        case .greaterThanOrEqual: relation = .greaterThanOrEqual
        }
        let p = Double(c.priority.rawValue)
        let priority = p >= 1000 ? Priority.required : Swift.max(p, 0.01)
        return Constraint(l.expression, relation, priority: priority)
    }

    // MARK: Framework constraints

    private func rootPinConstraints() -> [NSLayoutConstraint] {
        if !rootPins.isEmpty { return rootPins }
        func pin(_ attribute: NSLayoutConstraint.Attribute, _ name: String) -> NSLayoutConstraint {
            let c = InternalLayoutConstraint(
                item: root, attribute: attribute, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
                multiplier: 1, constant: 0)
            c.identifier = name
            return c
        }
        rootPins = [pin(.left, "UIView-Encapsulated-Layout-Left"), pin(.top, "UIView-Encapsulated-Layout-Top")]
        if !isFitting {
            rootPins += [
                pin(.width, "UIView-Encapsulated-Layout-Width"), pin(.height, "UIView-Encapsulated-Layout-Height"),
            ]
            rootPins[2].constant = root.bounds.width
            rootPins[3].constant = root.bounds.height
        }
        return rootPins
    }

    private func makeAutoresizingConstraints(_ view: UIView) -> [NSLayoutConstraint] {
        guard let superview = view.superview else { return [] }
        var list: [NSLayoutConstraint] = []
        func code(_ axis: NSLayoutConstraint.Axis) -> String {
            let (a, b, c) = view.autoresizingFlexibility(axis)
            return (a ? "&" : "-") + (b ? "&" : "-") + (c ? "&" : "-")
        }
        let description = "h=\(code(.horizontal)) v=\(code(.vertical))"
        for axis in [NSLayoutConstraint.Axis.horizontal, .vertical] {
            let superSize = axis == .horizontal ? superview.bounds.width : superview.bounds.height
            let factors = view.autoresizingFactors(axis, superSize: superSize)
            let start = axis == .horizontal ? view.frame.minX : view.frame.minY
            let length = axis == .horizontal ? view.frame.width : view.frame.height
            list.append(
                NSAutoresizingMaskLayoutConstraint(
                    view: view, superview: superview, axis: axis, isPosition: true, factor: factors.position,
                    offset: start - factors.position * superSize, maskDescription: description))
            list.append(
                NSAutoresizingMaskLayoutConstraint(
                    view: view, superview: superview, axis: axis, isPosition: false, factor: factors.size,
                    offset: length - factors.size * superSize, maskDescription: description))
        }
        return list
    }

    private func makeContentSizeConstraints(_ view: UIView) -> [NSLayoutConstraint] {
        let size = contentSizeValue(view, width: nil)
        var list: [NSLayoutConstraint] = []
        for axis in [NSLayoutConstraint.Axis.horizontal, .vertical] {
            let value = axis == .horizontal ? size.width : size.height
            guard value != UIView.noIntrinsicMetric else { continue }
            let attribute: NSLayoutConstraint.Attribute = axis == .horizontal ? .width : .height
            let hug = NSContentSizeLayoutConstraint(
                item: view, attribute: attribute, relatedBy: .lessThanOrEqual, toItem: nil, attribute: .notAnAttribute,
                multiplier: 1, constant: value)
            hug.priority = view.contentHuggingPriority(for: axis)
            hug.role = "Hug"
            let resist = NSContentSizeLayoutConstraint(
                item: view, attribute: attribute, relatedBy: .greaterThanOrEqual, toItem: nil,
                attribute: .notAnAttribute, multiplier: 1, constant: value)
            resist.priority = view.contentCompressionResistancePriority(for: axis)
            resist.role = "CompressionResistance"
            list += [hug, resist]
        }
        return list
    }

    private func contentSizeValue(_ view: UIView, width: CGFloat?) -> CGSize {
        if let width = width ?? widthHints[ObjectIdentifier(view)],
            let size = view._intrinsicContentSize(forLayoutWidth: width)
        {
            return size
        }
        return view.intrinsicContentSize
    }

    /// Re-reads a view's intrinsic size; a change of which axes have one needs a structural sync.
    private func refreshContentSize(_ view: UIView, width: CGFloat?) {
        let id = ObjectIdentifier(view)
        guard let old = contentSize[id] else { return }
        let fresh = makeContentSizeConstraints(view)
        let size = contentSizeValue(view, width: width)
        if fresh.count != old.count || zip(fresh, old).contains(where: { $0.firstAttribute != $1.firstAttribute }) {
            for c in old { if let entry = installed[ObjectIdentifier(c)] { uninstall(entry) } }
            contentSize[id] = fresh
            for c in fresh { install(c) }
            return
        }
        for c in old {
            let value = c.firstAttribute == .width ? size.width : size.height
            let axis: NSLayoutConstraint.Axis = c.firstAttribute == .width ? .horizontal : .vertical
            let priority =
                c.relation == .lessThanOrEqual
                ? view.contentHuggingPriority(for: axis) : view.contentCompressionResistancePriority(for: axis)
            setInternal(c, constant: value, priority: priority)
        }
    }

    private func setInternal(_ c: NSLayoutConstraint, constant: CGFloat, priority: UILayoutPriority? = nil) {
        let newPriority = priority ?? c.priority
        guard c.constant != constant || c.priority != newPriority else { return }
        c.constant = constant
        c.priority = newPriority
        if let entry = installed[ObjectIdentifier(c)] {
            uninstall(entry)
            install(c)
        }
    }

    private func makeGuideConstraints(_ guide: UILayoutGuide) -> [NSLayoutConstraint] {
        guard let view = guide.owningView, let kind = guide.systemKind else { return [] }
        func make(
            _ a1: NSLayoutConstraint.Attribute, _ relation: NSLayoutConstraint.Relation, _ item2: AnyObject?,
            _ a2: NSLayoutConstraint.Attribute, _ name: String, priority: UILayoutPriority = .required
        ) -> NSLayoutConstraint {
            let c = InternalLayoutConstraint(
                item: guide, attribute: a1, relatedBy: relation, toItem: item2, attribute: a2, multiplier: 1,
                constant: 0)
            c.identifier = name
            c.priority = priority
            return c
        }
        switch kind {
        case .safeArea:
            return [
                make(.left, .equal, view, .left, "UIViewSafeAreaLayoutGuide-left"),
                make(.top, .equal, view, .top, "UIViewSafeAreaLayoutGuide-top"),
                make(.right, .equal, view, .right, "UIViewSafeAreaLayoutGuide-right"),
                make(.bottom, .equal, view, .bottom, "UIViewSafeAreaLayoutGuide-bottom"),
            ]
        case .margins:
            return [
                make(.left, .equal, view, .left, "UIView-leftMargin-guide-constraint"),
                make(.top, .equal, view, .top, "UIView-topMargin-guide-constraint"),
                make(.right, .equal, view, .right, "UIView-rightMargin-guide-constraint"),
                make(.bottom, .equal, view, .bottom, "UIView-bottomMargin-guide-constraint"),
            ]
        case .readableContent:
            let margins = view.layoutMarginsGuide
            return [
                make(.top, .equal, margins, .top, "UIView-readableContentGuide-top"),
                make(.bottom, .equal, margins, .bottom, "UIView-readableContentGuide-bottom"),
                make(.centerX, .equal, margins, .centerX, "UIView-readableContentGuide-centerX"),
                make(.width, .lessThanOrEqual, margins, .width, "UIView-readableContentGuide-maxWidth"),
                make(.width, .lessThanOrEqual, nil, .notAnAttribute, "UIView-readableContentGuide-readableWidth"),
                make(
                    .width, .equal, nil, .notAnAttribute, "UIView-readableContentGuide-preferredWidth",
                    priority: UILayoutPriority(Float(LayoutMetrics.readableWidthPriority))),
            ]
        }
    }

    /// Inputs that follow the tree's current state: the root size, safe areas, margins, readable width.
    private func updateDynamicConstants() {
        if !isFitting && rootPins.count == 4 {
            setInternal(rootPins[2], constant: root.bounds.width)
            setInternal(rootPins[3], constant: root.bounds.height)
        }
        for guide in guidesInUse {
            guard let view = guide.owningView, let kind = guide.systemKind,
                let list = guideConstraints[ObjectIdentifier(guide)]
            else { continue }
            switch kind {
            case .safeArea, .margins:
                let insets = kind == .safeArea ? view.safeAreaInsets : view.effectiveLayoutMargins()
                setInternal(list[0], constant: insets.left)
                setInternal(list[1], constant: insets.top)
                setInternal(list[2], constant: -insets.right)
                setInternal(list[3], constant: -insets.bottom)
            case .readableContent:
                let width = LayoutMetrics.readableWidth(for: view.traitCollection.preferredContentSizeCategory)
                setInternal(list[4], constant: width)
                setInternal(list[5], constant: width)
            }
        }
    }

    /// Views whose intrinsic height depends on their width are re-measured at the solved width until stable.
    private func resolveWidthDependentSizes() {
        guard !widthDependentViews.isEmpty || rootIsWidthDependent else { return }
        for _ in 0..<4 {
            var changed = false
            for view in widthDependentViews + (rootIsWidthDependent ? [root] : []) {
                guard let v = variables[ObjectIdentifier(view)] else { continue }
                let width = CGFloat(v.width.value)
                let id = ObjectIdentifier(view)
                if widthHints[id] == width { continue }
                widthHints[id] = width
                solveNeeded = false
                refreshContentSize(view, width: width)
                if solveNeeded { changed = true }
            }
            guard changed else { return }
            solveNeeded = false
            solver.updateVariables()
        }
    }

    // MARK: Reading results

    private var scale: CGFloat { isFitting ? 0 : root.traitCollection.displayScale }

    /// Pixel-snapped rectangle of an item in root coordinates (see `LayoutMetrics.roundToPixel`).
    private func rootRect(_ v: ItemVariables, scale: CGFloat) -> CGRect {
        let minX = LayoutMetrics.roundToPixel(CGFloat(v.left.value), scale: scale)
        let minY = LayoutMetrics.roundToPixel(CGFloat(v.top.value), scale: scale)
        let maxX = LayoutMetrics.roundToPixel(CGFloat(v.left.value + v.width.value), scale: scale)
        let maxY = LayoutMetrics.roundToPixel(CGFloat(v.top.value + v.height.value), scale: scale)
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    private func solvedFrame(of view: UIView, scale: CGFloat) -> CGRect? {
        guard let v = variables[ObjectIdentifier(view)], let superview = view.superview,
            let s = variables[ObjectIdentifier(superview)]
        else { return nil }
        let mine = rootRect(v, scale: scale)
        let parent = superview === root ? CGRect(origin: .zero, size: root.bounds.size) : rootRect(s, scale: scale)
        return CGRect(
            x: mine.minX - parent.minX, y: mine.minY - parent.minY, width: mine.width, height: mine.height)
    }

    func frame(ofGuide guide: UILayoutGuide) -> CGRect? {
        guard let g = variables[ObjectIdentifier(guide)], let owner = guide.owningView else { return nil }
        let s = scale
        let mine = rootRect(g, scale: s)
        var origin = CGPoint.zero
        if owner !== root {
            guard let o = variables[ObjectIdentifier(owner)] else { return nil }
            origin = rootRect(o, scale: s).origin
        }
        return CGRect(x: mine.minX - origin.x, y: mine.minY - origin.y, width: mine.width, height: mine.height)
    }

    /// After a solve, the superview of every view whose frame changes must lay out (UIKit's engine does the same).
    private func markChangedFrames() {
        let s = scale
        for view in engineViews {
            if let f = solvedFrame(of: view, scale: s), f != view.frame { view.superview?.setNeedsLayout() }
        }
        for guide in guidesInUse { guide.solvedFrame = frame(ofGuide: guide) }
    }

    func applyFrame(to view: UIView) {
        guard let f = solvedFrame(of: view, scale: scale), f != view.frame else { return }
        view.setFrame(f, fromEngine: true)
    }

    func fittingSize(
        target: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority
    ) -> CGSize {
        refreshIfNeeded()
        let v = vars(root)
        let width = InternalLayoutConstraint(
            item: root, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1,
            constant: target.width)
        width.priority = horizontal
        width.identifier = "UIView-Fitting-Width"
        let height = InternalLayoutConstraint(
            item: root, attribute: .height, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
            multiplier: 1, constant: target.height)
        height.priority = vertical
        height.identifier = "UIView-Fitting-Height"
        install(width)
        install(height)
        solveNeeded = false
        solver.updateVariables()
        resolveWidthDependentSizes()
        return CGSize(width: CGFloat(v.width.value), height: CGFloat(v.height.value))
    }

    // MARK: Layout pass

    func runLayoutPass() {
        isInLayoutPass = true
        defer { isInLayoutPass = false }
        for _ in 0..<8 {
            root.updateConstraintsIfNeeded()
            refreshIfNeeded()
            root.layoutSubtreeIfNeeded()
            updateDynamicConstants()
            if !hasPendingChanges && !solveNeeded && !treeNeedsLayout() { break }
        }
        (root as? UIWindow)?.flushPendingAppearance()
    }

    private func treeNeedsLayout() -> Bool {
        var stack = [root]
        while let view = stack.popLast() {
            if view.needsLayoutFlag || view.needsUpdateConstraintsFlag { return true }
            stack.append(contentsOf: view.subviews)
        }
        return false
    }

    // MARK: Debugging

    func constraintsAffecting(_ item: AnyObject, axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        refreshIfNeeded()
        let horizontal: Set<NSLayoutConstraint.Attribute> = [
            .left, .right, .leading, .trailing, .width, .centerX, .leftMargin, .rightMargin, .leadingMargin,
            .trailingMargin, .centerXWithinMargins,
        ]
        return installed.values.map(\.constraint).filter { c in
            (c.firstItem === item || c.secondItem === item)
                && horizontal.contains(c.firstAttribute) == (axis == .horizontal)
        }.sorted { $0.description < $1.description }
    }

    /// Names of the variables of `item` that can move without violating any constraint: each is nudged by an edit
    /// at a priority below every real one, then put back.
    func ambiguousAttributes(of item: AnyObject) -> [String] {
        refreshIfNeeded()
        guard let v = variables[ObjectIdentifier(item)], v.item === item, item !== root else { return [] }
        var result: [String] = []
        for (name, variable) in [("minX", v.left), ("minY", v.top), ("width", v.width), ("height", v.height)] {
            let original = variable.value
            guard (try? solver.addEditVariable(variable, priority: 0.5)) != nil else { continue }
            var moved = false
            for delta in [37.25, -37.25] {
                try? solver.suggestValue(variable, original + delta)
                solver.updateVariables()
                if abs(variable.value - original) > 1e-6 { moved = true }
            }
            try? solver.suggestValue(variable, original)
            solver.updateVariables()
            try? solver.removeEditVariable(variable)
            solver.updateVariables()
            if moved { result.append(name) }
        }
        return result
    }
}

/// UIKit's intrinsic-size constraint (one per axis and direction here: hugging `<=`, compression resistance `>=`).
final class NSContentSizeLayoutConstraint: InternalLayoutConstraint {
    var role = ""
    override var className: String { "NSContentSizeLayoutConstraint" }

    override var equationDescription: String {
        "\(firstLayoutItem?.layoutItemName ?? "nil").\(firstAttribute.name) \(relation.symbol) "
            + "\(constant.layoutString) \(role):\(priority)"
    }
}
