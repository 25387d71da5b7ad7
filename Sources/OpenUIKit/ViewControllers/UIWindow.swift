import Foundation

/// UIKit's window. `init(device:orientation:)` (our addition) gives it a device's screen size, safe area, scale and
/// traits; `traitOverrides` are the per-window trait overrides.
open class UIWindow: UIView {
    public private(set) var device: Device?
    /// Changing the orientation resizes the window and updates its safe area and traits, like a rotation.
    public var orientation: Orientation = .portrait {
        didSet { if orientation != oldValue { applyDevice() } }
    }
    var deviceSafeAreaInsets = UIEdgeInsets.zero
    private var deviceTraits = UITraitCollection()
    /// Whether this is the application's key window: making another window key takes it away.
    open var isKeyWindow: Bool { UIApplication.shared.keyWindow === self }
    var isVisible = false
    var pendingDidAppear: [UIViewController] = []
    /// Controllers a container transition took off screen: `viewDidDisappear` follows the next layout pass,
    /// before the incoming controller's `viewDidAppear`, as in UIKit.
    var pendingDidDisappear: [UIViewController] = []
    /// Whether the scroll views in this window show their indicators, as in a capture taken while
    /// scrolling. An input of layout: a snapshot sets it before laying out (`ScrollIndicatorView.swift`).
    package var showsScrollIndicatorsInSnapshot = false

    /// The window's scene, made with it on first access (each window is its own scene here); an app may
    /// move a window to another window's scene.
    open var windowScene: UIWindowScene? {
        get {
            if let sceneStorage { return sceneStorage }
            let scene = UIWindowScene(window: self)
            sceneStorage = scene
            return scene
        }
        set { sceneStorage = newValue }
    }
    private var sceneStorage: UIWindowScene?

    /// The window's scene, then the application, as in UIKit's responder chain.
    open override var next: UIResponder? { windowScene }

    /// A window for `windowScene`, as a scene delegate makes one: on the device of the scene's own window,
    /// else on `UIScreen.defaultDevice`, in portrait.
    /// Designated, as UIKit's is: an app's window subclass overrides it and calls `super.init(windowScene:)`.
    public init(windowScene: UIWindowScene) {
        let primary = windowScene.primaryWindow
        let device = primary?.device ?? UIScreen.defaultDevice
        self.device = device
        self.orientation = primary?.orientation ?? .portrait
        super.init(frame: CGRect(origin: .zero, size: device.screenSize(orientation)))
        isHidden = true
        applyDevice()
        UIApplication.shared.register(self)
        sceneStorage = windowScene
    }

    public init(device: Device, orientation: Orientation = .portrait) {
        self.device = device
        self.orientation = orientation
        super.init(frame: CGRect(origin: .zero, size: device.screenSize(orientation)))
        isHidden = true
        applyDevice()
        UIApplication.shared.register(self)
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isHidden = true
        UIApplication.shared.register(self)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isHidden = true
        UIApplication.shared.register(self)
    }

    // MARK: Size transitions

    /// The coordinator of the size change under way (`UIViewController.transitionCoordinator`).
    private(set) var sizeTransitionCoordinator: SizeTransitionCoordinator?

    /// A new size (a rotation, a resize) goes through `viewWillTransition(to:with:)` on the root controller
    /// first, as in UIKit; the coordinator's blocks run once the size is applied.
    open override var frame: CGRect {
        get { super.frame }
        set {
            let coordinator = beginSizeTransition(to: newValue.size)
            super.frame = newValue
            finish(coordinator)
        }
    }

    open override var bounds: CGRect {
        get { super.bounds }
        set {
            let coordinator = beginSizeTransition(to: newValue.size)
            super.bounds = newValue
            finish(coordinator)
        }
    }

    private func beginSizeTransition(to size: CGSize) -> SizeTransitionCoordinator? {
        guard size != super.bounds.size, sizeTransitionCoordinator == nil, let root = rootViewController,
            let view = root.viewIfLoaded, view.superview === self
        else { return nil }
        let coordinator = SizeTransitionCoordinator(containerView: self)
        sizeTransitionCoordinator = coordinator
        root.viewWillTransition(to: size, with: coordinator)
        return coordinator
    }

