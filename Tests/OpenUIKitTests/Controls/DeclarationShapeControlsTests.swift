import OpenUIKit
import XCTest

// The declaration shapes of UIControl and its subclasses, checked against UIKit's SDK headers and Apple's
// documentation and written as an app's subclasses write them (Swift 5 mode, no @testable), then assertions
// that the framework calls the overrides when UIKit calls them. UIButton's initializers and UIControl's tracking
// are in DeclarationShapeTests.

private final class ShapeButton: UIButton {
    var log: [String] = []
    override init(frame: CGRect) { super.init(frame: frame) }
    required init?(coder: NSCoder) { super.init(coder: coder) }
    override var buttonType: UIButton.ButtonType { super.buttonType }
    override var titleLabel: UILabel? { super.titleLabel }
    override var imageView: UIImageView? { super.imageView }
    override var subtitleLabel: UILabel? { super.subtitleLabel }
    override var configuration: UIButton.Configuration? { didSet {} }
    override var configurationUpdateHandler: UIButton.ConfigurationUpdateHandler? { didSet {} }
    override var automaticallyUpdatesConfiguration: Bool { didSet {} }
    override var menu: UIMenu? { didSet {} }
    override var showsMenuAsPrimaryAction: Bool { didSet {} }
    override var changesSelectionAsPrimaryAction: Bool { didSet {} }
    override var isEnabled: Bool { didSet {} }
    override var isSelected: Bool { didSet {} }
    override var isHighlighted: Bool { didSet {} }
    override var currentTitle: String? { super.currentTitle }
    override var currentImage: UIImage? { super.currentImage }
    override var currentTitleColor: UIColor { super.currentTitleColor }
    override func setTitle(_ title: String?, for state: UIControl.State) { super.setTitle(title, for: state) }
    override func title(for state: UIControl.State) -> String? { super.title(for: state) }
    override func setTitleColor(_ color: UIColor?, for state: UIControl.State) {
        super.setTitleColor(color, for: state)
    }
    override func setImage(_ image: UIImage?, for state: UIControl.State) { super.setImage(image, for: state) }
    override func setBackgroundImage(_ image: UIImage?, for state: UIControl.State) {
        super.setBackgroundImage(image, for: state)
    }
    override func setAttributedTitle(_ title: NSAttributedString?, for state: UIControl.State) {
        super.setAttributedTitle(title, for: state)
    }
    override func setNeedsUpdateConfiguration() { super.setNeedsUpdateConfiguration() }
    override func updateConfiguration() {
        super.updateConfiguration()
        log.append("updateConfiguration")
    }
    override func contentRect(forBounds bounds: CGRect) -> CGRect {
        log.append("contentRect")
        return super.contentRect(forBounds: bounds)
    }
    override func backgroundRect(forBounds bounds: CGRect) -> CGRect {
        log.append("backgroundRect")
        return super.backgroundRect(forBounds: bounds)
    }
    override func titleRect(forContentRect contentRect: CGRect) -> CGRect {
        log.append("titleRect")
        return super.titleRect(forContentRect: contentRect).offsetBy(dx: 0, dy: 3)
    }
    override func imageRect(forContentRect contentRect: CGRect) -> CGRect {
        log.append("imageRect")
        return super.imageRect(forContentRect: contentRect)
    }
}

private final class ShapeSwitch: UISwitch {
    override init(frame: CGRect) { super.init(frame: frame) }
    required init?(coder: NSCoder) { super.init(coder: coder) }
    override var isOn: Bool { didSet {} }
    override var onTintColor: UIColor? { didSet {} }
    override var thumbTintColor: UIColor? { didSet {} }
    override func setOn(_ on: Bool, animated: Bool) { super.setOn(on, animated: animated) }
}

