import UIKit

/// A card that flips to show its back, as apps write it with a perspective and single-sided faces; at rest
/// after the flip the front is turned away and the back faces the viewer.
public final class FlipCardView: UIView {
    public let front = UIView()
    public let back = UIView()
    public private(set) var isFlipped = false

    public override init(frame: CGRect) {
        super.init(frame: frame)
        for face in [back, front] {
            face.frame = bounds
            face.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            face.layer.cornerRadius = 12
            face.layer.isDoubleSided = false
            addSubview(face)
        }
        front.backgroundColor = .systemBlue
        back.backgroundColor = .systemOrange
        applyFaces()
    }

    public required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    private var perspective: CATransform3D {
        var transform = CATransform3DIdentity
        transform.m34 = -1 / 800
        return transform
    }

    public func flip() {
        isFlipped.toggle()
        applyFaces()
    }

    private func applyFaces() {
        front.layer.transform = CATransform3DRotate(perspective, isFlipped ? .pi : 0, 0, 1, 0)
        back.layer.transform = CATransform3DRotate(perspective, isFlipped ? 0 : -.pi, 0, 1, 0)
    }
}
