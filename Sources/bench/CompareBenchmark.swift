import CPangoCairo
import Foundation
import SnapshotRenderer
import SnapshotTesting
import Typesetter

/// `bench compare`: one realistic changed pair at iPad Pro 12.9" @2x (2048×2732 px), timed through our
/// verification (identical and changed, from PNG bytes and from an in-memory render), through decoding
/// the two PNGs alone, and through ImageMagick's `compare -metric AE` and pixelmatch (PyPI) in the same
/// run. Figures are medians; ratios are printed beside them.
///
/// Options: `--repeats N` (default 7), `--work DIR` (default `.build/bench-compare`), `--no-peers`,
/// `--root DIR` (the package, for `scripts/peers/pixelmatch_bench.py`).
func runCompareBenchmark(arguments: [String]) throws {
    var repeats = 7
    var root = FileManager.default.currentDirectoryPath
    var work: String?
    var peers = true
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
        switch argument {
        case "--repeats": repeats = Int(remaining.popFirst() ?? "") ?? repeats
        case "--root": root = remaining.popFirst() ?? root
        case "--work": work = remaining.popFirst()
        case "--no-peers": peers = false
        default: throw BenchmarkError("unknown argument \(argument)")
        }
    }
    let workDirectory = URL(fileURLWithPath: work ?? "\(root)/.build/bench-compare")
    try? FileManager.default.removeItem(at: workDirectory)
    try FileManager.default.createDirectory(at: workDirectory, withIntermediateDirectories: true)

    print("bench compare: rendering an iPad Pro 12.9\" @2x frame pair (1024×1366 pt, 2048×2732 px)")
    let golden = try LibraryFrame.render(shiftedCell: nil)
    let changed = try LibraryFrame.render(shiftedCell: (index: 14, dx: 3, dy: 0))
    let goldenPNG = ImageEncoder().png(golden)
    let changedPNG = ImageEncoder().png(changed)
    let goldens = workDirectory.appendingPathComponent("Snapshots")
    let goldenURL = goldens.appendingPathComponent("ipad.png")
    let changedURL = workDirectory.appendingPathComponent("ipad-changed.png")
    try FileManager.default.createDirectory(at: goldens, withIntermediateDirectories: true)
    try Data(goldenPNG).write(to: goldenURL)
    try Data(changedPNG).write(to: changedURL)
    print("  golden \(goldenPNG.count / 1024) KiB, changed \(changedPNG.count / 1024) KiB, in \(workDirectory.path)")

    let configuration = SnapshotConfiguration(
        record: .never, environment: [:], goldensDirectory: goldens,
        artifactsDirectory: workDirectory.appendingPathComponent("failures"), writesArtifacts: false)
    let verifier = SnapshotVerifier(configuration: configuration)
    let name = GoldenName(stem: "ipad")
    let anchor = workDirectory.path + "/anchor"

    // Cases run round-robin, one sample each per round, so that load from other processes on the
    // shared cores spreads over all of them; the best sample is reported, the median beside it.
    var cases: [(label: String, body: () throws -> Void)] = []
    func measure(_ label: String, _ body: @escaping () throws -> Void) {
        cases.append((label, body))
    }

    var differing = "?"
    measure("decode both PNGs only (libpng)") {
        _ = try? ImageDecoder.decodePNG(goldenPNG, path: .libpng)
        _ = try? ImageDecoder.decodePNG(changedPNG, path: .libpng)
    }
    measure("decode both PNGs only (ours: libdeflate path)") {
        _ = try? ImageSnapshot(png: goldenPNG).image()
        _ = try? ImageSnapshot(png: changedPNG).image()
    }
    measure("ours: pixel comparison only (decoded pair)") {
        precondition(!ImageComparison(expected: golden, actual: changed, tolerance: .exact).passes)
    }
    measure("ours: verify PNG, identical") {
        precondition(verifier.verify({ goldenPNG }, as: .png(), golden: name, anchor: anchor) == nil)
    }
    measure("ours: verify PNG, changed") {
        let failure = verifier.verify({ changedPNG }, as: .png(), golden: name, anchor: anchor)
        differing = failure?.facts["differingPixels"] ?? "none"
    }
    measure("ours: verify render, identical") {
        precondition(verifier.verify({ golden }, as: .image, golden: name, anchor: anchor) == nil)
    }
    measure("ours: verify render, changed") {
        precondition(verifier.verify({ changed }, as: .image, golden: name, anchor: anchor) != nil)
    }
    var withArtifacts = configuration
    withArtifacts.writesArtifacts = true
    let reportingVerifier = SnapshotVerifier(configuration: withArtifacts)
    measure("ours: verify render, changed, + artifacts & report") {
        precondition(reportingVerifier.verify({ changed }, as: .image, golden: name, anchor: anchor) != nil)
    }

    var imageMagickAE = "?"
    if peers,
        let compare = ["/usr/bin/compare", "/usr/local/bin/compare"].first(where: FileManager.default.isExecutableFile)
    {
        measure("ImageMagick compare -metric AE") {
            imageMagickAE = try runProcess(compare, ["-metric", "AE", goldenURL.path, changedURL.path, "null:"]).stderr
        }
    } else if peers {
        print("  ImageMagick's compare is not installed (apt-get install -y imagemagick); skipped")
    }
    var samples = [[Double]](repeating: [], count: cases.count)
    for round in 0...repeats {
        for (index, entry) in cases.enumerated() {
            let start = ContinuousClock.now
            try entry.body()
            // Round 0 warms the page cache, the allocator and lazy statics.
            if round > 0 { samples[index].append(seconds(ContinuousClock.now - start)) }
        }
    }
    var results = cases.indices.map { index in
        (cases[index].label, samples[index].min()!, samples[index].sorted()[samples[index].count / 2])
    }

    var pixelmatch: [String: Double] = [:]
    if peers {
        let script = "\(root)/scripts/peers/pixelmatch_bench.py"
        let output = try runProcess("/usr/bin/env", ["python3", script, goldenURL.path, changedURL.path]).stdout
        if let data = output.data(using: .utf8),
            let json = try? JSONSerialization.jsonObject(with: data) as? [String: Double]
        {
            pixelmatch = json
            let match = json["match_s"] ?? .nan
            let decode = json["decode_s"] ?? .nan
            results.append(("pixelmatch (PyPI, pure Python), match only", match, match))
            results.append(("pixelmatch: Pillow decode of both PNGs", decode, decode))
        } else {
            print("  pixelmatch did not run: \(output)")
        }
    }

    let table = Dictionary(results.map { ($0.0, $0.1) }, uniquingKeysWith: { first, _ in first })
    let decode = table["decode both PNGs only (libpng)"]!
    let ours = table["ours: verify PNG, changed"]!
    print("")
    print(
        "  \(repeats) rounds (pixelmatch: 1 run)".padding(toLength: 54, withPad: " ", startingAt: 0)
            + "best s   median s   × decode   × ours(PNG, changed)")
    for (label, best, median) in results {
        let padded = label.padding(toLength: 52, withPad: " ", startingAt: 0)
        print(
            "  \(padded) \(String(format: "%7.4f", best))    \(String(format: "%7.4f", median))"
                + "   \(String(format: "%7.2f", best / decode))   \(String(format: "%8.2f", best / ours))")
    }
    print("")
    print(
        "  differing pixels: ours \(differing), ImageMagick AE \(imageMagickAE.trimmingCharacters(in: .whitespacesAndNewlines)), pixelmatch \(pixelmatch["differing"].map { String(Int($0)) } ?? "?")"
    )
    if let magick = table["ImageMagick compare -metric AE"] {
        let speedup = magick / ours
        print(
            "  target ≥5x faster than ImageMagick: \(String(format: "%.1fx", speedup)) \(speedup >= 5 ? "met" : "NOT met")"
        )
    }
    for (label, baseline) in [
        ("libpng", decode), ("our libdeflate decoder", table["decode both PNGs only (ours: libdeflate path)"]!),
    ] {
        let overhead = ours / baseline
        print(
            "  target ≤1.2x the time to decode both PNGs (\(label)): \(String(format: "%.2fx", overhead)) "
                + (overhead <= 1.2 ? "met" : "NOT met"))
    }
}