private final class TallTrackSlider: UISlider {
    override init(frame: CGRect) { super.init(frame: frame) }
    required init?(coder: NSCoder) { super.init(coder: coder) }
    override var value: Float { didSet {} }
    override var minimumValue: Float { didSet {} }
    override var maximumValue: Float { didSet {} }
    override var isContinuous: Bool { didSet {} }
    override var minimumTrackTintColor: UIColor? { didSet {} }
    override var maximumTrackTintColor: UIColor? { didSet {} }
    override var thumbTintColor: UIColor? { didSet {} }
    override var minimumValueImage: UIImage? { didSet {} }
    override var maximumValueImage: UIImage? { didSet {} }
    override func setValue(_ value: Float, animated: Bool) { super.setValue(value, animated: animated) }
    override func trackRect(forBounds bounds: CGRect) -> CGRect {
        var rect = super.trackRect(forBounds: bounds)
        rect.origin.y = bounds.midY - 5
        rect.size.height = 10
        return rect
    }
    override func thumbRect(forBounds bounds: CGRect, trackRect rect: CGRect, value: Float) -> CGRect {
        super.thumbRect(forBounds: bounds, trackRect: rect, value: value)
    }
    override func minimumValueImageRect(forBounds bounds: CGRect) -> CGRect {
        super.minimumValueImageRect(forBounds: bounds)
    }
    override func maximumValueImageRect(forBounds bounds: CGRect) -> CGRect {
        super.maximumValueImageRect(forBounds: bounds)
    }
}

private final class ShapeSegmentedControl: UISegmentedControl {
    override init(items: [Any]?) { super.init(items: items) }
    override init(frame: CGRect) { super.init(frame: frame) }
    required init?(coder: NSCoder) { super.init(coder: coder) }
    override var selectedSegmentIndex: Int { didSet {} }
    override var isMomentary: Bool { didSet {} }
    override var numberOfSegments: Int { super.numberOfSegments }
    override func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        super.insertSegment(withTitle: title, at: segment, animated: animated)
    }
    override func setTitle(_ title: String?, forSegmentAt segment: Int) { super.setTitle(title, forSegmentAt: segment) }
}

private final class ShapeStepper: UIStepper {
    override init(frame: CGRect) { super.init(frame: frame) }
    required init?(coder: NSCoder) { super.init(coder: coder) }
    override var value: Double { didSet {} }
    override var stepValue: Double { didSet {} }
    override var wraps: Bool { didSet {} }
}

private final class ShapePageControl: UIPageControl {
    override init(frame: CGRect) { super.init(frame: frame) }
    required init?(coder: NSCoder) { super.init(coder: coder) }
    override var numberOfPages: Int { didSet {} }
    override var currentPage: Int { didSet {} }
    override func size(forNumberOfPages pageCount: Int) -> CGSize { super.size(forNumberOfPages: pageCount) }
}

private final class ShapeProgressView: UIProgressView {
    override init(frame: CGRect) { super.init(frame: frame) }
    required init?(coder: NSCoder) { super.init(coder: coder) }
    override var progress: Float { didSet {} }
    override func setProgress(_ progress: Float, animated: Bool) { super.setProgress(progress, animated: animated) }
}

private final class ShapeActivityIndicator: UIActivityIndicatorView {
    override init(style: UIActivityIndicatorView.Style) { super.init(style: style) }
    override init(frame: CGRect) { super.init(frame: frame) }
    required init(coder: NSCoder) { super.init(coder: coder) }
    override var isAnimating: Bool { super.isAnimating }
    override var color: UIColor! { didSet {} }
    override func startAnimating() { super.startAnimating() }
    override func stopAnimating() { super.stopAnimating() }
}

private final class ShapeRefreshControl: UIRefreshControl {
    var prepared = false
    override init() {
        super.init()
        prepared = true
    }
    override init(frame: CGRect) { super.init(frame: frame) }
    required init?(coder: NSCoder) { super.init(coder: coder) }
    override var isRefreshing: Bool { super.isRefreshing }
    override var attributedTitle: NSAttributedString? { didSet {} }
    override func beginRefreshing() { super.beginRefreshing() }
    override func endRefreshing() { super.endRefreshing() }
}

private final class ShapeDatePicker: UIDatePicker {
    override init(frame: CGRect) { super.init(frame: frame) }
    required init?(coder: NSCoder) { super.init(coder: coder) }
    override var date: Date { didSet {} }
    override var datePickerMode: UIDatePicker.Mode { didSet {} }
    override var preferredDatePickerStyle: UIDatePickerStyle { didSet {} }
    override func setDate(_ date: Date, animated: Bool) { super.setDate(date, animated: animated) }
}

private final class ShapePickerView: UIPickerView {
    override init(frame: CGRect) { super.init(frame: frame) }
    required init?(coder: NSCoder) { super.init(coder: coder) }
    override var numberOfComponents: Int { super.numberOfComponents }
    override func numberOfRows(inComponent component: Int) -> Int { super.numberOfRows(inComponent: component) }
    override func reloadAllComponents() { super.reloadAllComponents() }
    override func selectRow(_ row: Int, inComponent component: Int, animated: Bool) {
        super.selectRow(row, inComponent: component, animated: animated)
    }
    override func selectedRow(inComponent component: Int) -> Int { super.selectedRow(inComponent: component) }
}

