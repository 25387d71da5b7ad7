import Cassowary
import Foundation

/// Auto Layout for one tree: owns the solver and runs the layout pass. Every view or guide that takes part gets
/// four solver variables (`ItemVariables`), written by the `ConstraintTranslator`.
///
/// The engine is incremental: a structural sync (hierarchy, guides, translatesAutoresizingMask...) re-gathers the
/// constraints and installs only the difference; activation and deactivation reach the engine directly while
/// they leave the set of views in the engine as it is; a changed constant moves in place in the solver.
final class LayoutEngine {
    unowned let root: UIView
    let isFitting: Bool
    let solver: Solver = {
        let solver = Solver()
        solver.holdsDefinitions = false
        return solver
    }()
    /// Installed constraints past which the solver holds new required equalities as definitions (issue 18):
    /// below it, the tableau form whose last-bit rounding the recorded goldens' half-pixel snaps depend on;
    /// above it, layout time that follows the size of the screen. Listed in the README's choices.
    static let definitionThreshold = 1_000
    let translator = ConstraintTranslator()
    var isInLayoutPass = false

    private(set) var installed: [ObjectIdentifier: InstalledConstraint] = [:]
    /// How many installed constraints have no solver form (broken or inexpressible).
    private var unplacedCount = 0
    private var owners: [Constraint: NSLayoutConstraint] = [:]

    private(set) var structureDirty = true
    private var dirtyConstraints: [NSLayoutConstraint] = []
    private var dirtyIntrinsic: [UIView] = []
    private var dirtyFrames: [UIView] = []
    private var activated: [NSLayoutConstraint] = []
    private var deactivated: [NSLayoutConstraint] = []
    private(set) var solveNeeded = true
    private var removedSinceRetry = false

    // The engine belongs to its root view (`rootEngine`), so the lists below never hold the root: that
    // would be a retain cycle that keeps every laid-out tree alive. The root is `root`, plus flags.
    private(set) var engineViews: [UIView] = []
    private(set) var guidesInUse: [UILayoutGuide] = []
    /// The views in the engine, root included, and the guides in use.
    private var members: Set<ObjectIdentifier> = []
    private var guideMembers: Set<ObjectIdentifier> = []
    private var widthDependentViews: [UIView] = []
    private var rootIsWidthDependent = false
    private var rootIntrinsicSizeDirty = false
    private var autoresizing: [ObjectIdentifier: AutoresizingConstraints] = [:]
    private var contentSize: [ObjectIdentifier: ContentSizeConstraints] = [:]
    private var guideConstraints: [ObjectIdentifier: SystemGuideConstraints] = [:]
    private var rootPins: RootPinConstraints?
    private var widthHints: [ObjectIdentifier: CGFloat] = [:]
    /// Views whose baselines some constraint uses.
    private var baselineVendors = Set<ObjectIdentifier>()
    /// The solver variables the required equalities alone fix (`LayoutEngine+Determinacy`), cached until the
    /// installed constraints change.
    var determinedVariables: Set<ObjectIdentifier>?
    /// Resting-size wishes (`UIView+RestingSize`) held out of the solver because the required equalities fix
    /// their variable (issue 18). Such a wish cannot change the solution: its error is the same constant at
    /// every feasible point, and its row (an error variable basic, the rest dummy markers) never offers a pivot.
    /// In the solver it cost a row as long as the chain of equalities that fixes the size, so a chain of n
    /// nested views pinned to their parents took time and memory quadratic in n.
    private var dormantRestingSizes = Set<ObjectIdentifier>()
    /// Variables fixed by the required equalities a full sync is about to hold, while it installs them.
    private var fixedDuringSync: Set<ObjectIdentifier>?
    /// The solver forms `variablesFixedAfterInstalling` made for the equalities the sync is about to install,
    /// taken by `install` rather than translated again (translating twice was 4% of the card screen's first
    /// layout at 10,000 views).
    private var translatedDuringSync: [ObjectIdentifier: Constraint] = [:]
    /// A required equality left the solver (or failed to enter it) since the dormant wishes were checked.
    private var restingSizesNeedCheck = false

    init(root: UIView, fitting: Bool = false) {
        self.root = root
        isFitting = fitting
    }

    // MARK: Change notifications

