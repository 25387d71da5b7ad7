import Foundation
import OpenUIKit
import ReferenceScenes
import SnapshotRenderer

/// The command line, parsed and checked before any work starts.
struct Options {
    static let defaultDevices = DefaultMatrix.devices

    var scenes: [Scene] = Scene.all
    var devices: [Device] = defaultDevices
    var orientations: [Orientation] = DefaultMatrix.orientations
    var contentSizes: [UIContentSizeCategory] = [.large]
    var appearances: [UIUserInterfaceStyle] = [.light]
    var layoutDirections: [UITraitEnvironmentLayoutDirection] = [.leftToRight]
    var output = "Snapshots"
    var jobs = max(1, ProcessInfo.processInfo.activeProcessorCount)
    var shard = Slice(index: 0, count: 1)
    var chrome = false
    var scrollIndicators = true
    var list = false
    var help = false
    /// Verify goldens against fresh renders and list orphans instead of writing.
    var check = false
    /// Remove goldens that no scene of the full matrix produces.
    var prune = false
    /// Print the seconds each phase took, summed over the worker processes.
    var timings = false
    /// Internal: a worker process started by `--jobs`; renders the units its coordinator sends on
    /// standard input, one number a line, and reports in lines.
    var worker = false

    /// Every `count`-th job starting at `index` (0-based), so shards are fixed by the matrix alone.
    struct Slice: Equatable {
        var index: Int
        var count: Int
        func contains(_ position: Int) -> Bool { position % count == index }
        var argument: String { "\(index + 1)/\(count)" }

        static func parse(_ text: String, flag: String) throws(UsageError) -> Slice {
            let parts = text.split(separator: "/").map { Int($0) }
            guard parts.count == 2, let i = parts[0], let n = parts[1], n >= 1, (1...n).contains(i) else {
                throw UsageError("\(flag) takes i/n with 1 ≤ i ≤ n, got '\(text)'")
            }
            return Slice(index: i - 1, count: n)
        }
    }

    static let usage = """
        usage: generate-snapshots [options]

        Renders the reference scenes on a device matrix into PNG files, with each screen's layout dump
        beside it, and a contact sheet per scene.

          --scene NAME[,NAME]         scenes to render (default: all; --list shows them)
          --device NAME[,NAME]        devices (default: \(defaultDevices.map(\.name).joined(separator: ", ")))
          --orientation portrait|landscape|both
                                      (default: both)
          --content-size NAME[,NAME]  Dynamic Type sizes: xs s m l xl xxl xxxl ax1 … ax5 (default: l)
          --appearance light|dark|both
          --layout-direction ltr|rtl|both
          --output DIR                where files go (default: Snapshots)
          --jobs N                    processes rendering at once, this one included (default: all cores)
          --shard i/n                 render only the i-th of n equal parts of the matrix
          --chrome                    draw the status bar and home indicator
          --no-scroll-indicators      hide scroll indicators
          --check                     verify the goldens in the output folder against fresh renders
                                      and list goldens that no scene produces; writes nothing
          --prune                     remove orphans: this command's files for devices outside the default
                                      matrix and --device (with --check: after it); files it does not
                                      name are never touched
          --timings                   print the seconds each phase took (start-up, fonts, layout, dumps,
                                      raster, encoding, writes, contact sheets, provenance)
          --list                      list scenes and devices, then stop
          --help                      this text

        Files: <output>/<scene>/<device>-<orientation>[-dark][-rtl][-<size>][-chrome].png (+ .layout.txt layout dump)
        """