    private func finish(_ coordinator: SizeTransitionCoordinator?) {
        guard let coordinator else { return }
        coordinator.finish()
        sizeTransitionCoordinator = nil
    }

    private func applyDevice() {
        guard let device else { return }
        deviceSafeAreaInsets = safeAreaInsets(of: device)
        deviceTraits = device.traitCollection(orientation)
        frame = CGRect(origin: .zero, size: device.screenSize(orientation))
        traitsDidChange()
    }

    override var baseTraitCollection: UITraitCollection { deviceTraits }

    /// The device's safe area; on a home-button device the top inset is the status bar's, so it goes
    /// when the root controller hides the status bar, as in UIKit.
    private func safeAreaInsets(of device: Device) -> UIEdgeInsets {
        var insets = device.safeAreaInsets(orientation)
        if !device.hasHomeIndicator && statusBarHidden {
            insets.top = max(0, insets.top - device.statusBarHeight(orientation))
        }
        return insets
    }

    /// The status bar showed or hid: the safe area follows and the tree lays out again.
    func statusBarAppearanceDidChange() {
        guard let device else { return }
        let insets = safeAreaInsets(of: device)
        guard insets != deviceSafeAreaInsets else { return }
        deviceSafeAreaInsets = insets
        rootEngine?.structureDidChange()
        var pending: [UIView] = [self]
        while let view = pending.popLast() {
            view.setNeedsLayout()
            pending.append(contentsOf: view.subviews)
        }
    }

    open var rootViewController: UIViewController? {
        didSet {
            guard rootViewController !== oldValue else { return }
            if let old = oldValue, old.viewIfLoaded?.superview === self { old.viewIfLoaded?.removeFromSuperview() }
            if isVisible { installRootView() }
        }
    }

    /// A presentation that does not cover the window (an alert, a sheet) is not drawn yet.
    package override var drawingProblem: String? {
        guard let presented = rootViewController?.undrawnPresentation else { return super.drawingProblem }
        let kind = presented is UIAlertController ? "an alert" : "a \(presented.modalPresentationStyle) presentation"
        return "shows \(kind) (\(type(of: presented))), which OpenUIKit does not draw yet: snapshot the presented "
            + "controller itself, or present it .fullScreen or .overFullScreen"
    }

    private func installRootView() {
        guard let vc = rootViewController else { return }
        let view: UIView = vc.view
        guard view.superview !== self else { return }
        view.frame = bounds
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(view)
        statusBarAppearanceDidChange()
    }

    open func makeKeyAndVisible() {
        takeKeyStatus()
        isHidden = false
        isVisible = true
        installRootView()
        beginAppearanceOfSubtree(in: self)
    }

    open func makeKey() { takeKeyStatus() }

    /// Called when the window becomes the key window, after the previous key window's `resignKey()`.
    open func becomeKey() {}
    /// Called when another window becomes the key window.
    open func resignKey() {}

    private func takeKeyStatus() {
        let previous = UIApplication.shared.keyWindow
        UIApplication.shared.makeKey(self)
        guard previous !== self else { return }
        previous?.resignKey()
        becomeKey()
    }

    /// `viewDidAppear` is sent once the first layout pass after appearing is done.
    func flushPendingAppearance() {
        while !pendingDidDisappear.isEmpty {
            let vc = pendingDidDisappear.removeFirst()
            guard vc.appearance == .disappeared else { continue }
            vc.viewDidDisappear(false)
            vc.appearanceCause.subtract(.disappearing)
        }
        while !pendingDidAppear.isEmpty {
            let vc = pendingDidAppear.removeFirst()
            guard vc.appearance == .appearing else { continue }
            vc.sendViewIsAppearingIfPending()
            vc.appearance = .appeared
            vc.viewDidAppear(false)
            vc.appearanceCause.subtract(.appearing)
        }
    }
}
