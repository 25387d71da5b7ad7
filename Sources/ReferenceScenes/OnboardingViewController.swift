import OpenUIKit

/// An onboarding page built with Core Animation layers the way apps build one: a full-screen gradient
/// inserted under every subview and resized in `viewDidLayoutSubviews`, a badge view backed by a
/// diagonal gradient layer (`layerClass`), a step ring of two shape layers (track and progress, round
/// caps, `strokeEnd`), a dashed drop zone outlined by a shape layer, and a white filled button. Layer
/// colours are `CGColor`s, resolved for the traits and set again when they change, as on iOS.
final class OnboardingViewController: UIViewController {
    private let background = CAGradientLayer()
    private let badge = GradientBadgeView()
    private let ring = StepRingView()
    private let dropZone = DashedDropZoneView()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.layer.insertSublayer(background, at: 0)

        let title = label("Track every habit", style: .largeTitle, alpha: 1)
        let subtitle = label(
            "Set a goal, check in each day and watch your streak grow. You can change your goals at any time.",
            style: .body, alpha: 0.85)
        let stepLabel = label("Step 2 of 3", style: .footnote, alpha: 0.85)

        var next = UIButton.Configuration.filled()
        next.title = "Continue"
        next.buttonSize = .large
        next.baseBackgroundColor = .white
        next.baseForegroundColor = .systemIndigo
        let continueButton = UIButton(configuration: next)

        let header = UIStackView(arrangedSubviews: [badge, ring])
        header.axis = .horizontal
        header.alignment = .center
        header.distribution = .equalSpacing
        let stack = UIStackView(arrangedSubviews: [header, title, subtitle, dropZone, stepLabel, continueButton])
        stack.axis = .vertical
        stack.spacing = 16
        stack.setCustomSpacing(28, after: header)
        stack.translatesAutoresizingMaskIntoConstraints = false

        let scrollView = UIScrollView()
        scrollView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(scrollView)
        scrollView.addSubview(stack)
        let content = scrollView.contentLayoutGuide
        let guide = view.readableContentGuide
        NSLayoutConstraint.activate([
            scrollView.topAnchor.constraint(equalTo: view.topAnchor),
            scrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            content.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
            stack.topAnchor.constraint(equalToSystemSpacingBelow: content.topAnchor, multiplier: 3),
            content.bottomAnchor.constraint(equalToSystemSpacingBelow: stack.bottomAnchor, multiplier: 3),
            stack.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            badge.widthAnchor.constraint(equalToConstant: 88),
            badge.heightAnchor.constraint(equalToConstant: 88),
            ring.widthAnchor.constraint(equalToConstant: 64),
            ring.heightAnchor.constraint(equalToConstant: 64),
            dropZone.heightAnchor.constraint(equalToConstant: 96),
        ])
        ring.progress = 2.0 / 3.0
        updateColors()
    }

    private func label(_ text: String, style: UIFont.TextStyle, alpha: CGFloat) -> UILabel {
        let label = UILabel()
        label.text = text
        label.font = .preferredFont(forTextStyle: style)
        label.adjustsFontForContentSizeCategory = true
        label.textColor = UIColor.white.withAlphaComponent(alpha)
        label.numberOfLines = 0
        return label
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        background.frame = view.bounds
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        updateColors()
    }

    /// Dark mode deepens the gradient, as the system indigo and teal do.
    private func updateColors() {
        background.colors = [UIColor.systemIndigo, UIColor.systemTeal].map {
            $0.resolvedColor(with: traitCollection).cgColor
        }
    }
}

/// A rounded badge whose own layer is a diagonal gradient, with a soft shadow and the streak's length.
final class GradientBadgeView: UIView {
    override class var layerClass: AnyClass { CAGradientLayer.self }

    override init(frame: CGRect) {
        super.init(frame: frame)
        let gradient = layer as! CAGradientLayer
        gradient.colors = [UIColor.systemOrange.cgColor, UIColor.systemPink.cgColor]
        gradient.startPoint = CGPoint(x: 0, y: 0)
        gradient.endPoint = CGPoint(x: 1, y: 1)
        gradient.cornerRadius = 24
        gradient.shadowOpacity = 0.25
        gradient.shadowRadius = 8
        gradient.shadowOffset = CGSize(width: 0, height: 4)
        // A fixed size: the badge is a fixed 88 points, as app icons and badges are.
        let streak = UILabel()
        streak.text = "7"
        streak.font = .systemFont(ofSize: 44, weight: .bold)
        streak.textColor = .white
        streak.translatesAutoresizingMaskIntoConstraints = false
        addSubview(streak)
        NSLayoutConstraint.activate([
            streak.centerXAnchor.constraint(equalTo: centerXAnchor),
            streak.centerYAnchor.constraint(equalTo: centerYAnchor),
        ])
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }
}

/// Progress as two shape layers on one circle from twelve o'clock: the track whole, the progress up
/// to `strokeEnd`.
final class StepRingView: UIView {
    private let track = CAShapeLayer()
    private let fill = CAShapeLayer()
    var progress: CGFloat = 0 { didSet { fill.strokeEnd = progress } }

    override init(frame: CGRect) {
        super.init(frame: frame)
        for (shape, color) in [(track, UIColor.white.withAlphaComponent(0.3)), (fill, UIColor.white)] {
            shape.fillColor = nil
            shape.strokeColor = color.cgColor
            shape.lineWidth = 8
            shape.lineCap = .round
            layer.addSublayer(shape)
        }
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    override func layoutSubviews() {
        super.layoutSubviews()
        let radius = min(bounds.width, bounds.height) / 2 - 4
        let circle = UIBezierPath(
            arcCenter: CGPoint(x: bounds.midX, y: bounds.midY), radius: radius, startAngle: -.pi / 2,
            endAngle: 3 * .pi / 2, clockwise: true)
        for shape in [track, fill] {
            shape.frame = bounds
            shape.path = circle.cgPath
        }
    }
}

/// A drop zone outlined by a dashed rounded rectangle, its path refitted on every layout.
final class DashedDropZoneView: UIView {
    private let outline = CAShapeLayer()

    override init(frame: CGRect) {
        super.init(frame: frame)
        outline.fillColor = UIColor.white.withAlphaComponent(0.12).cgColor
        outline.strokeColor = UIColor.white.withAlphaComponent(0.7).cgColor
        outline.lineWidth = 2
        outline.lineDashPattern = [8, 6]
        layer.addSublayer(outline)
        let hint = UILabel()
        hint.text = "Drop a photo of your goal here"
        hint.font = .preferredFont(forTextStyle: .subheadline)
        hint.adjustsFontForContentSizeCategory = true
        hint.textColor = .white
        hint.textAlignment = .center
        hint.numberOfLines = 0
        hint.translatesAutoresizingMaskIntoConstraints = false
        addSubview(hint)
        NSLayoutConstraint.activate([
            hint.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
            hint.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
            hint.centerYAnchor.constraint(equalTo: centerYAnchor),
        ])
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    override func layoutSubviews() {
        super.layoutSubviews()
        outline.frame = bounds
        outline.path = UIBezierPath(roundedRect: bounds.insetBy(dx: 1, dy: 1), cornerRadius: 14).cgPath
    }
}
