import Foundation
import SnapshotRenderer

/// Checks one snapshot against its golden under a configuration: records, compares, writes failure
/// artifacts and the report. `assertSnapshot` and `verifySnapshot` are thin wrappers; tools such as
/// `generate-snapshots` use it directly with their own ``GoldenName``s.
public struct SnapshotVerifier {
    public var configuration: SnapshotConfiguration

    public init(configuration: SnapshotConfiguration = .current) {
        self.configuration = configuration
    }

    /// Returns nil when the snapshot matches its golden, else the failure (recording counts as one).
    /// `anchor` is a file inside the package, used to find default folders: goldens in `__Snapshots__`
    /// beside it, artifacts in the package's `.build/snapshot-failures`. An asynchronous snapshot is
    /// waited for up to `timeout` seconds.
    public func verify<Value, Format>(
        _ value: () throws -> Value, as strategy: Snapshotting<Value, Format>, golden name: GoldenName,
        record: SnapshotRecordMode? = nil, timeout: TimeInterval = 5, testFilter: String? = nil, anchor: String
    ) -> SnapshotFailure? {
        let mode: SnapshotRecordMode
        let goldens: URL
        let artifactsDirectory: URL
        do {
            mode = try configuration.recordMode(argument: record)
            goldens = configuration.goldensDirectory(anchor: anchor)
            artifactsDirectory = try configuration.artifactsDirectory(anchor: anchor)
        } catch {
            return SnapshotFailure(
                kind: .misconfigured, message: "\(error)", golden: name, goldenPath: "", artifacts: [],
                layoutChanges: [], environmentChanges: [], facts: [:])
        }
        var run = Run(
            configuration: configuration, strategy: strategy, name: name, mode: mode, goldens: goldens,
            artifacts: ArtifactFolder(directory: artifactsDirectory), testFilter: testFilter, timeout: timeout)
        return run.verify(value)
    }
}

/// One verification; split out so each step reads on its own.
private struct Run<Value, Format> {
    let configuration: SnapshotConfiguration
    let strategy: Snapshotting<Value, Format>
    let name: GoldenName
    let mode: SnapshotRecordMode
    let goldens: URL
    let artifacts: ArtifactFolder
    let testFilter: String?
    let timeout: TimeInterval

    var goldenURL: URL { goldens.appendingPathComponent(name.relativePath(pathExtension: strategy.pathExtension)) }
    var explanationURL: URL {
        goldens.appendingPathComponent(name.relativePath(pathExtension: strategy.explanationPathExtension))
    }

    mutating func verify(_ value: () throws -> Value) -> SnapshotFailure? {
        let pending: Async<Captured<Format>>
        do {
            pending = try strategy.capture(value())
        } catch {
            return failure(.snapshotRefused, "Snapshot \"\(name)\" was not taken: \(error)")
        }
        guard let captured = AsyncWaiter.value(of: pending, timeout: timeout) else {
            return failure(
                .timedOut,
                "Snapshot \"\(name)\" was not taken: exceeded the timeout of \(timeout) seconds waiting for it. "
                    + "Something the snapshot waits for did not finish; if it needs longer, raise `timeout:`.")
        }
        let golden: [UInt8]?
        let goldenExplanation: String?
        do {
            golden = try GoldenFile.read(goldenURL)
            goldenExplanation = try GoldenFile.read(explanationURL).map { String(decoding: $0, as: UTF8.self) }
        } catch {
            return failure(.unreadableGolden, "\(error)")
        }
        let explanationMissing = captured.explanation != nil && goldenExplanation == nil
        guard let golden, !explanationMissing else {
            return missing(captured, imageExists: golden != nil)
        }
        if mode == .all {
            return recorded(captured, headline: "Recorded \(goldenURL.path) (record mode all)")
        }
        let difference = strategy.diffing.difference(strategy.diffing.fromBytes(golden), captured.format)
        var layoutDiff: String?
        var layoutChanges: [LayoutChange] = []
        if let new = captured.explanation, let old = goldenExplanation, old != new {
            layoutDiff = LineDiff.unified(from: old, to: new)
            layoutChanges = LayoutExplanation(parsing: new).changes(since: LayoutExplanation(parsing: old))
        }
        guard difference != nil || layoutDiff != nil else {
            if configuration.writesArtifacts && artifacts.clear(name) {
                _ = try? SnapshotReport.write(in: artifacts.directory)
            }
            return nil
        }
        return mismatch(
            captured, golden: golden, difference: difference, layoutDiff: layoutDiff, layoutChanges: layoutChanges)
    }