    func structureDidChange() { structureDirty = true }

    /// Whether a layout pass has solved this engine yet: before that, guides report their view's bounds.
    private(set) var hasSolved = false

    func constraintDidChange(_ constraint: NSLayoutConstraint) { dirtyConstraints.append(constraint) }

    func constraintWasActivated(_ constraint: NSLayoutConstraint) {
        if !structureDirty { activated.append(constraint) }
    }

    func constraintWasDeactivated(_ constraint: NSLayoutConstraint) {
        if !structureDirty { deactivated.append(constraint) }
    }

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
            || rootIntrinsicSizeDirty || !activated.isEmpty || !deactivated.isEmpty
    }

    // MARK: Refresh

    /// Brings the solver up to date with the tree and solves; frames are not applied.
    func refreshIfNeeded() {
        if !structureDirty && !applyActivationChanges() { structureDirty = true }
        if structureDirty { fullSync() }
        processDirtyLists()
        updateDynamicConstants()
        guard solveNeeded else { return }
        solveNeeded = false
        hasSolved = true
        updateVariables()
        resolveWidthDependentSizes()
        if !isFitting { markChangedFrames() }
    }

    /// How many times the engine re-gathered its tree (tests check that activations do not).
    private(set) var fullSyncCount = 0

    private func fullSync() {
        fullSyncCount += 1
        structureDirty = false
        dirtyConstraints.removeAll()
        // Views whose intrinsic size changed stay listed: a sync keeps the content-size constraints of the views
        // it already had, with their old constants, and `processDirtyLists` brings those up to date after it (a
        // controller that picks a font in `traitCollectionDidChange` changes both the structure and a size).
        dirtyFrames.removeAll()
        activated.removeAll()
        deactivated.removeAll()

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
            for guide in [
                view.safeAreaGuideStorage, view.marginsGuideStorage, view.readableGuideStorage,
                view.keyboardGuideStorage,
            ] {
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
        self.members = members
        let newViews = allViews.filter { members.contains(ObjectIdentifier($0)) }
        if !isFitting {
            releaseMembership()
            for view in newViews where view !== root { view.engineMembership = self }
        }
        engineViews = newViews.filter { $0 !== root }
        guidesInUse = guides.filter { members.contains(ObjectIdentifier($0.owningView!)) }
        guideMembers = Set(guidesInUse.map { ObjectIdentifier($0) })
        widthDependentViews = engineViews.filter { $0.hasWidthDependentIntrinsicContentSize }
        rootIsWidthDependent = root.hasWidthDependentIntrinsicContentSize

        let pins = rootPins ?? RootPinConstraints(root: root, pinsSize: !isFitting)
        rootPins = pins
        var wanted: [NSLayoutConstraint] = pins.all
        var keptAutoresizing: [ObjectIdentifier: AutoresizingConstraints] = [:]
        var keptContentSize: [ObjectIdentifier: ContentSizeConstraints] = [:]
        var keptGuides: [ObjectIdentifier: SystemGuideConstraints] = [:]
        for view in newViews {
            let id = ObjectIdentifier(view)
            if view !== root, view.translatesAutoresizingMaskIntoConstraints,
                let set = autoresizing[id] ?? AutoresizingConstraints(view: view)
            {
                keptAutoresizing[id] = set
                wanted += set.all
            }
            let sizes = contentSize[id] ?? ContentSizeConstraints(view: view, size: contentSizeValue(view, width: nil))
            keptContentSize[id] = sizes
            wanted += sizes.all
        }
        for guide in guidesInUse {
            let id = ObjectIdentifier(guide)
            guard let set = guideConstraints[id] ?? SystemGuideConstraints(guide: guide) else { continue }
            keptGuides[id] = set
            wanted += set.all
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
        translator.keepVariables(of: members.union(guideMembers))
        fixedDuringSync = variablesFixedAfterInstalling(wanted)
        for c in wanted {
            if let entry = installed[ObjectIdentifier(c)] {
                update(entry)
            } else {
                install(c)
            }
        }
        fixedDuringSync = nil
        translatedDuringSync.removeAll()
        retryBrokenConstraints()
        for guide in guides where !guideMembers.contains(ObjectIdentifier(guide)) { guide.solvedFrame = nil }
        solveNeeded = true
    }

    /// Applies the activations and deactivations since the last refresh without re-gathering the tree. Returns
    /// false, having done nothing, when one of them changes which views take part: then a full sync is needed.
    private func applyActivationChanges() -> Bool {
        guard !activated.isEmpty || !deactivated.isEmpty else { return true }
        let leaving = deactivated.filter { !$0.isActive && installed[ObjectIdentifier($0)] != nil }
        var arriving = activated.filter { $0.isActive && installed[ObjectIdentifier($0)] == nil }
        // Deactivated and activated again since the last pass. A constraint reports changes only while it is
        // active, so what changed in between (a constant, a priority) is caught up here, as a full sync would.
        let returning = activated.filter { $0.isActive && installed[ObjectIdentifier($0)] != nil }
        guard leaving.allSatisfy(keepsMembershipWhenRemoved), arriving.allSatisfy(isCoveredByMembers),
            arriving.count <= 64
        else { return false }
        activated.removeAll()
        deactivated.removeAll()
        for c in leaving {
            if let entry = installed[ObjectIdentifier(c)] { uninstall(entry) }
        }
        for c in returning {
            if let entry = installed[ObjectIdentifier(c)] { update(entry) }
        }
        // A full sync installs client constraints in tree order (preorder of the views they are installed on,
        // then their order there); so do these, so that conflicts break the same constraint either way.
        arriving = inTreeOrder(arriving)
        for c in arriving where installed[ObjectIdentifier(c)] == nil { install(c) }
        retryBrokenConstraints()
        return true
    }

    /// Client constraints in the order a full sync installs them.
    private func inTreeOrder(_ list: [NSLayoutConstraint]) -> [NSLayoutConstraint] {
        guard list.count > 1 else { return list }
        let keys = list.map { c in
            (c.container.map(treePosition) ?? [], c.container?.installedConstraints.firstIndex { $0 === c } ?? 0)
        }
        let order = keys.indices.sorted { a, b in
            keys[a].0 == keys[b].0 ? keys[a].1 < keys[b].1 : keys[a].0.lexicographicallyPrecedes(keys[b].0)
        }
        return order.map { list[$0] }
    }

    /// Child indices from the root down to `view`: lexicographic order is preorder.
    private func treePosition(_ view: UIView) -> [Int] {
        var path: [Int] = []
        var current = view
        while let parent = current.superview {
            path.append(parent.subviews.firstIndex { $0 === current } ?? 0)
            current = parent
        }
        return path.reversed()
    }

    /// Whether every item of `c` stays in the engine without it: views taking part on their own account
    /// (constrained by `translatesAutoresizingMaskIntoConstraints == false`, or the root) and guides.
    private func keepsMembershipWhenRemoved(_ c: NSLayoutConstraint) -> Bool {
        func keeps(_ item: LayoutItem?, _ attribute: NSLayoutConstraint.Attribute) -> Bool {
            guard let view = item as? UIView else { return true }
            func own(_ v: UIView) -> Bool { v === root || !v.translatesAutoresizingMaskIntoConstraints }
            if attribute == .firstBaseline && !own(view.forFirstBaselineLayout) { return false }
            if attribute == .lastBaseline && !own(view.forLastBaselineLayout) { return false }
            return own(view)
        }
        return keeps(c.firstLayoutItem, c.firstAttribute) && keeps(c.secondLayoutItem, c.secondAttribute)
    }

    /// Whether every item of `c` already takes part, with the guides its attributes use.
    private func isCoveredByMembers(_ c: NSLayoutConstraint) -> Bool {
        func covered(_ item: LayoutItem?, _ attribute: NSLayoutConstraint.Attribute) -> Bool {
            if let guide = item as? UILayoutGuide { return guideMembers.contains(ObjectIdentifier(guide)) }
            guard let view = item as? UIView else { return item == nil }
            guard members.contains(ObjectIdentifier(view)) else { return false }
            if attribute.withoutMargin != nil {
                guard let margins = view.marginsGuideStorage, guideMembers.contains(ObjectIdentifier(margins))
                else { return false }
            }
            if attribute == .firstBaseline { return members.contains(ObjectIdentifier(view.forFirstBaselineLayout)) }
            if attribute == .lastBaseline { return members.contains(ObjectIdentifier(view.forLastBaselineLayout)) }
            return true
        }
        return covered(c.firstLayoutItem, c.firstAttribute) && covered(c.secondLayoutItem, c.secondAttribute)
    }

    /// Once the constraints they conflicted with are gone, broken constraints apply again (silently).
    private func retryBrokenConstraints() {
        guard removedSinceRetry else { return }
        removedSinceRetry = false
        guard unplacedCount > 0 else { return }
        for entry in installed.values where entry.solverConstraint == nil && entry.constraint.isBroken {
            let c = entry.constraint
            guard let solverConstraint = translator.solverConstraint(for: c) else { continue }
            if (try? solver.addConstraint(solverConstraint)) != nil {
                c.isBroken = false
                record(
                    InstalledConstraint(constraint: c, solverConstraint: solverConstraint, signature: entry.signature))
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
                if let entry = installed[ObjectIdentifier(c)] { update(entry) }
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
                for c in old.all { if let entry = installed[ObjectIdentifier(c)] { uninstall(entry) } }
                guard let fresh = AutoresizingConstraints(view: view) else {
                    autoresizing[id] = nil
                    continue
                }
                autoresizing[id] = fresh
                for c in fresh.all { install(c) }
            }
        }
    }

    // MARK: Installing

    private func signature(of c: NSLayoutConstraint) -> ConstraintSignature {
        ConstraintSignature(
            constant: c.constant, priority: c.priority.rawValue, rightToLeft: translator.isRightToLeft(c),
            baselines: baselineSignature(c))
    }

    /// A baseline constraint must be re-expressed when the vending view or its baseline position changes
    /// (new text, a stack that vends another arranged view); empty for every other constraint.
    private func baselineSignature(_ c: NSLayoutConstraint) -> [Double] {
        func isBaseline(_ a: NSLayoutConstraint.Attribute) -> Bool { a == .firstBaseline || a == .lastBaseline }
        guard isBaseline(c.firstAttribute) || isBaseline(c.secondAttribute) else { return [] }
        var result: [Double] = []
        for (item, attribute) in [(c.firstLayoutItem, c.firstAttribute), (c.secondLayoutItem, c.secondAttribute)] {
            guard isBaseline(attribute), let view = item as? UIView else { continue }
            let target = attribute == .firstBaseline ? view.forFirstBaselineLayout : view.forLastBaselineLayout
            let position = target.baselineLayoutPosition(first: attribute == .firstBaseline)
            result += [
                Double(ObjectIdentifier(target).hashValue), Double(position.heightFraction), Double(position.offset),
            ]
        }
        return result
    }

    private func record(_ entry: InstalledConstraint) {
        determinedVariables = nil
        let id = ObjectIdentifier(entry.constraint)
        if let old = installed[id], old.solverConstraint == nil { unplacedCount -= 1 }
        installed[id] = entry
        if entry.solverConstraint == nil {
            unplacedCount += 1
            if isRequiredEquality(entry.constraint) { restingSizesNeedCheck = true }
        }
    }

    private func forget(_ c: NSLayoutConstraint) {
        determinedVariables = nil
        dormantRestingSizes.remove(ObjectIdentifier(c))
        if let old = installed.removeValue(forKey: ObjectIdentifier(c)) {
            if old.solverConstraint == nil { unplacedCount -= 1 }
            if let sc = old.solverConstraint, sc.isRequired, sc.relation == .equal { restingSizesNeedCheck = true }
        }
    }

    private func isRequiredEquality(_ c: NSLayoutConstraint) -> Bool {
        c.relation == .equal && c.priority.rawValue >= 1000
    }

    /// The variables the required equalities fix once `wanted` (the constraints a full sync holds) is installed,
    /// or nil when no resting-size wish is about to be installed.
    private func variablesFixedAfterInstalling(_ wanted: [NSLayoutConstraint]) -> Set<ObjectIdentifier>? {
        guard wanted.contains(where: { $0 is RestingSizeLayoutConstraint && installed[ObjectIdentifier($0)] == nil })
        else { return nil }
        var forms: [Constraint] = []
        for c in wanted where isRequiredEquality(c) {
            if let entry = installed[ObjectIdentifier(c)] {
                if let sc = entry.solverConstraint { forms.append(sc) }
            } else if !c.isBroken, let sc = translator.solverConstraint(for: c) {
                forms.append(sc)
                translatedDuringSync[ObjectIdentifier(c)] = sc
            }
        }
        return Self.variablesFixed(by: forms)
    }

    /// The variable a resting-size wish pulls to zero.
    private func restingVariable(_ c: NSLayoutConstraint) -> Variable? {
        guard let item = c.firstLayoutItem else { return nil }
        let v = translator.variables(for: item)
        return c.firstAttribute == .width ? v.width : c.firstAttribute == .height ? v.height : nil
    }

    /// Puts back into the solver the dormant wishes whose variable the required equalities no longer fix (one
    /// was removed, broken or failed to enter, possibly a sync's equality that conflicted with the others).
    private func wakeRestingSizesIfNeeded() {
        guard restingSizesNeedCheck else { return }
        restingSizesNeedCheck = false
        guard !dormantRestingSizes.isEmpty else { return }
        let fixed = Self.variablesFixed(by: installed.values.lazy.compactMap(\.solverConstraint))
        // In tree order, as a full sync of the new state would install them.
        var waking: [NSLayoutConstraint] = []
        for id in dormantRestingSizes {
            guard let c = installed[id]?.constraint, let variable = restingVariable(c),
                !fixed.contains(ObjectIdentifier(variable))
            else { continue }
            waking.append(c)
        }
        guard !waking.isEmpty else { return }
        for c in waking {
            dormantRestingSizes.remove(ObjectIdentifier(c))
            forget(c)
        }
        for c in inTreeOrder(waking) { install(c) }
        // Waking changes no required equality.
        restingSizesNeedCheck = false
    }

    private func install(_ c: NSLayoutConstraint) {
        solveNeeded = true
        if let fixed = fixedDuringSync, c is RestingSizeLayoutConstraint, let variable = restingVariable(c),
            fixed.contains(ObjectIdentifier(variable))
        {
            record(InstalledConstraint(constraint: c, solverConstraint: nil, signature: signature(of: c)))
            dormantRestingSizes.insert(ObjectIdentifier(c))
            return
        }
        let translated =
            translatedDuringSync.isEmpty ? nil : translatedDuringSync.removeValue(forKey: ObjectIdentifier(c))
        guard !c.isBroken, let solverConstraint = translated ?? translator.solverConstraint(for: c) else {
            record(InstalledConstraint(constraint: c, solverConstraint: nil, signature: signature(of: c)))
            return
        }
        if installed.count >= Self.definitionThreshold { solver.holdsDefinitions = true }
        do {
            try solver.addConstraint(solverConstraint)
            record(InstalledConstraint(constraint: c, solverConstraint: solverConstraint, signature: signature(of: c)))
            owners[solverConstraint] = c
        } catch {
            if case .unsatisfiableConstraint(_, let conflicting) = error {
                recoverFromUnsatisfiable(c, solverConstraint, conflicting: conflicting)
            } else {
                switch error {
                case .nonFiniteValue:
                    // UIKit raises "Constraint constant is not finite! That's illegal."; here the constraint
                    // is logged in the same words and left out, and layout goes on without it.
                    UnsatisfiableConstraintLog.emit(
                        "[LayoutConstraints] Constraint constant is not finite! That's illegal. "
                            + "constant:\(c.constant) multiplier:\(c.multiplier) \(c). It is ignored.")
                case .outOfSolvableRange(_, let what):
                    UnsatisfiableConstraintLog.emit(UnsatisfiableConstraintLog.outOfRangeMessage(c, what))
                default:
                    break
                }
                record(InstalledConstraint(constraint: c, solverConstraint: nil, signature: signature(of: c)))
            }
        }
    }

    private func uninstall(_ entry: InstalledConstraint) {
        forget(entry.constraint)
        solveNeeded = true
        if let sc = entry.solverConstraint {
            try? solver.removeConstraint(sc)
            owners[sc] = nil
            removedSinceRetry = true
        }
        entry.constraint.isBroken = false
    }

    /// Brings an installed constraint up to date with its signature. A constant that moved alone moves in place
    /// in the solver (its edit path); anything else, or a constant the required constraints cannot take, goes
    /// through remove and add, which also logs and breaks as UIKit does.
    private func update(_ entry: InstalledConstraint) {
        let c = entry.constraint
        let fresh = signature(of: c)
        guard entry.signature != fresh else { return }
        if let current = entry.solverConstraint,
            fresh.priority == entry.signature.priority, fresh.rightToLeft == entry.signature.rightToLeft,
            let rewritten = translator.solverConstraint(for: c), hasSameTerms(rewritten, current),
            (try? solver.updateConstant(of: current, to: rewritten.expression.constant)) != nil
        {
            record(InstalledConstraint(constraint: c, solverConstraint: current, signature: fresh))
            solveNeeded = true
            // As after a removal: the constraints broken against the old constant may fit now.
            removedSinceRetry = true
            return
        }
        uninstall(entry)
        install(c)
    }

    private func hasSameTerms(_ a: Constraint, _ b: Constraint) -> Bool {
        let x = a.expression.terms
        let y = b.expression.terms
        guard x.count == y.count else { return false }
        for i in x.indices where x[i].variable !== y[i].variable || x[i].coefficient != y[i].coefficient {
            return false
        }
        return true
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
            record(InstalledConstraint(constraint: c, solverConstraint: nil, signature: signature(of: c)))
            return
        }
        if let entry = installed[ObjectIdentifier(victim)] {
            uninstall(entry)
            victim.isBroken = true
            record(InstalledConstraint(constraint: victim, solverConstraint: nil, signature: signature(of: victim)))
        }
        if installed.count >= Self.definitionThreshold { solver.holdsDefinitions = true }
        do {
            try solver.addConstraint(solverConstraint)
            record(InstalledConstraint(constraint: c, solverConstraint: solverConstraint, signature: signature(of: c)))
            owners[solverConstraint] = c
        } catch {
            c.isBroken = true
            record(InstalledConstraint(constraint: c, solverConstraint: nil, signature: signature(of: c)))
        }
    }

    /// Writes the solution, then checks it against the required constraints: near the edge of the solvable
    /// range rounding can still leave one broken (issue 11). Such a constraint is logged as UIKit logs an
    /// unsatisfiable one, broken, and the rest solved again without it; layout goes on.
    private func updateVariables() {
        wakeRestingSizesIfNeeded()
        solver.updateVariables()
        // Each round removes one constraint from the solver, so this ends.
        while true {
            do {
                try solver.verifyRequiredConstraints()
                return
            } catch {
                guard case .requiredConstraintViolated(let violated, let residual) = error else { return }
                try? solver.removeConstraint(violated)
                if let c = owners.removeValue(forKey: violated) {
                    UnsatisfiableConstraintLog.emit(UnsatisfiableConstraintLog.roundingMessage(c, residual: residual))
                    c.isBroken = true
                    record(InstalledConstraint(constraint: c, solverConstraint: nil, signature: signature(of: c)))
                }
                wakeRestingSizesIfNeeded()
                solver.updateVariables()
            }
        }
    }

    // MARK: Framework constraints

    private func contentSizeValue(_ view: UIView, width: CGFloat?) -> CGSize {
        if let width = width ?? widthHints[ObjectIdentifier(view)],
            let size = view.intrinsicContentSize(forLayoutWidth: width)
        {
            return size
        }
        return view.intrinsicContentSize
    }

    /// Re-reads a view's intrinsic size; a change of which axes have one re-installs its constraints.
    private func refreshContentSize(_ view: UIView, width: CGFloat?) {
        let id = ObjectIdentifier(view)
        guard let old = contentSize[id] else { return }
        let fresh = ContentSizeConstraints(view: view, size: contentSizeValue(view, width: nil))
        let size = contentSizeValue(view, width: width)
        if !fresh.hasSameAxes(as: old) {
            for c in old.all { if let entry = installed[ObjectIdentifier(c)] { uninstall(entry) } }
            contentSize[id] = fresh
            for c in fresh.all { install(c) }
            return
        }
        if let axis = old.horizontal {
            setInternal(axis.hugging, constant: size.width, priority: view.contentHuggingPriority(for: .horizontal))
            setInternal(
                axis.compressionResistance, constant: size.width,
                priority: view.contentCompressionResistancePriority(for: .horizontal))
        }
        if let axis = old.vertical {
            setInternal(axis.hugging, constant: size.height, priority: view.contentHuggingPriority(for: .vertical))
            setInternal(
                axis.compressionResistance, constant: size.height,
                priority: view.contentCompressionResistancePriority(for: .vertical))
        }
    }

    private func setInternal(_ c: NSLayoutConstraint, constant: CGFloat, priority: UILayoutPriority? = nil) {
        let newPriority = priority ?? c.priority
        guard c.constant != constant || c.priority != newPriority else { return }
        c.constant = constant
        c.priority = newPriority
        if let entry = installed[ObjectIdentifier(c)] { update(entry) }
    }

    /// Inputs that follow the tree's current state: the root size, safe areas, margins, readable width.
    private func updateDynamicConstants() {
        if !isFitting, let pins = rootPins, let width = pins.width, let height = pins.height {
            setInternal(width, constant: root.bounds.width)
            setInternal(height, constant: root.bounds.height)
        }
        for guide in guidesInUse {
            guard let view = guide.owningView, let set = guideConstraints[ObjectIdentifier(guide)] else { continue }
            switch set {
            case .safeArea(let edges): setInsets(edges, view.safeAreaInsets)
            case .margins(let edges): setInsets(edges, view.effectiveLayoutMargins())
            case .keyboard(let edges):
                // No keyboard is ever on screen: the guide is the strip below the safe area (or empty).
                let keyboard = guide as? UIKeyboardLayoutGuide
                setInternal(edges.top, constant: keyboard?.usesBottomSafeArea ?? true ? -view.safeAreaInsets.bottom : 0)
            case .readableContent(let readable):
                let width = LayoutMetrics.readableWidth(for: view.traitCollection.preferredContentSizeCategory)
                setInternal(readable.readableWidth, constant: width)
                setInternal(readable.preferredWidth, constant: width)
            }
        }
    }

    private func setInsets(_ edges: GuideEdgeConstraints, _ insets: UIEdgeInsets) {
        setInternal(edges.left, constant: insets.left)
        setInternal(edges.top, constant: insets.top)
        setInternal(edges.right, constant: -insets.right)
        setInternal(edges.bottom, constant: -insets.bottom)
    }

    /// Views whose intrinsic height depends on their width are re-measured at the solved width until stable.
    private func resolveWidthDependentSizes() {
        guard !widthDependentViews.isEmpty || rootIsWidthDependent else { return }
        for _ in 0..<4 {
            var changed = false
            func remeasure() {
                for view in widthDependentViews + (rootIsWidthDependent ? [root] : []) {
                    guard let v = translator.existingVariables(of: view) else { continue }
                    let width = CGFloat(v.width.value)
                    let id = ObjectIdentifier(view)
                    if widthHints[id] == width { continue }
                    widthHints[id] = width
                    solveNeeded = false
                    refreshContentSize(view, width: width)
                    if solveNeeded { changed = true }
                }
            }
            // Below the threshold, one repair per update: the recorded goldens' ties depend on its pivots.
            if installed.count >= Self.definitionThreshold {
                solver.batchConstantUpdates(remeasure)
            } else {
                remeasure()
            }
            guard changed else { return }
            solveNeeded = false
            updateVariables()
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
        guard let v = translator.variables[ObjectIdentifier(view)], let superview = view.superview,
            let s = translator.variables[ObjectIdentifier(superview)]
        else { return nil }
        let mine = rootRect(v, scale: scale)
        let parent = superview === root ? CGRect(origin: .zero, size: root.bounds.size) : rootRect(s, scale: scale)
        return CGRect(
            x: mine.minX - parent.minX, y: mine.minY - parent.minY, width: mine.width, height: mine.height)
    }

    func frame(ofGuide guide: UILayoutGuide) -> CGRect? {
        guard let g = translator.variables[ObjectIdentifier(guide)], let owner = guide.owningView else { return nil }
        let s = scale
        let mine = rootRect(g, scale: s)
        var origin = CGPoint.zero
        if owner !== root {
            guard let o = translator.variables[ObjectIdentifier(owner)] else { return nil }
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
        let v = translator.variables(for: root)
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
        updateVariables()
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
}