    static func parse(_ arguments: [String]) throws(UsageError) -> Options {
        var options = Options()
        var remaining = arguments[...]
        func value(_ flag: String) throws(UsageError) -> String {
            guard let next = remaining.popFirst(), !next.hasPrefix("--") else {
                throw UsageError("\(flag) needs a value")
            }
            return next
        }
        /// Comma-separated names; an empty list (`""`, `,`) is a mistake, never "all" or "none".
        func list(_ flag: String) throws(UsageError) -> [String] {
            let text = try value(flag)
            let names = text.split(separator: ",").map { String($0).trimmingCharacters(in: .whitespaces) }
                .filter { !$0.isEmpty }
            guard !names.isEmpty else { throw UsageError("\(flag) needs at least one name, got '\(text)'") }
            return names
        }
        while let argument = remaining.popFirst() {
            switch argument {
            case "--scene":
                options.scenes = try list(argument).map { name throws(UsageError) in
                    guard let scene = Scene.named(name) else {
                        throw .unknown("scene", name, among: Scene.all.map(\.name))
                    }
                    return scene
                }
            case "--device":
                options.devices = try list(argument).map { name throws(UsageError) in
                    guard let device = Device.named(name) else {
                        throw .unknown("device", name, among: Device.all.map(\.name))
                    }
                    return device
                }
            case "--orientation":
                options.orientations = try choice(
                    value(argument), argument,
                    ["portrait": [.portrait], "landscape": [.landscape], "both": [.portrait, .landscape]])
            case "--content-size":
                options.contentSizes = try list(argument).map { name throws(UsageError) in
                    let names = UIContentSizeCategory.shortNames
                    guard let match = names.first(where: { $0.name == name.lowercased() }) else {
                        throw .unknown("content size", name, among: names.map(\.name))
                    }
                    return match.category
                }
            case "--appearance":
                options.appearances = try choice(
                    value(argument), argument, ["light": [.light], "dark": [.dark], "both": [.light, .dark]])
            case "--layout-direction":
                options.layoutDirections = try choice(
                    value(argument), argument,
                    ["ltr": [.leftToRight], "rtl": [.rightToLeft], "both": [.leftToRight, .rightToLeft]])
            case "--output":
                options.output = try value(argument)
                guard !options.output.trimmingCharacters(in: .whitespaces).isEmpty else {
                    throw UsageError("--output needs a folder, got an empty path")
                }
            case "--jobs":
                guard let jobs = Int(try value(argument)), jobs >= 1 else {
                    throw UsageError("--jobs takes a positive number")
                }
                options.jobs = jobs
            case "--shard":
                options.shard = try Slice.parse(try value(argument), flag: argument)
            case "--worker": options.worker = true
            case "--chrome": options.chrome = true
            case "--no-scroll-indicators": options.scrollIndicators = false
            case "--list": options.list = true
            case "--check": options.check = true
            case "--prune": options.prune = true
            case "--timings": options.timings = true
            case "--help", "-h": options.help = true
            default:
                let flags = [
                    "--scene", "--device", "--orientation", "--content-size", "--appearance", "--layout-direction",
                    "--output", "--jobs", "--shard", "--chrome", "--no-scroll-indicators", "--list", "--check",
                    "--prune", "--timings", "--help",
                ]
                throw .unknown("option", argument, among: flags)
            }
        }
        return options
    }

    private static func choice<T>(_ text: String, _ flag: String, _ choices: [String: [T]]) throws(UsageError) -> [T] {
        guard let value = choices[text.lowercased()] else {
            throw .unknown("value for \(flag)", text, among: choices.keys.sorted())
        }
        return value
    }

    /// The whole matrix in a fixed order; the shard picks from it by position.
    var matrix: [SnapshotJob] {
        var jobs: [SnapshotJob] = []
        for scene in scenes {
            for device in devices {
                for orientation in orientations {
                    for size in contentSizes {
                        for appearance in appearances {
                            for direction in layoutDirections {
                                let configuration = DeviceConfiguration(
                                    device: device, orientation: orientation, contentSizeCategory: size,
                                    userInterfaceStyle: appearance, layoutDirection: direction,
                                    showsScrollIndicators: scrollIndicators, showsChrome: chrome)
                                jobs.append(SnapshotJob(scene: scene, configuration: configuration))
                            }
                        }
                    }
                }
            }
        }
        return jobs.enumerated().filter { shard.contains($0.offset) }.map(\.element)
    }
}

/// One file to render.
struct SnapshotJob {
    let scene: Scene
    let configuration: DeviceConfiguration
    var stem: String { "\(scene.name)/\(configuration.fileStem)" }
    var relativePath: String { stem + ".png" }
    /// The layout dump beside the image, named as `SnapshotTesting` names an image's explanation.
    var layoutDumpPath: String { stem + ".layout.txt" }
}
