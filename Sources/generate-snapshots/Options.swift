import Foundation
import OpenUIKit
import ReferenceScenes
import SnapshotRenderer

/// The command line, parsed and checked before any work starts.
struct Options {
    var scenes: [Scene] = Scene.all
    /// Whether `--scene` named the scenes: then each must have something to render.
    var scenesNamed = false
    /// Devices and orientations instead of each scene's own (nil: the scene's).
    var devices: [Device]?
    var orientations: [Orientation]?
    /// Trait filters over each scene's declared variants (nil: any value); with `undeclaredVariants`,
    /// the values whose combinations are rendered instead (nil: the device's own, l, light, ltr).
    var contentSizes: [UIContentSizeCategory]?
    var appearances: [UIUserInterfaceStyle]?
    var layoutDirections: [UITraitEnvironmentLayoutDirection]?
    var undeclaredVariants = false
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

        Renders the reference scenes into PNG files, with each screen's layout dump beside it, and a
        contact sheet per scene and trait variant. By default every scene on its devices (the default
        matrix: \(DefaultMatrix.devices.map(\.name).joined(separator: ", ")), portrait and landscape) in
        each trait variant it declares (--list shows them): exactly the goldens in Snapshots/.

          --scene NAME[,NAME]         scenes to render (default: all)
          --device NAME[,NAME]        devices instead of each scene's own (any device --list shows)
          --orientation portrait|landscape|both
                                      orientations instead of each scene's own
          --content-size NAME[,NAME]  Dynamic Type sizes: xs s m l xl xxl xxxl ax1 … ax5
          --appearance light|dark|both
          --layout-direction ltr|rtl|both
                                      these three select among the variants each scene declares: only
                                      those with the given values (--appearance dark: the dark ones);
                                      a scene named by --scene that has none is a mistake
          --undeclared-variants       render every combination of the three options above instead
                                      (l, light, ltr where one is not given), declared or not: for trying
                                      a variant out, in another --output
          --output DIR                where files go (default: Snapshots)
          --jobs N                    processes rendering at once, this one included (default: all cores)
          --shard i/n                 render only the i-th of n equal parts of the matrix
          --chrome                    draw the status bar and home indicator
          --no-scroll-indicators      hide scroll indicators
          --check                     verify the goldens in the output folder against fresh renders
                                      and list goldens that no scene produces; writes nothing
          --prune                     remove orphans: this command's files for devices outside their
                                      scene's and --device, or for variants their scene does not declare
                                      (kept with --undeclared-variants); with --check: after it; files
                                      it does not name are never touched
          --timings                   print the seconds each phase took (start-up, fonts, layout, dumps,
                                      raster, encoding, writes, contact sheets, provenance)
          --list                      list scenes with their variants, and devices, then stop
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
        // As given, for the message when they select nothing.
        let traitFlags = ["--content-size", "--appearance", "--layout-direction"]
        var traitOptions: [String] = []
        while let argument = remaining.popFirst() {
            if traitFlags.contains(argument), let given = remaining.first {
                traitOptions.append("\(argument) \(given)")
            }
            switch argument {
            case "--scene":
                options.scenes = try list(argument).map { name throws(UsageError) in
                    guard let scene = Scene.named(name) else {
                        throw .unknown("scene", name, among: Scene.all.map(\.name))
                    }
                    return scene
                }
                options.scenesNamed = true
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
            case "--undeclared-variants": options.undeclaredVariants = true
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
                    "--undeclared-variants", "--output", "--jobs", "--shard", "--chrome", "--no-scroll-indicators",
                    "--list", "--check", "--prune", "--timings", "--help",
                ]
                throw .unknown("option", argument, among: flags)
            }
        }
        if !options.help && !options.list && !options.worker && (options.check || !options.prune) {
            try options.checkSelection(traitOptions)
        }
        return options
    }

    /// Trait options that leave nothing to render are a mistake: for a scene `--scene` names, or for the
    /// whole run. (Pruning alone reads names only, so it takes any filter.)
    private func checkSelection(_ traitOptions: [String]) throws(UsageError) {
        let selection = "a variant that \(traitOptions.joined(separator: " ")) selects"
        let remedy = "--undeclared-variants renders one anyway"
        if scenesNamed {
            for scene in scenes where configurations(of: scene).isEmpty {
                let declared = scene.traitVariants.map {
                    SnapshotJob(scene: scene, configuration: DeviceConfiguration(device: scene.devices[0], traits: $0))
                        .variantName
                }
                throw UsageError(
                    "scene \(scene.name) does not declare \(selection) (its variants: "
                        + "\(declared.joined(separator: ", "))); \(remedy)")
            }
        } else if scenes.allSatisfy({ configurations(of: $0).isEmpty }) {
            throw UsageError("no scene declares \(selection); \(remedy)")
        }
    }

    private static func choice<T>(_ text: String, _ flag: String, _ choices: [String: [T]]) throws(UsageError) -> [T] {
        guard let value = choices[text.lowercased()] else {
            throw .unknown("value for \(flag)", text, among: choices.keys.sorted())
        }
        return value
    }

    /// The whole matrix in a fixed order (scene by scene, each variant on each device in each
    /// orientation); the shard picks from it by position.
    var matrix: [SnapshotJob] {
        let jobs = scenes.flatMap { scene in
            configurations(of: scene).map { SnapshotJob(scene: scene, configuration: $0) }
        }
        return jobs.enumerated().filter { shard.contains($0.offset) }.map(\.element)
    }

    /// What the run renders of a scene: its declared variants that the trait options select (or their
    /// combinations, with `--undeclared-variants`), each on its devices in its orientations unless
    /// `--device` and `--orientation` say otherwise.
    func configurations(of scene: Scene) -> [DeviceConfiguration] {
        let variants: [UITraitCollection]
        if undeclaredVariants {
            variants = (contentSizes ?? [.large]).flatMap { size in
                (appearances ?? [.light]).flatMap { appearance in
                    (layoutDirections ?? [.leftToRight]).map { direction in
                        UITraitCollection(traitsFrom: [
                            UITraitCollection(preferredContentSizeCategory: size),
                            UITraitCollection(userInterfaceStyle: appearance),
                            UITraitCollection(layoutDirection: direction),
                        ])
                    }
                }
            }
        } else {
            variants = scene.traitVariants
        }
        var configurations: [DeviceConfiguration] = []
        for traits in variants {
            for device in devices ?? scene.devices {
                for orientation in orientations ?? scene.orientations {
                    let configuration = DeviceConfiguration(
                        device: device, orientation: orientation, traits: traits,
                        showsScrollIndicators: scrollIndicators, showsChrome: chrome)
                    if selects(configuration) { configurations.append(configuration) }
                }
            }
        }
        return configurations
    }

    private func selects(_ configuration: DeviceConfiguration) -> Bool {
        (appearances?.contains(configuration.userInterfaceStyle) ?? true)
            && (layoutDirections?.contains(configuration.layoutDirection) ?? true)
            && (contentSizes?.contains(configuration.contentSizeCategory) ?? true)
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
    /// The trait variant's part of the file name (`dark`, `rtl-ax5`; empty for the device's own traits).
    var variant: String { configuration.fileStem.split(separator: "-").dropFirst(2).joined(separator: "-") }
    /// The variant as `--list` and messages name it.
    var variantName: String { variant.isEmpty ? "default" : variant }
}
