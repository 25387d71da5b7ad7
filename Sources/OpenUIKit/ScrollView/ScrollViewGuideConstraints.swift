import Foundation

/// What places a scroll view's content and frame layout guides: the content guide at the content's origin with
/// the content size (at the lowest priority, so that constraints sizing it win), the frame guide over the visible
/// bounds. The constants that follow `contentSize` and `contentOffset` change in place in the engine.
struct ScrollViewGuideConstraints {
    let contentLeft: NSLayoutConstraint
    let contentTop: NSLayoutConstraint
    let contentWidth: NSLayoutConstraint
    let contentHeight: NSLayoutConstraint
    let frameLeft: NSLayoutConstraint
    let frameTop: NSLayoutConstraint
    let frameWidth: NSLayoutConstraint
    let frameHeight: NSLayoutConstraint

    init(scrollView: UIScrollView, content: UILayoutGuide, frame: UILayoutGuide) {
        contentLeft = content.leftAnchor.constraint(equalTo: scrollView.leftAnchor)
        contentTop = content.topAnchor.constraint(equalTo: scrollView.topAnchor)
        contentWidth = content.widthAnchor.constraint(equalToConstant: scrollView.contentSize.width)
        contentHeight = content.heightAnchor.constraint(equalToConstant: scrollView.contentSize.height)
        contentWidth.priority = UILayoutPriority(1)
        contentHeight.priority = UILayoutPriority(1)
        frameLeft = frame.leftAnchor.constraint(equalTo: scrollView.leftAnchor, constant: scrollView.contentOffset.x)
        frameTop = frame.topAnchor.constraint(equalTo: scrollView.topAnchor, constant: scrollView.contentOffset.y)
        frameWidth = frame.widthAnchor.constraint(equalTo: scrollView.widthAnchor)
        frameHeight = frame.heightAnchor.constraint(equalTo: scrollView.heightAnchor)
        for c in [contentLeft, contentTop, contentWidth, contentHeight] {
            c.identifier = "UIScrollView-contentLayoutGuide"
        }
        for c in [frameLeft, frameTop, frameWidth, frameHeight] { c.identifier = "UIScrollView-frameLayoutGuide" }
    }

    var all: [NSLayoutConstraint] {
        [contentLeft, contentTop, contentWidth, contentHeight, frameLeft, frameTop, frameWidth, frameHeight]
    }

    func update(contentSize: CGSize, contentOffset: CGPoint) {
        if contentWidth.constant != contentSize.width { contentWidth.constant = contentSize.width }
        if contentHeight.constant != contentSize.height { contentHeight.constant = contentSize.height }
        if frameLeft.constant != contentOffset.x { frameLeft.constant = contentOffset.x }
        if frameTop.constant != contentOffset.y { frameTop.constant = contentOffset.y }
    }
}
