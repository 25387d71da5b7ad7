import Foundation

/// The units not yet taken: snapshots in order, and each sheet once every snapshot it shows is done.
/// Sheets go first whenever one is ready, so that thumbnails do not pile up: to the coordinator (it holds
/// its own thumbnails in memory and reads the workers'), and to a worker too for a sheet whose every
/// thumbnail is in the folder (``WorkUnit``'s `anyProcess`); a coordinator with nothing ready waits for a
/// worker to finish a snapshot.
final class UnitQueue: @unchecked Sendable {
    private let condition = NSCondition()
    private let snapshots: [Int]
    private var taken = 0
    /// For each sheet unit not yet ready, how many of its snapshots are not done.
    private var missing: [Int: Int] = [:]
    /// For each snapshot unit that feeds a sheet, that sheet's unit.
    private var sheetOf: [Int: Int] = [:]
    private var readySheets: [Int] = []
    /// The sheet units a worker may take.
    private var anyProcessSheets: Set<Int> = []
    private var cancelled = false
    /// When the last snapshot unit finished (monotonic nanoseconds), once all have.
    private(set) var lastSnapshotFinished: UInt64?
    private var snapshotsFinished = 0
    private let snapshotUnits: Set<Int>

    init(units: [WorkUnit]) {
        var snapshots: [Int] = []
        for (index, unit) in units.enumerated() {
            switch unit.work {
            case .snapshot(_, let sheet):
                snapshots.append(index)
                if let sheet { sheetOf[index] = sheet }
            case .sheet(_, let shown, let anyProcess):
                if anyProcess { anyProcessSheets.insert(index) }
                if shown.isEmpty {
                    readySheets.append(index)
                } else {
                    missing[index] = shown.count
                }
            }
        }
        self.snapshots = snapshots
        snapshotUnits = Set(snapshots)
    }

    var snapshotCount: Int { snapshots.count }

    /// A worker's next unit: a ready sheet it may compose, else a snapshot; nil when none is left.
    func nextForWorker() -> Int? {
        condition.lock()
        defer { condition.unlock() }
        if !cancelled, let ready = readySheets.firstIndex(where: anyProcessSheets.contains) {
            return readySheets.remove(at: ready)
        }
        return takeSnapshot()
    }

    /// The coordinator's next unit: a ready sheet, else a snapshot, else (sheets still waiting on the
    /// workers' snapshots) it waits, and tells `waiting` for how long (nanoseconds). Nil when
    /// everything is taken, or after a failure.
    func nextForCoordinator(waiting: (UInt64) -> Void = { _ in }) -> Int? {
        condition.lock()
        defer { condition.unlock() }
        while !cancelled {
            if !readySheets.isEmpty { return readySheets.removeFirst() }
            if let snapshot = takeSnapshot() { return snapshot }
            if missing.isEmpty { return nil }
            let start = DispatchTime.now().uptimeNanoseconds
            condition.wait()
            waiting(DispatchTime.now().uptimeNanoseconds - start)
        }
        return nil
    }

    /// A snapshot unit is done, its files and thumbnail written: its sheet may be ready.
    func finish(_ unit: Int) {
        condition.lock()
        defer { condition.unlock() }
        if snapshotUnits.contains(unit) {
            snapshotsFinished += 1
            if snapshotsFinished == snapshots.count { lastSnapshotFinished = DispatchTime.now().uptimeNanoseconds }
        }
        guard let sheet = sheetOf[unit], let count = missing[sheet] else { return }
        if count == 1 {
            missing[sheet] = nil
            readySheets.append(sheet)
            condition.broadcast()
        } else {
            missing[sheet] = count - 1
        }
    }

    /// After a failure: no unit is handed out any more, and a waiting coordinator stops waiting.
    func cancel() {
        condition.lock()
        cancelled = true
        condition.broadcast()
        condition.unlock()
    }

    private func takeSnapshot() -> Int? {
        guard !cancelled, taken < snapshots.count else { return nil }
        taken += 1
        return snapshots[taken - 1]
    }
}
