import Foundation

extension UIView {
    // MARK: Anchors

    public var leadingAnchor: NSLayoutXAxisAnchor { xAnchor(.leading) }
    public var trailingAnchor: NSLayoutXAxisAnchor { xAnchor(.trailing) }
    public var leftAnchor: NSLayoutXAxisAnchor { xAnchor(.left) }
    public var rightAnchor: NSLayoutXAxisAnchor { xAnchor(.right) }
    public var topAnchor: NSLayoutYAxisAnchor { yAnchor(.top) }
    public var bottomAnchor: NSLayoutYAxisAnchor { yAnchor(.bottom) }
    public var widthAnchor: NSLayoutDimension { dimension(.width) }
    public var heightAnchor: NSLayoutDimension { dimension(.height) }
    public var centerXAnchor: NSLayoutXAxisAnchor { xAnchor(.centerX) }
    public var centerYAnchor: NSLayoutYAxisAnchor { yAnchor(.centerY) }
    public var firstBaselineAnchor: NSLayoutYAxisAnchor { yAnchor(.firstBaseline) }
    public var lastBaselineAnchor: NSLayoutYAxisAnchor { yAnchor(.lastBaseline) }

    // MARK: Constraints

    /// Active constraints installed on this view (their items' nearest common ancestor), without the
    /// framework's own.
    public var constraints: [NSLayoutConstraint] { installedConstraints.filter { !$0.isInternal } }

    public func addConstraint(_ constraint: NSLayoutConstraint) { constraint.isActive = true }
    public func addConstraints(_ constraints: [NSLayoutConstraint]) { NSLayoutConstraint.activate(constraints) }
    public func removeConstraint(_ constraint: NSLayoutConstraint) { constraint.isActive = false }
    public func removeConstraints(_ constraints: [NSLayoutConstraint]) { NSLayoutConstraint.deactivate(constraints) }

