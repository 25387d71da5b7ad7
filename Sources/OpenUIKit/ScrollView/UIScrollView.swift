import Foundation

/// UIKit's scroll view: `bounds.origin` is the content offset, subviews sit in content coordinates.
open class UIScrollView: UIView {
    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
        case automatic, scrollableAxes, never, always
    }

    public enum IndicatorStyle: Int, Sendable {
        case `default`, black, white
    }

    open weak var delegate: UIScrollViewDelegate?

    private var contentSizeStorage = CGSize.zero
    private var lastAdjustedInset = UIEdgeInsets.zero
    private var contentGuideStorage: UILayoutGuide?
    private var frameGuideStorage: UILayoutGuide?
    private var guideConstraints: ScrollViewGuideConstraints?
    var verticalIndicator: ScrollIndicatorView?
    var horizontalIndicator: ScrollIndicatorView?

    /// The scroll view's own drag recognizer, in its `gestureRecognizers` as on a device.
    open var panGestureRecognizer: UIPanGestureRecognizer { panRecognizerStorage }
    private let panRecognizerStorage = UIPanGestureRecognizer()
    /// Zooming has no recognizer here: nothing pinches.
    open var pinchGestureRecognizer: UIPinchGestureRecognizer? { nil }

    // Nothing drags or zooms here, so the scroll view is never tracking, dragging, decelerating or zooming.
    open var isTracking: Bool { false }
    open var isDragging: Bool { false }
    open var isDecelerating: Bool { false }
    open var isZooming: Bool { false }
    open var isZoomBouncing: Bool { false }

    open var delaysContentTouches = true
    open var canCancelContentTouches = true

    /// Asked before a touch is delivered to `view` in the content, and whether a drag may take it back; nothing
    /// produces touches here, so only code asks. A subclass that lets buttons be dragged overrides the second.
    open func touchesShouldBegin(_ touches: Set<UITouch>, with event: UIEvent?, in view: UIView) -> Bool { true }
    open func touchesShouldCancel(in view: UIView) -> Bool { !(view is UIControl) }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        clipsToBounds = true
        addGestureRecognizer(panRecognizerStorage)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        clipsToBounds = true
        addGestureRecognizer(panRecognizerStorage)
    }

    // MARK: Content

    open var contentSize: CGSize {
        get { contentSizeStorage }
        set {
            guard newValue != contentSizeStorage else { return }
            contentSizeStorage = newValue
            updateGuideConstants()
            adjustedContentInsetMayHaveChanged()
            setNeedsLayout()
        }
    }

    open var contentOffset: CGPoint {
        get { bounds.origin }
        set {
            guard newValue != bounds.origin else { return }
            bounds = CGRect(origin: newValue, size: bounds.size)
            updateGuideConstants()
            setNeedsLayout()
            delegate?.scrollViewDidScroll(self)
        }
    }

    /// Animation does not exist in snapshots: the offset changes at once.
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        self.contentOffset = contentOffset
    }

    /// Scrolls the least distance that shows `rect` (content coordinates), keeping within the content.
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        let inset = adjustedContentInset
        let visible = bounds.inset(by: inset)
        var offset = contentOffset
        if rect.maxX > visible.maxX { offset.x += rect.maxX - visible.maxX }
        if rect.minX < visible.minX + (offset.x - contentOffset.x) { offset.x = rect.minX - inset.left }
        if rect.maxY > visible.maxY { offset.y += rect.maxY - visible.maxY }
        if rect.minY < visible.minY + (offset.y - contentOffset.y) { offset.y = rect.minY - inset.top }
        let maxX = max(-inset.left, contentSize.width + inset.right - bounds.width)
        let maxY = max(-inset.top, contentSize.height + inset.bottom - bounds.height)
        offset.x = min(max(offset.x, -inset.left), maxX)
        offset.y = min(max(offset.y, -inset.top), maxY)
        setContentOffset(offset, animated: animated)
    }

    open var contentInset: UIEdgeInsets = .zero {
        didSet { adjustedContentInsetMayHaveChanged() }
    }

    open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic {
        didSet { adjustedContentInsetMayHaveChanged() }
    }

    /// `contentInset` plus the safe-area insets the behaviour includes (uikit-facts §5.1). `.automatic`
    /// always includes the top and bottom for the content view of a controller shown by a navigation or
    /// tab bar controller, as UIKit documents; otherwise it acts as `.scrollableAxes`.
    open var adjustedContentInset: UIEdgeInsets {
        let safe = safeAreaInsets
        var included = UIEdgeInsets.zero
        switch contentInsetAdjustmentBehavior {
        case .never:
            break
        case .always:
            included = safe
        case .automatic, .scrollableAxes:
            // The content-controller search runs last: it may walk the controller's view tree.
            if contentSize.height > bounds.height || alwaysBounceVertical
                || (contentInsetAdjustmentBehavior == .automatic
                    && (contentController.map { $0.navigationController != nil || $0.tabBarController != nil } ?? false))
            {
                included.top = safe.top
                included.bottom = safe.bottom
            }
            if contentSize.width > bounds.width || alwaysBounceHorizontal {
                included.left = safe.left
                included.right = safe.right
            }
        }
        return UIEdgeInsets(
            top: contentInset.top + included.top, left: contentInset.left + included.left,
            bottom: contentInset.bottom + included.bottom, right: contentInset.right + included.right)
    }

    open func adjustedContentInsetDidChange() {}

    /// The controller whose content this scroll view is: the one whose root view it is, or the one whose root view
    /// holds it as the first scroll view (`edgeScrollView`), as a collection view an app adds to its view.
    private var contentController: UIViewController? {
        if let viewController { return viewController }
        var ancestor = superview
        while let view = ancestor {
            if let controller = view.viewController {
                return controller.edgeScrollView === self ? controller : nil
            }
            ancestor = view.superview
        }
        return nil
    }

    /// A scroll view resting at its top-left keeps resting there when the adjusted inset changes, as
    /// UIKit's does when the safe area arrives.
    private func adjustedContentInsetMayHaveChanged() {
        let adjusted = adjustedContentInset
        guard adjusted != lastAdjustedInset else { return }
        let old = lastAdjustedInset
        lastAdjustedInset = adjusted
        if contentOffset == CGPoint(x: -old.left, y: -old.top) {
            contentOffset = CGPoint(x: -adjusted.left, y: -adjusted.top)
        }
        adjustedContentInsetDidChange()
        delegate?.scrollViewDidChangeAdjustedContentInset(self)
    }

    open override func safeAreaInsetsDidChange() {
        super.safeAreaInsetsDidChange()
        adjustedContentInsetMayHaveChanged()
    }

    // MARK: Behaviour flags (no gestures in snapshots; kept for API compatibility)

    open var alwaysBounceVertical = false { didSet { adjustedContentInsetMayHaveChanged() } }
    open var alwaysBounceHorizontal = false { didSet { adjustedContentInsetMayHaveChanged() } }
    open var bounces = true
    /// Turns the pan recognizer on and off with it, as UIKit does.
    open var isScrollEnabled = true { didSet { panGestureRecognizer.isEnabled = isScrollEnabled } }
    open var isPagingEnabled = false
    open var isDirectionalLockEnabled = false
    open var scrollsToTop = true
    open var minimumZoomScale: CGFloat = 1
    open var maximumZoomScale: CGFloat = 1
    open var zoomScale: CGFloat = 1
    open var decelerationRate: DecelerationRate = .normal
    public enum KeyboardDismissMode: Int, Sendable {
        case none = 0
        case onDrag = 1
        case interactive = 2
        case onDragWithAccessory = 3
        case interactiveWithAccessory = 4
    }

    /// Kept: no keyboard shows here.
    open var keyboardDismissMode = KeyboardDismissMode.none
    /// Kept out of the view tree while at rest (see `UIRefreshControl`).
    open var refreshControl: UIRefreshControl?

    /// A refreshing control shows its spinner above the content, which is not drawn yet.
    package override var drawingProblem: String? {
        if let problem = super.drawingProblem { return problem }
        return refreshControl?.isRefreshing == true ? "has a refreshing UIRefreshControl, which is not drawn yet" : nil
    }

    /// UIKit's documented rates: 0.998 (normal) and 0.99 (fast).
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public static let normal = DecelerationRate(rawValue: 0.998)
        public static let fast = DecelerationRate(rawValue: 0.99)
    }

    // MARK: Indicators

    open var showsVerticalScrollIndicator = true { didSet { setNeedsLayout() } }
    open var showsHorizontalScrollIndicator = true { didSet { setNeedsLayout() } }
    open var indicatorStyle: IndicatorStyle = .default { didSet { setNeedsLayout() } }
    open var verticalScrollIndicatorInsets: UIEdgeInsets = .zero { didSet { setNeedsLayout() } }
    open var horizontalScrollIndicatorInsets: UIEdgeInsets = .zero { didSet { setNeedsLayout() } }
    open var automaticallyAdjustsScrollIndicatorInsets = true { didSet { setNeedsLayout() } }

    @available(*, deprecated, message: "Use verticalScrollIndicatorInsets and horizontalScrollIndicatorInsets")
    open var scrollIndicatorInsets: UIEdgeInsets {
        get { verticalScrollIndicatorInsets }
        set {
            verticalScrollIndicatorInsets = newValue
            horizontalScrollIndicatorInsets = newValue
        }
    }

    open func flashScrollIndicators() {}

    /// This scroll view's own choice of showing indicators in snapshots, overriding its window's
    /// `showsScrollIndicatorsInSnapshot` when set.
    package var showsScrollIndicatorsInSnapshot: Bool? { didSet { setNeedsLayout() } }

    // MARK: Layout guides

    /// The content rectangle (0, 0, contentSize) for constraints. When constraints size it, the content
    /// size follows after layout (seed 001); otherwise it follows `contentSize`.
    open var contentLayoutGuide: UILayoutGuide {
        makeGuidesIfNeeded()
        return contentGuideStorage!
    }

    /// The scroll view's frame, expressed in content coordinates, so what is pinned to it stays put.
    open var frameLayoutGuide: UILayoutGuide {
        makeGuidesIfNeeded()
        return frameGuideStorage!
    }

    private func makeGuidesIfNeeded() {
        guard contentGuideStorage == nil else { return }
        let content = UILayoutGuide()
        content.identifier = "UIScrollView-contentLayoutGuide"
        let frame = UILayoutGuide()
        frame.identifier = "UIScrollView-frameLayoutGuide"
        addLayoutGuide(content)
        addLayoutGuide(frame)
        contentGuideStorage = content
        frameGuideStorage = frame
        let constraints = ScrollViewGuideConstraints(scrollView: self, content: content, frame: frame)
        guideConstraints = constraints
        NSLayoutConstraint.activate(constraints.all)
    }

    private func updateGuideConstants() {
        guideConstraints?.update(contentSize: contentSize, contentOffset: contentOffset)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        if let guide = contentGuideStorage {
            let size = guide.layoutFrame.size
            if size != contentSizeStorage && size.width >= 0 && size.height >= 0 { contentSize = size }
        }
        adjustedContentInsetMayHaveChanged()
        updateScrollIndicators()
    }
}
