import OpenUIKit
import XCTest

// The colour, font, image, drawing, visual effect, trait and animator declaration shapes checked against
// UIKit's headers and Apple's documentation, written as app code writes them (Swift 5 mode, OpenUIKit
// imported without @testable): narrowing one of them breaks the build here.

extension UIColor {
    /// The extension every app has: a convenience initializer over `init(red:green:blue:alpha:)`.
    fileprivate convenience init(shapeHex hex: UInt32, alpha: CGFloat = 1) {
        self.init(
            red: CGFloat((hex >> 16) & 0xFF) / 255, green: CGFloat((hex >> 8) & 0xFF) / 255,
            blue: CGFloat(hex & 0xFF) / 255, alpha: alpha)
    }
}

private final class ShapeColor: UIColor, @unchecked Sendable {
    var resolutions = 0
    override func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        resolutions += 1
        return super.resolvedColor(with: traitCollection)
    }
    override func withAlphaComponent(_ alpha: CGFloat) -> UIColor { super.withAlphaComponent(alpha) }
    override var cgColor: CGColor { super.cgColor }
    override var isDynamic: Bool { super.isDynamic }
    override func getRed(
        _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
        blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool { super.getRed(red, green: green, blue: blue, alpha: alpha) }
    override func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        super.getWhite(white, alpha: alpha)
    }
}

private final class ShapeFont: UIFont, @unchecked Sendable {
    override var pointSize: CGFloat { super.pointSize }
    override var fontName: String { super.fontName }
    override var familyName: String { super.familyName }
    override var lineHeight: CGFloat { super.lineHeight }
    override func withSize(_ fontSize: CGFloat) -> UIFont { super.withSize(fontSize) }
    override class func systemFont(ofSize fontSize: CGFloat) -> UIFont { super.systemFont(ofSize: fontSize) }
}

private final class ShapeFontMetrics: UIFontMetrics, @unchecked Sendable {
    override class var `default`: UIFontMetrics { super.default }
    override func scaledFont(for font: UIFont) -> UIFont { super.scaledFont(for: font) }
    override func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont {
        super.scaledFont(for: font, maximumPointSize: maximumPointSize)
    }
    override func scaledValue(for value: CGFloat) -> CGFloat { super.scaledValue(for: value) }
}

private final class ShapeFontDescriptor: UIFontDescriptor {
    override var symbolicTraits: UIFontDescriptor.SymbolicTraits { super.symbolicTraits }
    override func withSize(_ newPointSize: CGFloat) -> UIFontDescriptor { super.withSize(newPointSize) }
}

private final class ShapeBezierPath: UIBezierPath {
    var strokes = 0
    override init() { super.init() }
    required init?(coder: NSCoder) { super.init(coder: coder) }
    override var cgPath: CGPath {
        get { super.cgPath }
        set { super.cgPath = newValue }
    }
    override var lineWidth: CGFloat { didSet {} }
    override var usesEvenOddFillRule: Bool { didSet {} }
    override func move(to point: CGPoint) { super.move(to: point) }
    override func addLine(to point: CGPoint) { super.addLine(to: point) }
    override func close() { super.close() }
    override func stroke() {
        strokes += 1
        super.stroke()
    }
    override func fill() { super.fill() }
    override func contains(_ point: CGPoint) -> Bool { super.contains(point) }
}

private final class ShapeRenderer: UIGraphicsImageRenderer {
    override func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage { super.image(actions: actions) }
}

private final class ShapeImageAsset: UIImageAsset, @unchecked Sendable {
    override func image(with traitCollection: UITraitCollection) -> UIImage { super.image(with: traitCollection) }
    override func register(_ image: UIImage, with traitCollection: UITraitCollection) {
        super.register(image, with: traitCollection)
    }
}

private final class ShapeAnimator: UIViewPropertyAnimator {
    var log: [String] = []
    override func startAnimation() {
        log.append("start")
        super.startAnimation()
    }
    override func stopAnimation(_ withoutFinishing: Bool) { super.stopAnimation(withoutFinishing) }
    override func continueAnimation(withTimingParameters parameters: UITimingCurveProvider?, durationFactor: CGFloat) {
        log.append("continue")
        super.continueAnimation(withTimingParameters: parameters, durationFactor: durationFactor)
    }
    override var timingParameters: UITimingCurveProvider? { super.timingParameters }
    override var fractionComplete: CGFloat { didSet {} }
    override var isReversed: Bool { didSet {} }
}

private final class ShapeSpring: UISpringTimingParameters {
    override var initialVelocity: CGVector { super.initialVelocity }
    override var timingCurveType: UITimingCurveType { super.timingCurveType }
}

private final class ShapeCubic: UICubicTimingParameters {
    override var controlPoint1: CGPoint { super.controlPoint1 }
    override var animationCurve: UIView.AnimationCurve { super.animationCurve }
}

private final class ShapeParagraphStyle: NSMutableParagraphStyle, @unchecked Sendable {
    override var lineSpacing: CGFloat { didSet {} }
    override var alignment: NSTextAlignment { didSet {} }
}

