import XCTest

@testable import OpenUIKit

/// Every size in uikit-facts-breadth §4, and the values UIKit clamps.
final class ControlIntrinsicSizeTests: XCTestCase {
    /// uikit-facts-breadth §4: UISwitch is 51 × 31 (pre-iOS 26), whatever frame it is given.
    func testSwitchIsFiftyOneByThirtyOne() {
        let control = UISwitch(frame: CGRect(x: 5, y: 6, width: 200, height: 100))
        XCTAssertEqual(control.frame, CGRect(x: 5, y: 6, width: 51, height: 31))
        XCTAssertEqual(control.intrinsicContentSize, CGSize(width: 51, height: 31))
        XCTAssertFalse(control.isOn)
        control.setOn(true, animated: true)
        XCTAssertTrue(control.isOn)
    }

    /// uikit-facts-breadth §4: UISegmentedControl is 32 tall, its alignment rect 31 (bottom inset 1).
    func testSegmentedControlIsThirtyTwoTall() {
        let control = UISegmentedControl(items: ["One", "Two", "Three"])
        XCTAssertEqual(control.intrinsicContentSize.height, 32)
        XCTAssertEqual(control.frame.size, control.intrinsicContentSize)
        XCTAssertEqual(control.alignmentRect(forFrame: control.frame).height, 31)
        XCTAssertEqual(control.numberOfSegments, 3)
        XCTAssertEqual(control.selectedSegmentIndex, UISegmentedControl.noSegment)
    }

    func testSegmentsShareTheWidestWidth() {
        let control = UISegmentedControl(items: ["A", "Much longer"])
        let label = UILabel()
        label.font = control.titleFont(selected: true)
        label.text = "Much longer"
        XCTAssertEqual(control.intrinsicContentSize.width, ((label.intrinsicContentSize.width + 24) * 2).rounded(.up))
    }

    func testSegmentEditingKeepsTheSelection() {
        let control = UISegmentedControl(items: ["A", "B"])
        control.selectedSegmentIndex = 1
        control.insertSegment(withTitle: "Z", at: 0, animated: false)
        XCTAssertEqual(control.selectedSegmentIndex, 2)
        XCTAssertEqual(control.titleForSegment(at: 0), "Z")
        control.removeSegment(at: 2, animated: false)
        XCTAssertEqual(control.selectedSegmentIndex, UISegmentedControl.noSegment)
        control.selectedSegmentIndex = 7
        XCTAssertEqual(control.selectedSegmentIndex, UISegmentedControl.noSegment, "out of range selects none")
        control.setEnabled(false, forSegmentAt: 1)
        XCTAssertFalse(control.isEnabledForSegment(at: 1))
    }

    func testSegmentsReadRightToLeftInRTL() {
        let control = UISegmentedControl(items: ["A", "B"])
        control.semanticContentAttribute = .forceRightToLeft
        let frames = control.segmentFrames(in: CGRect(x: 0, y: 0, width: 100, height: 32))
        XCTAssertEqual(frames.map(\.minX), [50, 0])
    }

    /// uikit-facts-breadth §4: UIActivityIndicatorView medium 20 × 20 (the default style), large 37 × 37.
    func testActivityIndicatorSizes() {
        XCTAssertEqual(UIActivityIndicatorView().style, .medium)
        XCTAssertEqual(UIActivityIndicatorView(style: .medium).intrinsicContentSize, CGSize(width: 20, height: 20))
        XCTAssertEqual(UIActivityIndicatorView(style: .large).intrinsicContentSize, CGSize(width: 37, height: 37))
        XCTAssertEqual(UIActivityIndicatorView(style: .large).frame.size, CGSize(width: 37, height: 37))
        XCTAssertEqual(UIActivityIndicatorView(style: .whiteLarge).intrinsicContentSize.width, 37)
        let spinner = UIActivityIndicatorView(style: .medium)
        XCTAssertFalse(spinner.drawsSpinner, "stopped and hidesWhenStopped")
        spinner.startAnimating()
        XCTAssertTrue(spinner.drawsSpinner)
    }

