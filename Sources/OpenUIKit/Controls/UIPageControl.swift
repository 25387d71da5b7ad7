import Foundation

/// A row of dots, one per page, the current one in `currentPageIndicatorTintColor`.
open class UIPageControl: UIControl {
    open var numberOfPages = 0 {
        didSet {
            numberOfPages = max(0, numberOfPages)
            currentPage = min(currentPage, max(0, numberOfPages - 1))
            invalidateIntrinsicContentSize()
        }
    }
    open var currentPage = 0 {
        didSet { currentPage = min(max(0, currentPage), max(0, numberOfPages - 1)) }
    }
    open var hidesForSinglePage = false
    /// nil: tertiaryLabel dots and a label-coloured current dot (UNCERTAIN, choice).
    open var pageIndicatorTintColor: UIColor?
    open var currentPageIndicatorTintColor: UIColor?

    open func size(forNumberOfPages pageCount: Int) -> CGSize {
        let count = CGFloat(max(0, pageCount))
        return CGSize(width: count * ControlMetrics.pageDotPitch, height: ControlMetrics.pageControlHeight)
    }

    /// Whether the dots are drawn.
    package var drawsDots: Bool { numberOfPages > 1 || (numberOfPages == 1 && !hidesForSinglePage) }

    open override var intrinsicContentSize: CGSize { size(forNumberOfPages: numberOfPages) }
}
