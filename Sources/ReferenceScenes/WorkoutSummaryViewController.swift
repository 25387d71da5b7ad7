import OpenUIKit

/// A fitness app's summary of today, built from layers the way such screens are: a move ring (a track and a
/// progress `CAShapeLayer`, the percentage in a `CATextLayer`) whose growth is a `CABasicAnimation` on
/// `strokeEnd` with the model value set beside it, overlapping friends' avatars ordered by `zPosition`, award
/// badges tilted with `CATransform3DMakeRotation` about the z axis, a card turned over with a y-axis rotation
/// of π (single-sided faces), a "Syncing" loader made with a `CAReplicatorLayer`, and a pulsing record
/// button whose `CAAnimationGroup` starts in `viewDidAppear(_:)`: the image is the model layers, at rest.
final class WorkoutSummaryViewController: UIViewController {
    private let ring = MoveRingView()
    private let avatars = AvatarStackView(initials: ["AK", "MJ", "SO", "LT"])
    private let badges = UIStackView()
    private let card = TurnedCardView()
    private let loader = SyncingLoaderView()
    private let record = RecordButton(type: .custom)

    static func inNavigation() -> UIViewController {
        UINavigationController(rootViewController: WorkoutSummaryViewController())
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Today"
        view.backgroundColor = .systemGroupedBackground

        let friends = UILabel()
        friends.text = "Sharing with 4 friends"
        friends.font = .preferredFont(forTextStyle: .subheadline)
        friends.adjustsFontForContentSizeCategory = true
        friends.textColor = .secondaryLabel
        friends.numberOfLines = 0
        avatars.setContentHuggingPriority(.required, for: .horizontal)
        avatars.setContentCompressionResistancePriority(.required, for: .horizontal)
        let sharing = UIStackView(arrangedSubviews: [avatars, friends])
        sharing.spacing = 12
        sharing.alignment = .center

        for (index, award) in ["5K", "30", "7d"].enumerated() {
            let badge = UILabel()
            badge.text = award
            badge.font = .systemFont(ofSize: 20, weight: .heavy)
            badge.textAlignment = .center
            badge.textColor = [.systemOrange, .systemGreen, .systemPink][index]
            badge.backgroundColor = .secondarySystemGroupedBackground
            badge.layer.cornerRadius = 12
            badge.layer.masksToBounds = true
            badge.widthAnchor.constraint(equalToConstant: 56).isActive = true
            badge.heightAnchor.constraint(equalToConstant: 56).isActive = true
            // Awards lie scattered, each turned a little.
            badge.layer.transform = CATransform3DMakeRotation(CGFloat(index - 1) * 0.12, 0, 0, 1)
            badges.addArrangedSubview(badge)
        }
        badges.spacing = 16

        record.widthAnchor.constraint(equalToConstant: 56).isActive = true
        record.heightAnchor.constraint(equalToConstant: 56).isActive = true
        let recordRow = UIStackView(arrangedSubviews: [loader, record])
        recordRow.spacing = 16
        recordRow.alignment = .center

        let content = UIStackView(arrangedSubviews: [ring, sharing, badges, card, recordRow])
        content.axis = .vertical
        content.alignment = .center
        content.spacing = 24
        content.translatesAutoresizingMaskIntoConstraints = false
        let scroll = UIScrollView()
        scroll.translatesAutoresizingMaskIntoConstraints = false
        scroll.addSubview(content)
        view.addSubview(scroll)
        NSLayoutConstraint.activate([
            scroll.topAnchor.constraint(equalTo: view.topAnchor),
            scroll.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            scroll.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            scroll.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            content.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor, constant: 24),
            content.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor, constant: -24),
            content.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor, constant: 20),
            content.trailingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.trailingAnchor, constant: -20),
            card.widthAnchor.constraint(equalTo: content.widthAnchor),
            sharing.widthAnchor.constraint(equalTo: content.widthAnchor),
        ])

        ring.setProgress(0.72, animated: true)
        loader.startAnimating()
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        record.startPulsing()
    }
}

