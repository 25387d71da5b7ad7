import Foundation

// UIKit's per-metrics offsets of a bar button item's title and background. Kept and read back, not drawn
// (see BarItemPositionAdjustments).
extension UIBarButtonItem {
    public func setTitlePositionAdjustment(_ adjustment: UIOffset, for barMetrics: UIBarMetrics) {
        positionAdjustments.title[barMetrics] = adjustment
    }

    public func titlePositionAdjustment(for barMetrics: UIBarMetrics) -> UIOffset {
        positionAdjustments.title[barMetrics] ?? .zero
    }

    public func setBackButtonTitlePositionAdjustment(_ adjustment: UIOffset, for barMetrics: UIBarMetrics) {
        positionAdjustments.backButtonTitle[barMetrics] = adjustment
    }

    public func backButtonTitlePositionAdjustment(for barMetrics: UIBarMetrics) -> UIOffset {
        positionAdjustments.backButtonTitle[barMetrics] ?? .zero
    }

    public func setBackgroundVerticalPositionAdjustment(_ adjustment: CGFloat, for barMetrics: UIBarMetrics) {
        positionAdjustments.backgroundVertical[barMetrics] = adjustment
    }

    public func backgroundVerticalPositionAdjustment(for barMetrics: UIBarMetrics) -> CGFloat {
        positionAdjustments.backgroundVertical[barMetrics] ?? 0
    }

    public func setBackButtonBackgroundVerticalPositionAdjustment(_ adjustment: CGFloat, for barMetrics: UIBarMetrics) {
        positionAdjustments.backButtonBackgroundVertical[barMetrics] = adjustment
    }

    public func backButtonBackgroundVerticalPositionAdjustment(for barMetrics: UIBarMetrics) -> CGFloat {
        positionAdjustments.backButtonBackgroundVertical[barMetrics] ?? 0
    }
}
