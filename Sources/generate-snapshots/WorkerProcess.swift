import Foundation

/// A worker process, forked or spawned, as far as its coordinator waits for it.
final class WorkerProcess {
    let id: Int32
    /// Spawned workers are Foundation's to reap (it watches them from a thread of its own).
    private let spawned: Process?

    init(spawned process: Process) {
        id = process.processIdentifier
        spawned = process
    }

    init(forked id: Int32) {
        self.id = id
        spawned = nil
    }

    var forked: Bool { spawned == nil }

    /// Waits for the worker to exit; its exit status, or 128 plus the signal that ended it.
    func waitUntilExit() -> Int32 {
        if let spawned {
            spawned.waitUntilExit()
            return spawned.terminationStatus
        }
        var status: Int32 = 0
        while waitpid(id, &status, 0) < 0 {
            guard errno == EINTR else { return 128 }
        }
        // <sys/wait.h>'s WIFEXITED and WEXITSTATUS and WTERMSIG, which Swift does not import (macros).
        let signal = status & 0x7f
        return signal == 0 ? (status >> 8) & 0xff : 128 + signal
    }
}