private struct BenchmarkError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

private func seconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
}

private func runProcess(_ executable: String, _ arguments: [String]) throws -> (stdout: String, stderr: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    let output = Pipe()
    let error = Pipe()
    process.standardOutput = output
    process.standardError = error
    try process.run()
    let out = output.fileHandleForReading.readDataToEndOfFile()
    let err = error.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (String(decoding: out, as: UTF8.self), String(decoding: err, as: UTF8.self))
}

/// A UI-like frame: a grouped background, a large title, and a grid of grey rounded squares with a
/// caption under each, drawn through Cairo and Pango like the renderer draws views.
private enum LibraryFrame {
    static func render(shiftedCell: (index: Int, dx: Double, dy: Double)?) throws -> RGBAImage {
        let environment = try FontEnvironment.shared()
        let surface = try! RasterSurface(width: 1024, height: 1366, scale: 2)
        surface.fill(x: 0, y: 0, width: 1024, height: 1366, red: 0.949, green: 0.949, blue: 0.969)
        let title = TextLayout(
            text: "Library", font: FontSpec(pointSize: 34, weight: 700), scale: 2, environment: environment)
        surface.draw(title, x: 24, y: 40, red: 0, green: 0, blue: 0)
        for index in 0..<36 {
            var x = 24 + Double(index % 6) * 160
            var y = 110 + Double(index / 6) * 200
            if let shift = shiftedCell, shift.index == index {
                x += shift.dx
                y += shift.dy
            }
            roundedSquare(surface, x: x, y: y, side: 140, radius: 16, grey: 0.78 - Double(index % 3) * 0.05)
            let caption = TextLayout(
                text: "Item \(index + 1)", font: FontSpec(pointSize: 15), scale: 2, environment: environment)
            surface.draw(caption, x: x, y: y + 148, red: 0.1, green: 0.1, blue: 0.1)
        }
        return surface.image()
    }

    private static func roundedSquare(
        _ surface: RasterSurface, x: Double, y: Double, side: Double, radius: Double, grey: Double
    ) {
        let cairo = surface.cairo
        cairo_new_sub_path(cairo)
        cairo_arc(cairo, x + side - radius, y + radius, radius, -.pi / 2, 0)
        cairo_arc(cairo, x + side - radius, y + side - radius, radius, 0, .pi / 2)
        cairo_arc(cairo, x + radius, y + side - radius, radius, .pi / 2, .pi)
        cairo_arc(cairo, x + radius, y + radius, radius, .pi, 3 * .pi / 2)
        cairo_close_path(cairo)
        cairo_set_source_rgb(cairo, grey, grey, grey)
        cairo_fill(cairo)
    }
}
