import Foundation
import OpenUIKit
import SnapshotRenderer

/// `bench codec`: the image codec on real goldens (every PNG of one scene in `Snapshots/`, default
/// `table-settings`): decoding them (the decoder's path, libpng alone, row by row as a golden comparison
/// reads them), encoding them, and converting Cairo surfaces of their size to straight RGBA and back.
/// Figures are the least CPU time of the calling thread over `--repeats` runs (default 5), so that other
/// processes on the shared cores count for little, in nanoseconds per pixel. Worth running in a debug
/// build too (`.build/debug/bench codec`): snapshot tests run there.
///
/// Options: `--root DIR` (the package), `--scene NAME`, `--repeats N`.
func runCodecBenchmark(arguments: [String]) throws {
    var root = FileManager.default.currentDirectoryPath
    var scene = "table-settings"
    var repeats = 5
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
        switch argument {
        case "--root": root = remaining.popFirst() ?? root
        case "--scene": scene = remaining.popFirst() ?? scene
        case "--repeats": repeats = Int(remaining.popFirst() ?? "") ?? repeats
        default: throw CodecBenchmarkError(description: "unknown argument \(argument)")
        }
    }
    let folder = URL(fileURLWithPath: root).appendingPathComponent("Snapshots").appendingPathComponent(scene)
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".png") }
        .sorted()
    let files = names.compactMap { FileManager.default.contents(atPath: folder.appendingPathComponent($0).path) }
        .map { [UInt8]($0) }
    let images = try files.map { try ImageDecoder.decodePNG($0) }
    let pixels = images.reduce(0) { $0 + $1.width * $1.height }
    guard pixels > 0 else { throw CodecBenchmarkError(description: "no goldens in \(folder.path)") }
    #if DEBUG
        let build = "debug"
    #else
        let build = "release"
    #endif
    print("bench codec (\(build) build): \(files.count) goldens of \(scene), \(pixels / 1000) kpx in all")

    func measure(_ label: String, _ body: () -> Void) {
        var best = Double.infinity
        for _ in 0..<repeats {
            let start = threadSeconds()
            body()
            best = min(best, threadSeconds() - start)
        }
        let padded = label.padding(toLength: 46, withPad: " ", startingAt: 0)
        print(String(format: "  %@ %9.1f ms %8.2f ns/px", padded, best * 1000, best * 1e9 / Double(pixels)))
    }
    measure("decode (the decoder's path)") { for file in files { _ = try? ImageDecoder.decodePNG(file) } }
    measure("decode (libpng alone)") {
        for file in files { _ = try? ImageDecoder.decodePNG(file, path: .libpng) }
    }
    measure("decode row by row (golden comparison)") {
        for file in files {
            try? ImageDecoder.forEachPNGRow(file, maximumPixels: ImageSizePolicy.maximumPixels) { _, _ in
            } row: { _, _ in
            }
        }
    }
    measure("UIImage(data:)") { for file in files { _ = UIImage(data: Data(file)) } }
    measure("encode") { for image in images { _ = ImageEncoder().png(image) } }
    let translucent = images.map { image -> RasterSurface in
        let surface = try! RasterSurface(width: Double(image.width), height: Double(image.height), scale: 1)
        surface.fill(
            x: 0, y: 0, width: Double(image.width), height: Double(image.height), red: 0.2, green: 0.4, blue: 0.6,
            alpha: 0.5)
        return surface
    }
    measure("surface to RGBA, translucent") { for surface in translucent { _ = surface.image() } }
    let opaque = images.map { image -> RasterSurface in
        let surface = try! RasterSurface(width: Double(image.width), height: Double(image.height), scale: 1)
        surface.fill(x: 0, y: 0, width: Double(image.width), height: Double(image.height), red: 1, green: 1, blue: 1)
        return surface
    }
    measure("surface to RGBA, opaque") { for surface in opaque { _ = surface.image() } }
    measure("RGBA to a drawable surface (CGImage)") {
        for image in images { _ = CGImage(image, opaque: true).cairoSurface }
    }
}

private struct CodecBenchmarkError: Error, CustomStringConvertible {
    let description: String
}

/// CPU time of the calling thread: time the shared cores spend on other processes is not counted.
private func threadSeconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}
