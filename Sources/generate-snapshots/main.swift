import Foundation
import OpenUIKit
import ReferenceScenes
import SnapshotRenderer
import SnapshotTesting
import Typesetter

setvbuf(stdout, nil, _IOLBF, 0)
HeapReuse.enable()
let processStart = DispatchTime.now().uptimeNanoseconds

func fail(_ message: String, status: Int32) -> Never {
    FileHandle.standardError.write(Data("generate-snapshots: \(message)\n".utf8))
    exit(status)
}

let options: Options
do {
    options = try Options.parse(Array(CommandLine.arguments.dropFirst()))
} catch {
    fail("\(error)\nRun with --help for the options.", status: 2)
}

if options.help {
    print(Options.usage)
    exit(0)
}
if options.list {
    print("scenes:")
    let column = String(repeating: " ", count: 38)
    for scene in Scene.all {
        print("  \(scene.name.padding(toLength: 36, withPad: " ", startingAt: 0))\(scene.summary)")
        let variants = scene.traitVariants.map {
            SnapshotJob(scene: scene, configuration: DeviceConfiguration(device: scene.devices[0], traits: $0))
                .variantName
        }
        var matrix = "variants: \(variants.joined(separator: ", "))"
        if scene.devices != DefaultMatrix.devices || scene.orientations != DefaultMatrix.orientations {
            matrix +=
                "; devices: \(scene.devices.map(\.name).joined(separator: ", ")); "
                + "orientations: \(scene.orientations.map(\.rawValue).joined(separator: ", "))"
        }
        print(column + matrix)
    }
    print("devices:")
    for device in Device.all {
        print("  \(device.name.padding(toLength: 36, withPad: " ", startingAt: 0))\(device.displayName)")
    }
    exit(0)
}

// A spawned worker waits for the fonts its coordinator verified; a coordinator that spawns its workers
// starts them now, so that their start-up overlaps its font verification, and one that forks them does so
// once the fonts are loaded (``Coordinator``).
var fontStart = processStart
var coordinator: Coordinator?
let criticalPath = CriticalPath(start: processStart)
if options.worker {
    switch Worker.receiveFonts() {
    case .fonts: fontStart = DispatchTime.now().uptimeNanoseconds
    case .closed: exit(0)
    case .malformed(let line):
        print("error\tfonts\tnot the fonts message: '\(line)'")
        exit(1)
    }
} else if !options.check && !options.prune {
    signal(SIGPIPE, SIG_IGN)
    let early = Coordinator(
        options: options, output: URL(fileURLWithPath: options.output).standardizedFileURL,
        criticalPath: criticalPath)
    // Spawned workers start now; forked ones once the fonts are loaded, below.
    if !Coordinator.forksWorkers {
        do {
            try early.startWorkers()
        } catch {
            early.abandon()
            fail("cannot start the workers: \(error)", status: 1)
        }
    }
    coordinator = early
}

// Fonts first: a missing or different pinned font stops here, naming the file, before any work.
do {
    _ = try FontEnvironment.shared()
} catch {
    coordinator?.abandon()
    fail("\(error)", status: 1)
}
let fontSeconds = PhaseTimings.seconds(since: fontStart)

let output: URL
do {
    let folder = URL(fileURLWithPath: options.output)
    if options.check || options.prune {
        output = try OutputFolder.existing(folder, forPruning: options.prune)
    } else {
        output = try OutputFolder.prepare(folder)
    }
} catch {
    coordinator?.abandon()
    fail("\(error)", status: 1)
}

if options.worker {
    // A worker: render the units the coordinator sends, one number a line, and report each file on one
    // line; `ready` asks for the next unit. A closed input means the queue is empty.
    signal(SIGPIPE, SIG_IGN)
    if let spawned = ProcessInfo.processInfo.environment[Coordinator.spawnTimeVariable].flatMap(UInt64.init),
        spawned <= processStart
    {
        print(PhaseTimings.reportLine(phase: "worker start-up", seconds: Double(processStart - spawned) / 1e9))
    }
    print(PhaseTimings.reportLine(phase: "font loading", seconds: fontSeconds))
    // Where the coordinator collects the thumbnails of the sheets it composes.
    let thumbnails = ProcessInfo.processInfo.environment[Coordinator.thumbnailsVariable].map(URL.init(fileURLWithPath:))
    exit(Worker.serve(units: WorkUnit.units(of: options), output: output, thumbnails: thumbnails))
}

if options.check || options.prune {
    let check = GoldenCheck(options: options, output: output)
    var failed = false
    if options.check {
        let failures = check.verify()
        let sheets = check.verifySheets()
        for message in failures + sheets.failures { FileHandle.standardError.write(Data((message + "\n").utf8)) }
        let (orphans, notOurs) = check.survey()
        for orphan in orphans { print("orphan  \(orphan)") }
        for file in notOurs { print("not ours  \(file)") }
        print(
            "\(options.matrix.count - failures.count) of \(options.matrix.count) goldens match; "
                + "\(sheets.checked - sheets.failures.count) of \(sheets.checked) contact sheets match; "
                + "\(orphans.count) orphans; \(notOurs.count) files not ours (left alone)")
        failed = !failures.isEmpty || !sheets.failures.isEmpty || (!orphans.isEmpty && !options.prune)
    }
    if options.prune {
        do {
            for removed in try check.prune() { print("removed \(removed)") }
        } catch {
            fail("\(error)", status: 1)
        }
    }
    exit(failed ? 1 : 0)
}

do {
    criticalPath.mark("coordinator", "fonts ready", at: processStart + UInt64(fontSeconds * 1e9))
    guard let coordinator, coordinator.output == output else {
        fatalError("the coordinator was started for another folder than \(output.path)")
    }
    if Coordinator.forksWorkers {
        do {
            try coordinator.forkWorkers()
        } catch {
            coordinator.abandon()
            fail("cannot start the workers: \(error)", status: 1)
        }
    } else {
        coordinator.releaseWorkers()
    }
    let (progress, sheets) = try coordinator.run()
    progress.timings.add("font loading", fontSeconds)
    // Sheets the units could not compose from memory (a partial run): from the goldens in the folder.
    let notes = try progress.timings.measure("contact sheets") {
        try ContactSheetWriter(options: options, output: output).writeSheets(except: sheets)
    }
    for note in notes {
        FileHandle.standardError.write(Data("generate-snapshots: \(note)\n".utf8))
    }
    try progress.timings.measure("provenance") {
        try OutputFile.write(Provenance.current.encoded(), to: output.appendingPathComponent(Provenance.fileName))
    }
    criticalPath.mark("coordinator", "provenance written")
    FileHandle.standardError.write(Data((progress.summary(output: output.path) + "\n").utf8))
    if options.timings {
        let wall = PhaseTimings.seconds(since: processStart)
        FileHandle.standardError.write(Data((progress.timings.table(wallSeconds: wall) + "\n").utf8))
        FileHandle.standardError.write(Data((criticalPath.table() + "\n").utf8))
    }
} catch {
    fail("\(error)", status: 1)
}