/// A round record button with a white dot, and a halo that grows and fades around it while recording.
private final class RecordButton: UIButton {
    private let halo = CALayer()
    private let dot = CALayer()

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemRed
        halo.opacity = 0
        layer.insertSublayer(halo, at: 0)
        dot.backgroundColor = UIColor.white.cgColor
        layer.addSublayer(dot)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    override func layoutSubviews() {
        super.layoutSubviews()
        layer.cornerRadius = bounds.width / 2
        halo.frame = bounds
        halo.cornerRadius = bounds.width / 2
        halo.backgroundColor = UIColor.systemRed.resolvedColor(with: traitCollection).cgColor
        dot.bounds = CGRect(x: 0, y: 0, width: 20, height: 20)
        dot.cornerRadius = 10
        dot.position = CGPoint(x: bounds.midX, y: bounds.midY)
    }

    func startPulsing() {
        let grow = CABasicAnimation(keyPath: "transform.scale")
        grow.fromValue = 1
        grow.toValue = 1.5
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 0.5
        fade.toValue = 0
        let group = CAAnimationGroup()
        group.animations = [grow, fade]
        group.duration = 1.2
        group.repeatCount = .infinity
        group.timingFunction = CAMediaTimingFunction(name: .easeOut)
        halo.add(group, forKey: "pulse")
    }
}

/// The move ring: layers whose CGColors are resolved for the view's traits at each layout.
private final class MoveRingView: UIView {
    private let track = CAShapeLayer()
    private let progressLayer = CAShapeLayer()
    private let percentage = CATextLayer()

    override init(frame: CGRect) {
        super.init(frame: frame)
        for shape in [track, progressLayer] {
            shape.fillColor = nil
            shape.lineWidth = 18
            shape.lineCap = .round
            layer.addSublayer(shape)
        }
        progressLayer.strokeEnd = 0
        percentage.alignmentMode = .center
        percentage.contentsScale = 3
        layer.addSublayer(percentage)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    override var intrinsicContentSize: CGSize { CGSize(width: 168, height: 168) }

    func setProgress(_ progress: CGFloat, animated: Bool) {
        if animated {
            let grow = CABasicAnimation(keyPath: "strokeEnd")
            grow.fromValue = progressLayer.strokeEnd
            grow.toValue = progress
            grow.duration = 1
            grow.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
            progressLayer.add(grow, forKey: "grow")
        }
        progressLayer.strokeEnd = progress
        percentage.string = "\(Int((progress * 100).rounded()))%"
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let ring = UIBezierPath(
            arcCenter: CGPoint(x: bounds.midX, y: bounds.midY), radius: bounds.width / 2 - 9, startAngle: -.pi / 2,
            endAngle: 3 * .pi / 2, clockwise: true)
        for shape in [track, progressLayer] {
            shape.frame = bounds
            shape.path = ring.cgPath
        }
        track.strokeColor = UIColor.systemPink.withAlphaComponent(0.2).resolvedColor(with: traitCollection).cgColor
        progressLayer.strokeColor = UIColor.systemPink.resolvedColor(with: traitCollection).cgColor
        let font = UIFont.systemFont(ofSize: 34, weight: .bold)
        percentage.font = font
        percentage.fontSize = 34
        percentage.foregroundColor = UIColor.label.resolvedColor(with: traitCollection).cgColor
        percentage.frame = CGRect(
            x: 0, y: bounds.midY - font.lineHeight / 2, width: bounds.width, height: font.lineHeight)
    }
}

/// Friends' avatars overlapping from the leading edge, the first on top (`zPosition`), as social apps stack them.
private final class AvatarStackView: UIView {
    private let circles: [UILabel]

