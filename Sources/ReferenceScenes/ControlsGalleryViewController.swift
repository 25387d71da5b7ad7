import OpenUIKit

/// Every control, enabled, disabled and selected, in rows of a vertical stack on the readable content
/// guide inside a scroll view: classic and configured buttons, switches, segmented controls, sliders,
/// steppers, a page control, activity indicators, a progress view, text fields and a self-sizing text
/// view. At accessibility text sizes the rows stack, as apps do: each row turns vertical, its spacer
/// goes, and its controls keep their own widths (those without one, sliders and progress, fill the row).
final class ControlsGalleryViewController: UIViewController {
    private struct Row {
        let stack: UIStackView
        let spacer: UIView?
        /// Whether the row's controls have no width of their own and fill it when stacked.
        let fills: Bool
    }

    private var rows: [Row] = []

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
        let info = UIButton(type: .detailDisclosure)
        let close = UIButton(type: .close)

        let filledDisabled = configured(.filled(), "Filled")
        filledDisabled.isEnabled = false
        var capsule = UIButton.Configuration.borderedProminent()
        capsule.cornerStyle = .capsule
        capsule.baseBackgroundColor = .systemGreen
        var subtitled = UIButton.Configuration.tinted()
        subtitled.subtitle = "Subtitle"
        subtitled.titlePadding = 2
        var loading = UIButton.Configuration.gray()
        loading.showsActivityIndicator = true
        loading.imagePadding = 6

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
            row([classic, classicDisabled, classicSelected]),
            row([add, info, close]),
            row([configured(.filled(), "Filled"), configured(.tinted(), "Tinted"), configured(.gray(), "Gray")]),
            row([filledDisabled, configured(.plain(), "Plain"), configured(capsule, "Capsule")]),
            row([configured(subtitled, "Title"), configured(loading, "Loading")]),
            row([on, off, onDisabled]),
            row([segments, segmentsDisabled]),
            row([slider, sliderDisabled], distribution: .fillEqually, fills: true),
            row([stepper, stepperDisabled, pages]),
            row([medium, large, progress], spacer: false, fills: true),
            filledField, emptyField, disabledField, textView,
        ])
        stack.axis = .vertical
        stack.spacing = 12
        stack.alignment = .fill
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
            stack.topAnchor.constraint(equalToSystemSpacingBelow: content.topAnchor, multiplier: 1),
            content.bottomAnchor.constraint(equalToSystemSpacingBelow: stack.bottomAnchor, multiplier: 2),
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
        _ views: [UIView], distribution: UIStackView.Distribution = .fill, spacer: Bool = true, fills: Bool = false
    ) -> UIStackView {
        let trailingSpace = distribution == .fill && spacer ? UIView() : nil
        let row = UIStackView(arrangedSubviews: views + [trailingSpace].compactMap { $0 })
        row.spacing = 12
        row.distribution = distribution
        rows.append(Row(stack: row, spacer: trailingSpace, fills: fills))
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
            row.stack.axis = large ? .vertical : .horizontal
            row.stack.alignment = large ? (row.fills ? .fill : .leading) : .center
            // Stacked, the spacer would take the leftover height: nothing decides it, so it goes.
            row.spacer?.isHidden = large
        }
    }
}
