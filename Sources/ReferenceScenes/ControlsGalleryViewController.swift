import OpenUIKit

/// Every control, enabled, disabled and selected, in rows of a vertical stack on the readable content
/// guide: classic and configured buttons, switches, segmented controls, sliders, steppers, a page
/// control, activity indicators, a progress view, text fields and a self-sizing text view. At
/// accessibility text sizes the rows stack.
final class ControlsGalleryViewController: UIViewController {
    private var rows: [UIStackView] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground

        let classic = UIButton(type: .system)
        classic.setTitle("Button", for: .normal)
        let classicDisabled = UIButton(type: .system)
        classicDisabled.setTitle("Disabled", for: .normal)
        classicDisabled.isEnabled = false
        let classicSelected = UIButton(type: .system)
        classicSelected.setTitle("Normal", for: .normal)
        classicSelected.setTitle("Selected", for: .selected)
        classicSelected.setTitleColor(.systemOrange, for: .selected)
        classicSelected.isSelected = true
        let add = UIButton(type: .contactAdd)

        let filledDisabled = configured(.filled(), "Filled")
        filledDisabled.isEnabled = false
        var capsule = UIButton.Configuration.borderedProminent()
        capsule.cornerStyle = .capsule
        capsule.baseBackgroundColor = .systemGreen
        var subtitled = UIButton.Configuration.tinted()
        subtitled.subtitle = "Subtitle"

        let on = UISwitch()
        on.isOn = true
        let off = UISwitch()
        let onDisabled = UISwitch()
        onDisabled.isOn = true
        onDisabled.isEnabled = false

        let segments = UISegmentedControl(items: ["Day", "Week", "Month"])
        segments.selectedSegmentIndex = 1
        let segmentsDisabled = UISegmentedControl(items: ["On", "Off"])
        segmentsDisabled.selectedSegmentIndex = 0
        segmentsDisabled.isEnabled = false

        let slider = UISlider()
        slider.value = 0.3
        let sliderDisabled = UISlider()
        sliderDisabled.value = 0.7
        sliderDisabled.isEnabled = false

        let stepper = UIStepper()
        stepper.value = 3
        let stepperDisabled = UIStepper()
        stepperDisabled.isEnabled = false
        let pages = UIPageControl()
        pages.numberOfPages = 5
        pages.currentPage = 1

        let medium = UIActivityIndicatorView(style: .medium)
        medium.startAnimating()
        let large = UIActivityIndicatorView(style: .large)
        large.startAnimating()
        let progress = UIProgressView(progressViewStyle: .default)
        progress.progress = 0.6

        let filledField = textField(placeholder: "Name")
        filledField.text = "Anna"
        filledField.clearButtonMode = .always
        let emptyField = textField(placeholder: "Placeholder")
        let disabledField = textField(placeholder: "Disabled")
        disabledField.text = "Disabled"
        disabledField.isEnabled = false

        let textView = UITextView()
        textView.isScrollEnabled = false
        textView.font = .preferredFont(forTextStyle: .body)
        textView.adjustsFontForContentSizeCategory = true
        textView.text = "A text view that sizes itself to its text: eight points above and below, five at the sides."
        textView.backgroundColor = .secondarySystemBackground

        let stack = UIStackView(arrangedSubviews: [
            row([classic, classicDisabled, classicSelected, add]),
            row([configured(.filled(), "Filled"), configured(.tinted(), "Tinted"), configured(.gray(), "Gray")]),
            row([filledDisabled, configured(.plain(), "Plain"), configured(capsule, "Capsule")]),
            row([configured(subtitled, "Title"), configured(.bordered(), "Bordered")]),
            row([on, off, onDisabled]),
            row([segments, segmentsDisabled]),
            row([slider, sliderDisabled], distribution: .fillEqually),
            row([stepper, stepperDisabled, pages]),
            row([medium, large, progress], spacer: false),
            filledField, emptyField, disabledField, textView,
        ])
        stack.axis = .vertical
        stack.spacing = 12
        stack.alignment = .fill
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        let guide = view.readableContentGuide
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalToSystemSpacingBelow: guide.topAnchor, multiplier: 1),
            stack.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
        ])
        updateAxes()
    }

    private func configured(_ configuration: UIButton.Configuration, _ title: String) -> UIButton {
        var configuration = configuration
        configuration.title = title
        return UIButton(configuration: configuration)
    }

    private func textField(placeholder: String) -> UITextField {
        let field = UITextField()
        field.placeholder = placeholder
        field.borderStyle = .roundedRect
        field.adjustsFontForContentSizeCategory = true
        return field
    }

    /// A row of controls at their own sizes, leading-aligned (a trailing spacer takes the rest), unless
    /// `distribution` shares the width or, without the spacer, a control with no width of its own takes it.
    private func row(
        _ views: [UIView], distribution: UIStackView.Distribution = .fill, spacer: Bool = true
    ) -> UIStackView {
        var arranged = views
        if distribution == .fill && spacer { arranged.append(UIView()) }
        let row = UIStackView(arrangedSubviews: arranged)
        row.spacing = 12
        row.distribution = distribution
        rows.append(row)
        return row
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        updateAxes()
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        updateAxes()
    }

    private func updateAxes() {
        let large = traitCollection.preferredContentSizeCategory.isAccessibilityCategory
        for row in rows {
            row.axis = large ? .vertical : .horizontal
            row.alignment = large ? .leading : .center
        }
    }
}