private final class ShapeAttachment: NSTextAttachment, @unchecked Sendable {
    override init(data contentData: Data?, ofType uti: String?) { super.init(data: contentData, ofType: uti) }
    required init?(coder: NSCoder) { super.init(coder: coder) }
    override var bounds: CGRect { didSet {} }
    override var image: UIImage? { didSet {} }
}

private final class ShapeDrawingContext: NSStringDrawingContext, @unchecked Sendable {
    override var minimumScaleFactor: CGFloat { didSet {} }
}

private final class ShapeBlur: UIBlurEffect, @unchecked Sendable {
    override func copy(with zone: NSZone? = nil) -> Any { super.copy(with: zone) }
}

final class DeclarationShapeGraphicsTests: XCTestCase {
    func testColourInitializersAndComponents() {
        let colors: [UIColor] = [
            UIColor(), UIColor(red: 1, green: 0, blue: 0, alpha: 1), UIColor(white: 0.5, alpha: 1),
            UIColor(hue: 0, saturation: 1, brightness: 1, alpha: 1),
            UIColor(displayP3Red: 1, green: 0, blue: 0, alpha: 1),
            UIColor(cgColor: CGColor(red: 0, green: 0, blue: 1, alpha: 1)), UIColor(shapeHex: 0x336699),
            UIColor { $0.userInterfaceStyle == .dark ? .white : .black },
        ]
        var red: CGFloat = 0
        var green: CGFloat = 0
        var blue: CGFloat = 0
        var alpha: CGFloat = 0
        XCTAssertTrue(colors[6].getRed(&red, green: &green, blue: &blue, alpha: &alpha))
        XCTAssertEqual(green, 0x66 / 255, accuracy: 1e-9)
        var hue: CGFloat = 0
        XCTAssertTrue(colors[1].getHue(&hue, saturation: nil, brightness: nil, alpha: nil))
        XCTAssertTrue(colors[7].isDynamic)
        XCTAssertEqual(colors[7].resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)), .white)
        XCTAssertEqual(colors[0].cgColor.alpha, 0)
        XCTAssertEqual(colors[2].withAlphaComponent(0.5).cgColor.alpha, 0.5)
        let custom = ShapeColor(red: 0, green: 1, blue: 0, alpha: 1)
        XCTAssertEqual(custom.resolvedColor(with: UITraitCollection()).cgColor.green, 1)
        XCTAssertEqual(custom.resolutions, 1)
        _ = UIGraphicsImageRenderer(size: CGSize(width: 1, height: 1)).image { _ in
            custom.setFill()
            custom.setStroke()
            custom.set()
        }
    }

    func testFontInitializersAndMetrics() throws {
        let named = try XCTUnwrap(UIFont(name: "Avenir-Heavy", size: 18))
        XCTAssertEqual(named.pointSize, 18)
        XCTAssertEqual(UIFont().pointSize, UIFont.labelFontSize)
        XCTAssertEqual(UIFont.systemFont(ofSize: 12, weight: .semibold).withSize(20).pointSize, 20)
        XCTAssertEqual(ShapeFont.systemFont(ofSize: 13).pointSize, 13)
        let descriptor = UIFontDescriptor.preferredFontDescriptor(withTextStyle: .body).withSize(30)
        XCTAssertEqual(UIFont(descriptor: descriptor, size: 0).pointSize, 30)
        let scaled = UIFontMetrics(forTextStyle: .title1).scaledFont(for: .systemFont(ofSize: 20))
        XCTAssertEqual(scaled.pointSize, 20, "at the default category")
        XCTAssertEqual(UIFontMetrics.default.scaledValue(for: 10), 10)
        XCTAssertEqual(ShapeFontMetrics(forTextStyle: .body).scaledFont(for: named, maximumPointSize: 12).pointSize, 12)
        XCTAssertGreaterThan(UIFont.preferredFont(forTextStyle: .headline).lineHeight, 0)
        XCTAssertNotNil(UIFont.monospacedDigitSystemFont(ofSize: 12, weight: .regular))
    }

    func testImageInitializersAndVariants() throws {
        let drawn = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 2)).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 4, height: 2))
        }
        let cgImage = try XCTUnwrap(drawn.cgImage)
        XCTAssertEqual(UIImage(cgImage: cgImage).size, CGSize(width: cgImage.width, height: cgImage.height))
        XCTAssertEqual(UIImage(cgImage: cgImage, scale: 2, orientation: .right).size.width, CGFloat(cgImage.height) / 2)
        XCTAssertNotNil(UIImage(data: try XCTUnwrap(drawn.pngData())))
        XCTAssertNil(UIImage(named: "no such image"))
        XCTAssertNil(UIImage(named: "no such image", in: nil, compatibleWith: nil))
        XCTAssertNil(UIImage(named: "no such image", in: .main, with: UIImage.SymbolConfiguration(pointSize: 12)))
        XCTAssertEqual(UIImage().size, .zero)
        XCTAssertTrue(try XCTUnwrap(UIImage(systemName: "star")).isSymbolImage)
        let asset = ShapeImageAsset()
        asset.register(drawn, with: UITraitCollection(displayScale: 2))
        XCTAssertTrue(asset.image(with: UITraitCollection(displayScale: 2)) === drawn)
        XCTAssertEqual(drawn.withRenderingMode(.alwaysTemplate).renderingMode, .alwaysTemplate)
    }

    func testBezierPathSubclassesAreStrokedThroughTheirOverrides() {
        let path = ShapeBezierPath()
        path.move(to: .zero)
        path.addLine(to: CGPoint(x: 10, y: 0))
        path.close()
        path.cgPath = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 10, height: 10), cornerRadius: 2).cgPath
        XCTAssertTrue(path.contains(CGPoint(x: 5, y: 5)))
        let shapes = [
            UIBezierPath(rect: .zero), UIBezierPath(ovalIn: .zero),
            UIBezierPath(roundedRect: .zero, byRoundingCorners: [.topLeft], cornerRadii: CGSize(width: 2, height: 2)),
            UIBezierPath(arcCenter: .zero, radius: 1, startAngle: 0, endAngle: .pi, clockwise: true),
            UIBezierPath(cgPath: path.cgPath),
        ]
        XCTAssertEqual(shapes.count, 5)
        _ = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10)).image { _ in path.stroke() }
        XCTAssertEqual(path.strokes, 1)
    }

    func testRendererFormatsAndContexts() {
        let format = UIGraphicsImageRendererFormat.default()
        format.scale = 3
        format.opaque = true
        XCTAssertEqual(UIGraphicsImageRendererFormat(for: UITraitCollection(displayScale: 2)).scale, 2)
        let renderer = ShapeRenderer(size: CGSize(width: 2, height: 2), format: format)
        let image = renderer.image { context in
            context.fill(CGRect(x: 0, y: 0, width: 1, height: 1), blendMode: .normal)
            context.stroke(CGRect(x: 0, y: 0, width: 2, height: 2))
            context.clip(to: CGRect(x: 0, y: 0, width: 1, height: 1))
            XCTAssertEqual(context.format.scale, 3)
            XCTAssertNotNil(context.cgContext)
        }
        XCTAssertEqual(image.scale, 3)
        XCTAssertFalse(
            UIGraphicsImageRenderer(bounds: CGRect(x: 0, y: 0, width: 1, height: 1)).pngData { _ in }.isEmpty)
    }

    func testTextStylesEffectsTraitsAndAnimators() {
        let style = ShapeParagraphStyle()
        style.lineSpacing = 4
        style.alignment = .center
        XCTAssertEqual((style.copy() as? NSParagraphStyle)?.lineSpacing, 4)
        XCTAssertEqual(NSParagraphStyle.default.lineSpacing, 0)
        let attachment = ShapeAttachment(data: nil, ofType: nil)
        attachment.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        XCTAssertNotNil(NSTextAttachment(image: UIImage()).image)
        let drawing = ShapeDrawingContext()
        drawing.minimumScaleFactor = 0.5
        XCTAssertEqual(drawing.actualScaleFactor, 1)
        let blur = ShapeBlur(style: .systemMaterial)
        XCTAssertTrue(blur.copy() is UIBlurEffect)
        XCTAssertNotNil(UIVibrancyEffect(blurEffect: blur, style: .label))
        XCTAssertNotNil(UIVibrancyEffect(blurEffect: blur))
        let traits = UITraitCollection(traitsFrom: [
            UITraitCollection(userInterfaceStyle: .dark), UITraitCollection(horizontalSizeClass: .compact),
        ])
        XCTAssertTrue(traits.containsTraits(in: UITraitCollection(userInterfaceStyle: .dark)))
        let animator = ShapeAnimator(duration: 0.3, curve: .easeOut) {}
        animator.addCompletion { _ in }
        animator.startAnimation()
        XCTAssertEqual(animator.log, ["start"])
        XCTAssertEqual(animator.timingParameters?.cubicTimingParameters?.animationCurve, .easeOut)
        let spring = ShapeSpring(dampingRatio: 0.7, initialVelocity: CGVector(dx: 0, dy: 2))
        let sprung = ShapeAnimator(duration: 0.5, timingParameters: spring)
        XCTAssertTrue(sprung.timingParameters?.springTimingParameters === spring)
        XCTAssertEqual(spring.timingCurveType, .spring)
        sprung.pauseAnimation()
        sprung.continueAnimation(withTimingParameters: ShapeCubic(animationCurve: .easeIn), durationFactor: 1)
        XCTAssertEqual(sprung.log, ["continue", "start"])
        XCTAssertEqual(ShapeCubic().controlPoint1, CGPoint(x: 0.42, y: 0))
        XCTAssertEqual(
            UIViewPropertyAnimator(duration: 0.3, dampingRatio: 0.8).timingParameters?.timingCurveType, .spring)
        XCTAssertEqual(
            UICubicTimingParameters(controlPoint1: .zero, controlPoint2: CGPoint(x: 1, y: 1)).timingCurveType, .cubic)
        _ = UISpringTimingParameters(mass: 1, stiffness: 100, damping: 10, initialVelocity: CGVector(dx: 0, dy: 0))
    }
}
