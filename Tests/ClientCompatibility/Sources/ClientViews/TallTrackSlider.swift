import UIKit

/// A volume slider with a taller, rounder track than the system's, as apps make one: by overriding the track
/// rectangle UIKit draws in, and keeping the thumb where UIKit puts it on that track.
public final class TallTrackSlider: UISlider {
    public var trackHeight: CGFloat = 12

    public override init(frame: CGRect) {
        super.init(frame: frame)
        minimumTrackTintColor = .systemPurple
        maximumTrackTintColor = .systemGray5
    }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    public override func trackRect(forBounds bounds: CGRect) -> CGRect {
        let standard = super.trackRect(forBounds: bounds)
        return CGRect(
            x: standard.minX, y: bounds.midY - trackHeight / 2, width: standard.width, height: trackHeight)
    }

    public override func thumbRect(forBounds bounds: CGRect, trackRect rect: CGRect, value: Float) -> CGRect {
        super.thumbRect(forBounds: bounds, trackRect: rect, value: value)
    }
}
