import CPangoCairo
import Foundation
import SnapshotRenderer
import Typesetter

/// Our PNG encoder against Cairo's own `cairo_surface_write_to_png_stream` on the same surface.
func runPNGBenchmark() throws {
    let environment = try FontEnvironment.shared()
    for (name, width, height) in [("iPad Pro 12.9\" @2x", 1024.0, 1366.0), ("iPhone 8 @2x", 375.0, 667.0)] {
        let surface = RasterSurface(width: width, height: height, scale: 2)
        surface.fill(x: 0, y: 0, width: width, height: height, red: 1, green: 1, blue: 1)
        surface.fill(x: 16, y: 20, width: width - 32, height: height - 40, red: 0.95, green: 0.95, blue: 0.97)
        let side = (width - 52) / 3
        var y = 20.0
        while y < height - 20 {
            for column in 0..<3 {
                surface.fill(
                    x: 16 + Double(column) * (side + 10), y: y, width: side, height: side, red: 0.5, green: 0.5,
                    blue: 0.5)
            }
            y += side + 10
        }
        let text = TextLayout(
            text: String(repeating: "Readable Content Guide を利用して見やすくする ", count: 20), font: FontSpec(pointSize: 17),
            scale: 2, environment: environment)
        text.width = width - 40
        surface.draw(text, x: 20, y: 40, red: 0, green: 0, blue: 0)
        let image = surface.image()

        let level = Int32(ProcessInfo.processInfo.environment["LEVEL"] ?? "6")!
        let ours = measure { _ = PNGEncoder(compressionLevel: level).encode(image) }
        let filterOnly = measure { _ = PNGEncoder.filteredScanlines(image, channels: 3) }
        print("filter", filterOnly * 1000)
        let oursSize = PNGEncoder(compressionLevel: level).encode(image).count
        var cairoSize = 0
        let cairo = measure { cairoSize = cairoPNGSize(surface) }
        let convert = measure { _ = surface.image() }
        print(
            String(
                format:
                    "%@: ours %.1f ms (%d B), cairo %.1f ms (%d B), speed-up %.2fx, size ratio %.3f; surface→RGBA %.1f ms",
                name, ours * 1000, oursSize, cairo * 1000, cairoSize, cairo / ours,
                Double(oursSize) / Double(cairoSize), convert * 1000))
    }
}

private func measure(_ body: () -> Void) -> Double {
    var best = Double.infinity
    for _ in 0..<5 {
        let start = DispatchTime.now().uptimeNanoseconds
        body()
        best = min(best, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
    }
    return best
}

private func cairoPNGSize(_ surface: RasterSurface) -> Int {
    var total = 0
    withUnsafeMutablePointer(to: &total) { counter in
        _ = cairo_surface_write_to_png_stream(
            cairo_get_target(surface.cairo),
            { closure, _, length in
                closure!.assumingMemoryBound(to: Int.self).pointee += Int(length)
                return CAIRO_STATUS_SUCCESS
            }, counter)
    }
    return total
}
