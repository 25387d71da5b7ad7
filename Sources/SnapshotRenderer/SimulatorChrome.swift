import CPangoCairo
import OpenUIKit
import Typesetter

/// The simulator's status bar (9:41, full battery) and home indicator, drawn over a capture when asked.
/// Geometry is approximate and kept here in one place: time in semibold 15 pt (17 pt on devices with
/// a home indicator), centred on home-button iPhones and 16–30 pt from the leading edge elsewhere, a 25 × 12 pt battery 16 pt from the trailing edge,
/// and a 134 × 5 pt home indicator (315 pt on iPad) 8 pt above the bottom edge.
struct SimulatorChrome {
    let device: Device
    let orientation: Orientation

    /// `statusBarStyle` is resolved (light or dark content); a hidden status bar leaves the home indicator,
    /// drawn in the interface style's ink.
    func draw(
        on surface: RasterSurface, style: UIUserInterfaceStyle, statusBarStyle: UIStatusBarStyle, statusBarHidden: Bool
    ) {
        let size = device.screenSize(orientation)
        let ink: Double = style == .dark ? 1 : 0
        let barInk: Double = statusBarStyle == .lightContent ? 1 : 0
        let barHeight = statusBarHidden ? 0 : Double(device.statusBarHeight(orientation))
        if barHeight > 0, let environment = try? FontEnvironment.shared() {
            let pointSize: Double = device.hasHomeIndicator ? 17 : 15
            let time = TextLayout(
                text: "9:41", font: FontSpec(pointSize: pointSize, weight: 600), scale: surface.scale,
                environment: environment)
            let textHeight = time.size.height
            // Home-button iPhones centre the time; Face ID iPhones put it in the left ear; iPads at the left.
            let x: Double
            switch (device.idiom, device.hasHomeIndicator) {
            case (.phone, false): x = (Double(size.width) - time.size.width) / 2
            case (.phone, true): x = 30
            default: x = 16
            }
            surface.draw(time, x: x, y: (barHeight - textHeight) / 2, red: barInk, green: barInk, blue: barInk)
            drawBattery(on: surface, right: Double(size.width) - 16, centerY: barHeight / 2, ink: barInk)
        }
        if device.hasHomeIndicator {
            let width = device.idiom == .pad ? 315.0 : 134.0
            let cairo = surface.cairo
            cairo_set_antialias(cairo, CAIRO_ANTIALIAS_GRAY)
            cairo_set_source_rgba(cairo, ink, ink, ink, 1)
            roundedRect(
                cairo, x: (Double(size.width) - width) / 2, y: Double(size.height) - 13, width: width, height: 5,
                radius: 2.5)
            cairo_fill(cairo)
        }
    }

    private func drawBattery(on surface: RasterSurface, right: Double, centerY: Double, ink: Double) {
        let cairo = surface.cairo
        cairo_set_antialias(cairo, CAIRO_ANTIALIAS_GRAY)
        let (width, height) = (25.0, 12.0)
        let x = right - width - 2
        let y = centerY - height / 2
        cairo_set_source_rgba(cairo, ink, ink, ink, 0.4)
        cairo_set_line_width(cairo, 1)
        roundedRect(cairo, x: x + 0.5, y: y + 0.5, width: width - 1, height: height - 1, radius: 3.5)
        cairo_stroke(cairo)
        roundedRect(cairo, x: right - 1.5, y: centerY - 2, width: 1.5, height: 4, radius: 0.75)
        cairo_fill(cairo)
        cairo_set_source_rgba(cairo, ink, ink, ink, 1)
        roundedRect(cairo, x: x + 2, y: y + 2, width: width - 4, height: height - 4, radius: 2)
        cairo_fill(cairo)
    }

    private func roundedRect(
        _ cairo: OpaquePointer, x: Double, y: Double, width: Double, height: Double, radius: Double
    ) {
        cairo_new_sub_path(cairo)
        cairo_arc(cairo, x + width - radius, y + radius, radius, -.pi / 2, 0)
        cairo_arc(cairo, x + width - radius, y + height - radius, radius, 0, .pi / 2)
        cairo_arc(cairo, x + radius, y + height - radius, radius, .pi / 2, .pi)
        cairo_arc(cairo, x + radius, y + radius, radius, .pi, 3 * .pi / 2)
        cairo_close_path(cairo)
    }
}