    private func missing(_ captured: Captured<Format>, imageExists: Bool) -> SnapshotFailure {
        let what = imageExists ? "its layout explanation \(explanationURL.path)" : goldenURL.path
        switch mode {
        case .never:
            return failure(
                .missingGolden,
                "No golden for \"\(name)\": \(what) does not exist and the record mode is never. "
                    + "Record it with SNAPSHOT_TESTING_RECORD=missing \(acceptBase).")
        case .missing where configuration.isCI:
            return failure(
                .missingGolden,
                "No golden for \"\(name)\": \(what) does not exist. CI=true, so it is not recorded here: "
                    + "a CI run must check goldens, not create them. Record it locally with "
                    + "SNAPSHOT_TESTING_RECORD=missing \(acceptBase) and commit it.")
        case .missing, .failed, .all:
            return recorded(captured, headline: "Recorded a new golden at \(what)")
        }
    }

    private func recorded(_ captured: Captured<Format>, headline: String, artifactPaths: [String] = [])
        -> SnapshotFailure
    {
        do {
            try write(captured)
        } catch {
            return failure(.snapshotRefused, "Could not record \"\(name)\": \(error)")
        }
        var message = headline
        message += "\nThe assertion fails once so the new golden is looked at; run again to verify it."
        if !artifactPaths.isEmpty { message += "\nWhat it replaced: \(artifactPaths.joined(separator: ", "))" }
        return failure(.recorded, message, artifacts: artifactPaths)
    }

    /// Writes the golden, its explanation and the provenance manifest, each atomically, each only if it changes.
    private func write(_ captured: Captured<Format>) throws {
        try Self.writeIfChanged(strategy.diffing.toBytes(captured.format), to: goldenURL)
        if let explanation = captured.explanation {
            try Self.writeIfChanged(Array(explanation.utf8), to: explanationURL)
        }
        try Self.writeIfChanged(
            configuration.provenance.encoded(), to: goldens.appendingPathComponent(Provenance.fileName))
    }

    private static func writeIfChanged(_ bytes: [UInt8], to url: URL) throws {
        if (try? GoldenFile.read(url)) != bytes { try AtomicFile.write(bytes, to: url) }
    }

