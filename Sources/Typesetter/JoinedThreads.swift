import Foundation

/// Runs work on threads started for it and joined before returning, so that afterwards the process has
/// no thread but its own: Dispatch's pool keeps its threads parked for seconds, and `generate-snapshots`
/// forks its workers after the fonts are verified, which is only safe in a single-threaded process.
enum JoinedThreads {
    /// Calls `body` once for each of `0..<count`, taken in order by up to `threads` threads (the calling
    /// one included); returns when every call has returned and every started thread has been joined.
    static func forEach(_ count: Int, threads: Int, _ body: @escaping @Sendable (Int) -> Void) {
        let next = NextIndex(count: count)
        let work: @Sendable () -> Void = {
            while let index = next.take() { body(index) }
        }
        var started: [pthread_t] = []
        for _ in 1..<max(1, min(threads, count)) {
            let context = Unmanaged.passRetained(Work(work)).toOpaque()
            var thread = pthread_t()
            let status = pthread_create(
                &thread, nil,
                { context in
                    Unmanaged<Work>.fromOpaque(context!).takeRetainedValue().body()
                    return nil
                }, context)
            if status == 0 {
                started.append(thread)
            } else {
                // No thread to be had: the calling thread takes its share.
                Unmanaged<Work>.fromOpaque(context).release()
            }
        }
        work()
        for thread in started { pthread_join(thread, nil) }
    }

    private final class Work {
        let body: @Sendable () -> Void
        init(_ body: @escaping @Sendable () -> Void) { self.body = body }
    }

    private final class NextIndex: @unchecked Sendable {
        private let lock = NSLock()
        private var next = 0
        private let count: Int

        init(count: Int) { self.count = count }

        func take() -> Int? {
            lock.lock()
            defer { lock.unlock() }
            guard next < count else { return nil }
            next += 1
            return next - 1
        }
    }
}
