import Foundation

/// Keeps glibc from mapping and unmapping every large buffer. A snapshot allocates surfaces and
/// buffers of megabytes; above the mmap threshold each is mapped afresh and unmapped on release, so
/// its pages fault in again, zeroed by the kernel, for the next snapshot: five times the page faults
/// and twice the system time of a run that reuses them. Served from the heap and not trimmed, they are
/// reused; a run keeps its peak memory (a few hundred megabytes) until it exits, soon after.
enum HeapReuse {
    static func enable() {
        // `mallopt` from <malloc.h>, which Swift's Glibc module leaves out; its option numbers are
        // glibc's ABI. The threshold's ceiling is 32 MB on 64-bit systems, above any surface of the matrix.
        typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
        let trimThreshold: Int32 = -1
        let mmapThreshold: Int32 = -3
        guard let symbol = dlsym(nil, "mallopt") else { return }
        let mallopt = unsafeBitCast(symbol, to: Mallopt.self)
        _ = mallopt(mmapThreshold, 32 << 20)
        _ = mallopt(trimThreshold, 1 << 30)
    }
}