    public func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        layoutRoot.rootEngine?.constraintsAffecting(self, axis: axis) ?? []
    }

    /// The engine of this view's tree. A view in an engine that has not seen a structural change since its last
    /// sync is still in that engine's tree (moving it or an ancestor out marks the engine), so the walk to the
    /// root, which made activating constraints in deep trees quadratic, is needed only for other views.
    var treeEngine: LayoutEngine? {
        if let engine = engineMembership, !engine.structureDirty { return engine }
        return layoutRoot.rootEngine
    }

    // MARK: Layout guides

    public var layoutGuides: [UILayoutGuide] { userLayoutGuides }

    public func addLayoutGuide(_ guide: UILayoutGuide) {
        guard guide.owningView !== self else { return }
        guide.owningView?.removeLayoutGuide(guide)
        guide.owningView = self
        userLayoutGuides.append(guide)
    }

    public func removeLayoutGuide(_ guide: UILayoutGuide) {
        guard guide.owningView === self else { return }
        for ancestorOrSelf in sequence(first: self, next: { $0.superview }) {
            let affected = ancestorOrSelf.installedConstraints.filter {
                $0.firstItem === guide || $0.secondItem === guide
            }
            NSLayoutConstraint.deactivate(affected)
        }
        userLayoutGuides.removeAll { $0 === guide }
        guide.owningView = nil
        layoutRoot.rootEngine?.structureDidChange()
    }

    private func systemGuide(_ kind: UILayoutGuide.SystemKind, _ identifier: String) -> UILayoutGuide {
        let guide = UILayoutGuide()
        guide.owningView = self
        guide.systemKind = kind
        guide.identifier = identifier
        return guide
    }

    public var safeAreaLayoutGuide: UILayoutGuide {
        if let guide = safeAreaGuideStorage { return guide }
        let guide = systemGuide(.safeArea, "UIViewSafeAreaLayoutGuide")
        safeAreaGuideStorage = guide
        return guide
    }

    public var layoutMarginsGuide: UILayoutGuide {
        if let guide = marginsGuideStorage { return guide }
        let guide = systemGuide(.margins, "UIViewLayoutMarginsGuide")
        marginsGuideStorage = guide
        return guide
    }

    public var readableContentGuide: UILayoutGuide {
        if let guide = readableGuideStorage { return guide }
        let guide = systemGuide(.readableContent, "UIViewReadableContentGuide")
        readableGuideStorage = guide
        return guide
    }

    // MARK: Safe area

    /// What `safeAreaInsets` returns unless a subclass overrides it.
    var safeAreaInsetsFromFrames: UIEdgeInsets {
        // Top-down over the ancestors rather than recursing once per ancestor: a chain of 10,000
        // nested views overflowed the stack (issue 11).
        var chain: [UIView] = []
        var current: UIView? = self
        while let view = current {
            chain.append(view)
            if view is UIWindow { break }
            current = view.superview
        }
        var insets = UIEdgeInsets.zero
        for (index, view) in chain.enumerated().reversed() {
            insets = view.safeAreaInsets(superviewInsets: index + 1 < chain.count ? insets : nil)
        }
        return insets
    }

    /// This view's safe area given its superview's (nil for a window or a view without a superview).
    func safeAreaInsets(superviewInsets: UIEdgeInsets?) -> UIEdgeInsets {
        var insets = UIEdgeInsets.zero
        if let window = self as? UIWindow {
            insets = window.deviceSafeAreaInsets
        } else if let s = superview, let superviewInsets {
            let safe = s.bounds.inset(by: superviewInsets)
            let f = frame
            insets = UIEdgeInsets(
                top: Swift.min(Swift.max(0, safe.minY - f.minY), f.height),
                left: Swift.min(Swift.max(0, safe.minX - f.minX), f.width),
                bottom: Swift.min(Swift.max(0, f.maxY - safe.maxY), f.height),
                right: Swift.min(Swift.max(0, f.maxX - safe.maxX), f.width))
        }
        if let vc = viewController, vc.viewIfLoaded === self {
            // A container's bars cover the child's root view; `additionalSafeAreaInsets` go on top.
            insets = insets.maxed(with: vc.insetsCoveredByContainerBars) + vc.additionalSafeAreaInsets
        }
        return insets
    }

    // MARK: Margins

    func marginsDidChange() {
        layoutMarginsDidChange()
        setNeedsLayout()
    }

    /// Own margins before the safe area and the superview are taken into account.
    func ownDirectionalMargins() -> NSDirectionalEdgeInsets {
        if let vc = viewController, vc.viewIfLoaded === self {
            let minimum = vc.systemMinimumLayoutMargins
            var own = directionalMarginsStorage ?? minimum
            if vc.viewRespectsSystemMinimumLayoutMargins {
                own.top = Swift.max(own.top, minimum.top)
                own.leading = Swift.max(own.leading, minimum.leading)
                own.bottom = Swift.max(own.bottom, minimum.bottom)
                own.trailing = Swift.max(own.trailing, minimum.trailing)
            }
            return own
        }
        let m = LayoutMetrics.defaultMargin
        return directionalMarginsStorage ?? NSDirectionalEdgeInsets(top: m, leading: m, bottom: m, trailing: m)
    }

    func effectiveLayoutMargins() -> UIEdgeInsets {
        var margins = ownDirectionalMargins().resolved(effectiveUserInterfaceLayoutDirection)
        if insetsLayoutMarginsFromSafeArea && LayoutMetrics.marginsAddSafeArea {
            margins = margins + safeAreaInsets
        }
        if preservesSuperviewLayoutMargins, let s = superview {
            let sm = s.effectiveLayoutMargins()
            let f = frame
            let sb = s.bounds
            margins = margins.maxed(
                with: UIEdgeInsets(
                    top: sm.top - (f.minY - sb.minY), left: sm.left - (f.minX - sb.minX),
                    bottom: sm.bottom - (sb.maxY - f.maxY), right: sm.right - (sb.maxX - f.maxX)))
        }
        return margins
    }

    // MARK: Layout pass

    func layoutSubtreeIfNeeded() {
        if needsLayoutFlag {
            needsLayoutFlag = false
            layer.layoutSublayers()
        }
        if layer.hasFreeStandingSublayers {
            for sublayer in layer.sublayers ?? [] where sublayer.view == nil { sublayer.layoutIfNeeded() }
        }
        var index = 0
        while index < subviews.count {
            subviews[index].layoutSubtreeIfNeeded()
            index += 1
        }
    }

    // MARK: Ambiguity

    public var hasAmbiguousLayout: Bool {
        guard let engine = layoutRoot.rootEngine, isInEngine || engine.root === self else { return false }
        engine.refreshIfNeeded()
        return !engine.ambiguousAttributes(of: self).isEmpty
    }

    /// UIKit moves an ambiguous view to another valid position; here ambiguity is only reported.
    public func exerciseAmbiguityInLayout() {}
}