    private func mismatch(
        _ captured: Captured<Format>, golden: [UInt8], difference: SnapshotDifference?, layoutDiff: String?,
        layoutChanges: [LayoutChange]
    ) -> SnapshotFailure {
        let unreadable = difference?.kind == .unreadableGolden
        var lines: [String] = []
        if unreadable {
            lines.append("The golden \(goldenURL.path) cannot be decoded: \(difference!.summary)")
        } else if let difference {
            lines.append("Snapshot \"\(name)\" does not match \(goldenURL.path)")
            lines += difference.summary.split(separator: "\n").map { "  " + $0 }
        } else {
            lines.append("Snapshot \"\(name)\" matches \(goldenURL.path), but its layout explanation does not")
        }
        if let layoutDiff {
            let sidecar = explanationURL.lastPathComponent
            if layoutChanges.isEmpty {
                lines.append("Layout explanation (\(sidecar)) changed:")
                lines += layoutDiff.split(separator: "\n").prefix(20).map { "  " + $0 }
            } else {
                lines.append("Layout changes (\(sidecar)):")
                lines += layoutChanges.prefix(20).map { "  \($0)" }
                if layoutChanges.count > 20 { lines.append("  … and \(layoutChanges.count - 20) more") }
            }
        } else if captured.explanation != nil && difference != nil {
            lines.append("The layout explanation is unchanged: the views kept their frames.")
        }
        let environmentChanges = provenanceLines(into: &lines)

        var paths: [String] = []
        var record = FailureRecord(
            name: name.stem, kind: unreadable ? .unreadableGolden : .mismatch, message: "", goldenPath: goldenURL.path,
            isImage: strategy.pathExtension == "png", layoutChanges: layoutChanges.map(\.description),
            layoutDiff: layoutDiff, environmentChanges: environmentChanges, acceptCommand: acceptCommand,
            facts: difference?.facts ?? [:])
        if configuration.writesArtifacts {
            do {
                artifacts.clear(name)
                let ext = strategy.pathExtension ?? ""
                let actual = try artifacts.write(
                    strategy.diffing.toBytes(captured.format), name, role: "actual", pathExtension: ext)
                let expected = try artifacts.write(golden, name, role: "expected", pathExtension: ext)
                record.actual = artifacts.relative(actual)
                record.expected = artifacts.relative(expected)
                paths += [actual.path, expected.path]
                for artifact in difference?.artifacts ?? [] {
                    let bytes = artifact.contents()
                    let url = try artifacts.write(
                        bytes, name, role: artifact.role, pathExtension: artifact.pathExtension)
                    paths.append(url.path)
                    if artifact.role == "diff" { record.diff = artifacts.relative(url) }
                    if artifact.pathExtension == "txt" { record.textDiff = String(decoding: bytes, as: UTF8.self) }
                }
                if let layoutDiff {
                    let url = try artifacts.write(
                        Array(layoutDiff.utf8), name, role: "layout-diff", pathExtension: "txt")
                    paths.append(url.path)
                }
                lines.append(
                    configuration.resolvedDiffTool(currentFilePath: goldenURL.path, failedFilePath: actual.path))
                lines.append(
                    "Artifacts: \(paths.map { artifacts.relative(URL(fileURLWithPath: $0)) }.joined(separator: ", "))")
                lines.append(
                    "  in \(artifacts.directory.path); report: \(artifacts.directory.appendingPathComponent("index.html").path)"
                )
            } catch {
                lines.append("Failure artifacts could not be written: \(error)")
            }
        }

        if mode == .failed {
            do {
                try write(captured)
                lines.insert(
                    "Recorded over the failing golden \(goldenURL.path) (record mode failed). What changed:", at: 0)
                lines.append("The assertion fails once so the new golden is looked at; run again to verify it.")
            } catch {
                lines.append("Could not record over the golden: \(error)")
            }
        } else {
            lines.append("If the change is intended, accept it: \(acceptCommand)")
        }
        let kind: SnapshotFailure.Kind = mode == .failed ? .recorded : unreadable ? .unreadableGolden : .mismatch
        let message = lines.joined(separator: "\n")
        if configuration.writesArtifacts {
            record.message = message
            record.kind = kind
            if (try? artifacts.write(record.encoded(), name, role: "failure", pathExtension: "json")) != nil {
                _ = try? SnapshotReport.write(in: artifacts.directory)
            }
        }
        var result = failure(kind, message, artifacts: paths)
        result.layoutChanges = layoutChanges
        result.environmentChanges = environmentChanges
        result.facts = difference?.facts ?? [:]
        return result
    }

    /// Appends what the recorded provenance says about this failure; returns the environment changes.
    private func provenanceLines(into lines: inout [String]) -> [String] {
        let manifest = goldens.appendingPathComponent(Provenance.fileName)
        guard let bytes = try? GoldenFile.read(manifest) else {
            lines.append("No \(Provenance.fileName) beside the goldens, so the environment cannot be compared.")
            return []
        }
        guard let recorded = Provenance.decode(bytes) else {
            lines.append("\(manifest.path) is not readable provenance, so the environment cannot be compared.")
            return []
        }
        let changes = configuration.provenance.differences(from: recorded)
        if changes.isEmpty {
            lines.append(
                "Environment unchanged since the goldens were recorded (renderer, libraries, fonts): "
                    + "the difference comes from the code.")
        } else {
            lines.append(
                "The environment changed since the goldens were recorded, not (only) the code: "
                    + changes.joined(separator: "; "))
        }
        return changes
    }

    private var acceptBase: String {
        configuration.acceptCommand.replacingOccurrences(of: "SNAPSHOT_TESTING_RECORD=failed ", with: "")
    }

    private var acceptCommand: String {
        guard let testFilter else { return configuration.acceptCommand }
        return "\(configuration.acceptCommand) --filter '\(testFilter)'"
    }

    private func failure(_ kind: SnapshotFailure.Kind, _ message: String, artifacts: [String] = []) -> SnapshotFailure {
        SnapshotFailure(
            kind: kind, message: message, golden: name, goldenPath: goldenURL.path, artifacts: artifacts,
            layoutChanges: [], environmentChanges: [], facts: [:])
    }
}
