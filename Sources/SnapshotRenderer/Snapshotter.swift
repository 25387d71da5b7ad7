import CPangoCairo
import Foundation
import OpenUIKit

/// A rendered screen: its surface, its layout dump, and where the time went.
public final class Snapshot {
    public let surface: RasterSurface
    public let layoutDump: String
    public let layoutSeconds: Double
    public let rasterSeconds: Double

    init(surface: RasterSurface, layoutDump: String, layoutSeconds: Double, rasterSeconds: Double) {
        self.surface = surface
        self.layoutDump = layoutDump
        self.layoutSeconds = layoutSeconds
        self.rasterSeconds = rasterSeconds
    }

    /// The pixels as straight RGBA, converted once on first use.
    public lazy var image: RGBAImage = surface.image()

    /// The PNG file, encoded straight from the surface.
    public func png() -> [UInt8] { ImageEncoder().png(surface) }
}

/// Puts a view controller in a window for a configuration, lays it out the way UIKit does when a
/// window becomes visible, and draws the window.
public enum Snapshotter {
    /// Throws ``RenderError`` when the laid-out tree holds what no screen can show (a frame that is not
    /// finite, a window too large to draw), naming the view and the property.
    public static func snapshot(
        of makeViewController: () -> UIViewController, configuration: DeviceConfiguration
    ) throws(RenderError) -> Snapshot {
        let start = DispatchTime.now().uptimeNanoseconds
        let window = layOut(makeViewController, configuration: configuration)
        let laidOut = DispatchTime.now().uptimeNanoseconds
        let surface = try renderSurface(window, configuration: configuration)
        let drawn = DispatchTime.now().uptimeNanoseconds
        return Snapshot(
            surface: surface, layoutDump: window.recursiveDescription,
            layoutSeconds: Double(laidOut - start) / 1e9, rasterSeconds: Double(drawn - laidOut) / 1e9)
    }

    /// A window for the configuration holding a fresh view controller, laid out as UIKit lays out a
    /// window that becomes key and visible. Everything the configuration decides (traits, scroll
    /// indicators) is set on the window before layout, so layout places what is drawn.
    public static func layOut(_ makeViewController: () -> UIViewController, configuration: DeviceConfiguration)
        -> UIWindow
    {
        let window = UIWindow(device: configuration.device, orientation: configuration.orientation)
        window.traitOverrides = configuration.traitOverrides
        // UIKit shows scroll indicators only while scrolling (seed 000's capture shows one): each
        // snapshot chooses, for its own window.
        window.showsScrollIndicatorsInSnapshot = configuration.showsScrollIndicators
        window.rootViewController = makeViewController()
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return window
    }

    /// Draws a laid-out view (usually a window) at its trait collection's display scale; a view outside
    /// any window at @2x, the scale text outside a window is measured at.
    public static func render(_ view: UIView, configuration: DeviceConfiguration) throws(RenderError) -> RGBAImage {
        try renderSurface(view, configuration: configuration).image()
    }

    /// The Cairo surface behind `render`, for callers that hand it to other Cairo code.
    public static func renderSurface(_ view: UIView, configuration: DeviceConfiguration) throws(RenderError)
        -> RasterSurface
    {
        let surface = try drawnSurface(view, fillsWindowBackground: true)
        if configuration.showsChrome {
            let window = view as? UIWindow
            let style = view.traitCollection.userInterfaceStyle
            SimulatorChrome(device: configuration.device, orientation: configuration.orientation)
                .draw(
                    on: surface, style: style,
                    statusBarStyle: window?.resolvedStatusBarStyle ?? (style == .dark ? .lightContent : .darkContent),
                    statusBarHidden: window?.statusBarHidden ?? false)
        }
        return surface
    }

    /// A view drawn on its own, transparent wherever it draws nothing, as UIKit's `layer.render(in:)` into a
    /// non-opaque image: swift-snapshot-testing's view snapshots.
    package static func renderAlone(_ view: UIView) throws(RenderError) -> RGBAImage {
        try drawnSurface(view, fillsWindowBackground: false).image()
    }

    private static func drawnSurface(_ view: UIView, fillsWindowBackground: Bool) throws(RenderError)
        -> RasterSurface
    {
        var scale = Double(view.traitCollection.displayScale)
        if view.window == nil && scale == 0 { scale = Double(UITraitCollection.displayScaleOutsideWindow) }
        guard scale.isFinite && scale > 0 else {
            throw RenderError.naming(view, "has display scale \(scale): it must be positive")
        }
        try ViewTreeRenderer.checkDrawable(view)
        let surface = try RasterSurface(width: view.bounds.width, height: view.bounds.height, scale: scale)
        if fillsWindowBackground {
            // The window's own background shows where nothing else draws; UIKit's is black.
            surface.fill(x: 0, y: 0, width: view.bounds.width, height: view.bounds.height, red: 0, green: 0, blue: 0)
        }
        cairo_save(surface.cairo)
        cairo_translate(surface.cairo, -view.frame.origin.x, -view.frame.origin.y)
        try ViewTreeRenderer(surface: surface).draw(view)
        cairo_restore(surface.cairo)
        return surface
    }
}
