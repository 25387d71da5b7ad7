import CPangoCairo
import Foundation
import OpenUIKit
import ReferenceScenes
import SnapshotRenderer

/// `bench render`: the default matrix end to end (layout, rasterization, encoding), memory over
/// repeated passes, our PNG encoder against Cairo's own writer on the same surfaces, and image
/// decoding against libpng and libjpeg-turbo called directly (`ImageDecodeBenchmark.swift`).
func runRenderBenchmark(arguments: [String]) throws {
    let passes = arguments.first.flatMap(Int.init) ?? 20
    let jobs = Scene.all.flatMap { scene in
        DefaultMatrix.devices.flatMap { device in
            DefaultMatrix.orientations.map { (scene, DeviceConfiguration(device: device, orientation: $0)) }
        }
    }
    var layout = 0.0
    var raster = 0.0
    var encode = 0.0
    var firstPassPeak = 0
    let start = DispatchTime.now().uptimeNanoseconds
    for pass in 0..<passes {
        for (scene, configuration) in jobs {
            let t0 = DispatchTime.now().uptimeNanoseconds
            let window = Snapshotter.layOut(scene.makeViewController, configuration: configuration)
            let t1 = DispatchTime.now().uptimeNanoseconds
            let surface = try! Snapshotter.renderSurface(window, configuration: configuration)
            let t2 = DispatchTime.now().uptimeNanoseconds
            _ = ImageEncoder().png(surface)
            let t3 = DispatchTime.now().uptimeNanoseconds
            layout += Double(t1 - t0) / 1e9
            raster += Double(t2 - t1) / 1e9
            encode += Double(t3 - t2) / 1e9
        }
        if pass == 0 { firstPassPeak = peakResidentBytes() }
    }
    let total = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    let count = Double(jobs.count * passes)
    let finalPeak = peakResidentBytes()
    print("render: default matrix, \(jobs.count) snapshots × \(passes) passes in one process")
    print(
        String(
            format: "  %.1f snapshots per second; per snapshot %.1f ms = layout %.1f + raster %.1f + encode %.1f ms",
            count / total, total / count * 1000, layout / count * 1000, raster / count * 1000, encode / count * 1000))
    print(
        String(
            format: "  peak memory after pass 1: %.1f MB; after pass %d: %.1f MB (growth %.1f %%)",
            Double(firstPassPeak) / 1e6, passes, Double(finalPeak) / 1e6,
            (Double(finalPeak) / Double(max(firstPassPeak, 1)) - 1) * 100))

    print("png: ours against cairo_surface_write_to_png_stream, same surface (fastest of 15 alternating runs)")
    for (scene, device) in [
        ("readable-grid", Device.iPadPro12_9), ("readable-grid", .iPhone8), ("scroll-text", .iPadPro12_9),
        ("self-sizing-list", .iPhone8),
    ] {
        let configuration = DeviceConfiguration(device: device)
        let window = Snapshotter.layOut(Scene.named(scene)!.makeViewController, configuration: configuration)
        let surface = try! Snapshotter.renderSurface(window, configuration: configuration)
        var oursBytes = 0
        var cairoBytes = 0
        // Alternating, so that a change in the machine's load between the two series cannot favour either.
        let (ours, cairo) = fastestAlternating(
            { oursBytes = ImageEncoder().png(surface).count }, { cairoBytes = cairoPNGByteCount(surface) })
        print(
            String(
                format: "  %@ on %@: ours %.1f ms, %d B; cairo %.1f ms, %d B; speed %.2fx, size %.3fx of cairo's",
                scene, device.name, ours * 1000, oursBytes, cairo * 1000, cairoBytes, cairo / ours,
                Double(oursBytes) / Double(cairoBytes)))
    }
    runImageDecodeBenchmark()
}

/// Cairo's own PNG writer into a byte counter, so no disk time is measured.
private func cairoPNGByteCount(_ surface: RasterSurface) -> Int {
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

/// VmHWM from /proc/self/status: the process's peak resident set.
func peakResidentBytes() -> Int {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return 0 }
    for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
        let kilobytes = line.split(separator: " ").compactMap { Int($0) }.first ?? 0
        return kilobytes * 1024
    }
    return 0
}
