import UIKit

/// A flashcard that flips around its vertical axis to show its answer, with a little perspective while it turns.
/// At rest it lies flat, tilted by a couple of degrees as a pile of cards would be.
final class FlashcardView: UIView, CAAnimationDelegate {
    let frontLabel = UILabel()
    let backLabel = UILabel()
    private(set) var isShowingBack = false
    var tilt: CGFloat = 0 {
        didSet { layer.transform = CATransform3DMakeRotation(tilt, 0, 0, 1) }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        layer.cornerRadius = 16
        layer.shadowColor = UIColor.black.cgColor
        layer.shadowOpacity = 0.2
        layer.shadowRadius = 8
        layer.shadowOffset = CGSize(width: 0, height: 4)
        backgroundColor = .secondarySystemGroupedBackground
        for label in [frontLabel, backLabel] {
            label.translatesAutoresizingMaskIntoConstraints = false
            label.textAlignment = .center
            label.numberOfLines = 0
            label.font = .preferredFont(forTextStyle: .title2)
            label.adjustsFontForContentSizeCategory = true
            addSubview(label)
            NSLayoutConstraint.activate([
                label.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
                label.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
                label.centerYAnchor.constraint(equalTo: centerYAnchor),
            ])
        }
        backLabel.isHidden = true
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func flip() {
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / 500
        let turn = CABasicAnimation(keyPath: "transform")
        turn.fromValue = CATransform3DConcat(layer.transform, perspective)
        turn.toValue = CATransform3DConcat(CATransform3DRotate(layer.transform, .pi, 0, 1, 0), perspective)
        turn.duration = 0.5
        turn.delegate = self
        layer.add(turn, forKey: "flip")
        isShowingBack.toggle()
        frontLabel.isHidden = isShowingBack
        backLabel.isHidden = !isShowingBack
    }

    private(set) var finishedFlips = 0

    // Core Animation calls its delegate on the main thread; the protocol itself is not main-actor isolated.
    nonisolated func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        MainActor.assumeIsolated {
            if flag { finishedFlips += 1 }
        }
    }
}