    /// uikit-facts-breadth §4: UIProgressView is 4 tall (modern SDK), no intrinsic width; progress is clamped to 0…1.
    func testProgressViewIsFourTall() {
        let bar = UIProgressView(progressViewStyle: .default)
        XCTAssertEqual(bar.intrinsicContentSize, CGSize(width: UIView.noIntrinsicMetric, height: 4))
        bar.progress = 1.5
        XCTAssertEqual(bar.progress, 1)
        bar.setProgress(-1, animated: false)
        XCTAssertEqual(bar.progress, 0)
        bar.progress = .nan
        XCTAssertEqual(bar.progress, 0)
    }

    /// uikit-facts-breadth §4: UISlider's value defaults to 0 and stays within minimum…maximum; height is a choice
    /// (31).
    func testSliderClampsItsValue() {
        let slider = UISlider()
        XCTAssertEqual(slider.value, 0)
        XCTAssertEqual((slider.minimumValue, slider.maximumValue).1, 1)
        slider.value = 3
        XCTAssertEqual(slider.value, 1)
        slider.maximumValue = 10
        slider.value = 2.5
        XCTAssertEqual(slider.fraction, 0.25)
        slider.maximumValue = 2
        XCTAssertEqual(slider.value, 2)
        XCTAssertEqual(slider.intrinsicContentSize.height, ControlMetrics.sliderHeight)
    }

    func testStepperClampsAndDisablesItsEnds() {
        let stepper = UIStepper()
        XCTAssertEqual(stepper.intrinsicContentSize, ControlMetrics.stepperSize)
        XCTAssertFalse(stepper.canDecrement)
        XCTAssertTrue(stepper.canIncrement)
        stepper.value = 1000
        XCTAssertEqual(stepper.value, 100)
        XCTAssertFalse(stepper.canIncrement)
        stepper.wraps = true
        XCTAssertTrue(stepper.canIncrement)
    }

    /// uikit-facts §6: switches, steppers and activity indicators hug at 750.
    func testFixedSizeControlsHugTightly() {
        for view in [UISwitch(), UIStepper(), UIActivityIndicatorView(style: .large)] as [UIView] {
            XCTAssertEqual(view.contentHuggingPriority(for: .horizontal), .defaultHigh, "\(type(of: view))")
            XCTAssertEqual(view.contentHuggingPriority(for: .vertical), .defaultHigh)
        }
        XCTAssertEqual(UIProgressView().contentHuggingPriority(for: .horizontal), .defaultLow)
    }

    func testPageControlSizesToItsPages() {
        let pages = UIPageControl()
        pages.numberOfPages = 5
        pages.currentPage = 9
        XCTAssertEqual(pages.currentPage, 4)
        XCTAssertEqual(pages.intrinsicContentSize, pages.size(forNumberOfPages: 5))
        XCTAssertEqual(pages.size(forNumberOfPages: 5).width, 5 * ControlMetrics.pageDotPitch)
        pages.numberOfPages = 1
        pages.hidesForSinglePage = true
        XCTAssertFalse(pages.drawsDots)
    }

    /// 13-pt titles keep the 32-pt height (uikit-facts-breadth §4); a Dynamic Type font in the title attributes makes
    /// the control taller (a choice: the title plus 12).
    func testSegmentTitlesInADynamicTypeFontGrowTheControl() {
        let control = UISegmentedControl(items: ["One", "Two"])
        XCTAssertEqual(control.intrinsicContentSize.height, 32)
        let large = UIFont.preferredFont(
            forTextStyle: .body,
            compatibleWith: UITraitCollection(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge))
        control.setTitleTextAttributes([.font: large], for: .normal)
        let label = UILabel()
        label.font = large
        label.text = "One"
        XCTAssertEqual(control.titleFont(selected: false).pointSize, large.pointSize)
        XCTAssertEqual(control.intrinsicContentSize.height, (label.intrinsicContentSize.height + 12).rounded(.up))
    }
}