final class DeclarationShapeControlsTests: XCTestCase {
    func testButtonLayoutAsksItsRects() {
        let button = ShapeButton(frame: CGRect(x: 0, y: 0, width: 120, height: 44))
        button.setTitle("Save", for: .normal)
        button.setBackgroundImage(UIImage(systemName: "star"), for: .normal)
        button.layoutIfNeeded()
        for hook in ["backgroundRect", "contentRect", "imageRect", "titleRect"] {
            XCTAssertTrue(button.log.contains(hook), "\(hook) asked in layoutSubviews")
        }
        let plain = UIButton(frame: button.frame)
        plain.setTitle("Save", for: .normal)
        plain.layoutIfNeeded()
        XCTAssertEqual(button.titleLabel!.frame.minY, plain.titleLabel!.frame.minY + 3, "the override's rect is used")
    }

    func testButtonConfigurationUpdatesGoThroughUpdateConfiguration() {
        let button = ShapeButton(frame: CGRect(x: 0, y: 0, width: 120, height: 44))
        button.configuration = .filled()
        button.layoutIfNeeded()
        button.log.removeAll()
        button.isHighlighted = true
        button.layoutIfNeeded()
        XCTAssertTrue(button.log.contains("updateConfiguration"), "a state change updates the configuration")
    }

    func testSliderDrawsInTheRectsItIsAsked() {
        let slider = TallTrackSlider(frame: CGRect(x: 0, y: 0, width: 200, height: 31))
        let track = slider.trackRect(forBounds: slider.bounds)
        XCTAssertEqual(track.height, 10)
        XCTAssertEqual(UISlider(frame: slider.frame).trackRect(forBounds: slider.bounds).height, 4)
        slider.value = 0.5
        let thumb = slider.thumbRect(forBounds: slider.bounds, trackRect: track, value: slider.value)
        XCTAssertEqual(thumb.midX, 100, accuracy: 0.001, "halfway along the thumb's travel")
        XCTAssertEqual(slider.thumbRect(forBounds: slider.bounds, trackRect: track, value: 0).minX, 0)
        XCTAssertEqual(slider.thumbRect(forBounds: slider.bounds, trackRect: track, value: 1).maxX, 200)
        XCTAssertEqual(slider.minimumValueImageRect(forBounds: slider.bounds), .zero, "no image, no room")
        slider.minimumValueImage = UIImage(systemName: "speaker")
        let imageRect = slider.minimumValueImageRect(forBounds: slider.bounds)
        XCTAssertEqual(imageRect.minX, 0)
        XCTAssertGreaterThan(slider.trackRect(forBounds: slider.bounds).minX, imageRect.maxX, "the track makes room")
    }

    func testControlInitializersAndDefaults() {
        XCTAssertTrue(ShapeRefreshControl().prepared, "init() is designated: the subclass's own runs")
        XCTAssertFalse(ShapeRefreshControl().isRefreshing)
        let segmented = ShapeSegmentedControl(frame: CGRect(x: 0, y: 0, width: 200, height: 32))
        XCTAssertEqual(segmented.numberOfSegments, 0)
        segmented.insertSegment(withTitle: "One", at: 0, animated: false)
        XCTAssertEqual(segmented.numberOfSegments, 1)
        XCTAssertEqual(ShapeSegmentedControl(items: ["A", "B"]).numberOfSegments, 2)
        XCTAssertEqual(ShapeActivityIndicator(style: .large).style, .large)
        let toggle = ShapeSwitch(frame: .zero)
        toggle.setOn(true, animated: false)
        XCTAssertTrue(toggle.isOn)
        let stepper = ShapeStepper(frame: .zero)
        stepper.value = 3
        XCTAssertEqual(stepper.value, 3)
        let pages = ShapePageControl(frame: .zero)
        pages.numberOfPages = 3
        XCTAssertEqual(pages.intrinsicContentSize, pages.size(forNumberOfPages: 3))
        let progress = ShapeProgressView(frame: .zero)
        progress.setProgress(0.5, animated: false)
        XCTAssertEqual(progress.progress, 0.5)
        XCTAssertEqual(ShapeDatePicker(frame: .zero).datePickerMode, .dateAndTime)
        XCTAssertEqual(ShapePickerView(frame: .zero).numberOfComponents, 0)
    }
}