    init(initials: [String]) {
        circles = initials.map { text in
            let label = UILabel()
            label.text = text
            label.textAlignment = .center
            label.font = .systemFont(ofSize: 13, weight: .semibold)
            label.textColor = .white
            label.layer.cornerRadius = 18
            label.layer.masksToBounds = true
            label.layer.borderWidth = 2
            return label
        }
        super.init(frame: .zero)
        let colors: [UIColor] = [.systemIndigo, .systemTeal, .systemOrange, .systemGreen]
        for (index, circle) in circles.enumerated() {
            circle.backgroundColor = colors[index % colors.count]
            circle.layer.zPosition = CGFloat(circles.count - index)
            addSubview(circle)
        }
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    override var intrinsicContentSize: CGSize { CGSize(width: 36 + CGFloat(circles.count - 1) * 24, height: 36) }

    override func layoutSubviews() {
        super.layoutSubviews()
        let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
        for (index, circle) in circles.enumerated() {
            let x = CGFloat(index) * 24
            circle.frame = CGRect(x: rtl ? bounds.width - 36 - x : x, y: 0, width: 36, height: 36)
            circle.layer.borderColor = UIColor.systemGroupedBackground.resolvedColor(with: traitCollection).cgColor
        }
    }
}

/// Yesterday's card, turned over to show its back: each face turns about y, the front by π so that it faces
/// away (`isDoubleSided = false`), under the container's perspective (`sublayerTransform.m34`).
private final class TurnedCardView: UIView {
    private let front = UIView()
    private let back = UIView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / 600
        layer.sublayerTransform = perspective
        let texts = [
            (back, "Yesterday: 5.2 km, 41 min, 412 kcal", UIColor.systemBlue),
            (front, "Tap to see yesterday", .systemGray),
        ]
        for (face, text, color) in texts {
            face.backgroundColor = color
            face.layer.cornerRadius = 16
            face.layer.isDoubleSided = false
            face.translatesAutoresizingMaskIntoConstraints = false
            addSubview(face)
            let label = UILabel()
            label.text = text
            label.textColor = .white
            label.textAlignment = .center
            label.numberOfLines = 0
            label.font = .preferredFont(forTextStyle: .headline)
            label.adjustsFontForContentSizeCategory = true
            label.translatesAutoresizingMaskIntoConstraints = false
            face.addSubview(label)
            NSLayoutConstraint.activate([
                face.topAnchor.constraint(equalTo: topAnchor),
                face.bottomAnchor.constraint(equalTo: bottomAnchor),
                face.leadingAnchor.constraint(equalTo: leadingAnchor),
                face.trailingAnchor.constraint(equalTo: trailingAnchor),
                label.leadingAnchor.constraint(equalTo: face.leadingAnchor, constant: 16),
                label.trailingAnchor.constraint(equalTo: face.trailingAnchor, constant: -16),
                label.topAnchor.constraint(greaterThanOrEqualTo: face.topAnchor, constant: 16),
                label.bottomAnchor.constraint(lessThanOrEqualTo: face.bottomAnchor, constant: -16),
                label.centerYAnchor.constraint(equalTo: face.centerYAnchor),
            ])
        }
        let least = heightAnchor.constraint(greaterThanOrEqualToConstant: 88)
        let snug = heightAnchor.constraint(equalToConstant: 0)
        snug.priority = .defaultLow
        NSLayoutConstraint.activate([least, snug])
        // Turned over: the front has made its half turn and the back has come round to face the viewer.
        front.layer.transform = CATransform3DMakeRotation(.pi, 0, 1, 0)
        back.layer.transform = CATransform3DIdentity
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }
}

/// "Syncing" with twelve dots around a circle: one dot layer, replicated and faded by a running animation.
private final class SyncingLoaderView: UIView {
    private let replicator = CAReplicatorLayer()
    private let dot = CALayer()
    private let label = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        replicator.instanceCount = 12
        replicator.instanceTransform = CATransform3DMakeRotation(2 * .pi / 12, 0, 0, 1)
        replicator.instanceDelay = 1.0 / 12
        replicator.instanceAlphaOffset = -1.0 / 12
        dot.bounds = CGRect(x: 0, y: 0, width: 4, height: 8)
        dot.cornerRadius = 2
        replicator.addSublayer(dot)
        layer.addSublayer(replicator)
        label.text = "Syncing"
        label.font = .preferredFont(forTextStyle: .footnote)
        label.adjustsFontForContentSizeCategory = true
        label.textColor = .secondaryLabel
        label.translatesAutoresizingMaskIntoConstraints = false
        addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 36),
            label.trailingAnchor.constraint(equalTo: trailingAnchor),
            label.topAnchor.constraint(greaterThanOrEqualTo: topAnchor),
            label.bottomAnchor.constraint(lessThanOrEqualTo: bottomAnchor),
            label.centerYAnchor.constraint(equalTo: centerYAnchor),
            heightAnchor.constraint(greaterThanOrEqualToConstant: 28),
        ])
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    func startAnimating() {
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1
        fade.toValue = 0
        fade.duration = 1
        fade.repeatCount = .infinity
        dot.add(fade, forKey: "fade")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
        replicator.frame = CGRect(x: rtl ? bounds.width - 28 : 0, y: bounds.midY - 14, width: 28, height: 28)
        dot.position = CGPoint(x: 14, y: 4)
        dot.backgroundColor = UIColor.secondaryLabel.resolvedColor(with: traitCollection).cgColor
    }
}
