import CDeflate
import Foundation
import SnapshotRenderer

/// One input of the PNG fuzzer (`scripts/fuzz png`): every decoder must return or refuse, never trap,
/// and whatever the libdeflate fast path decodes, libpng must decode to the same pixels. A
/// disagreement traps on purpose, so that libFuzzer keeps the input.
enum PNGFuzzTarget {
    /// The input as it is (the CRC check is fuzzed too), then with every chunk's CRC made right, so
    /// that mutations reach the decoders instead of stopping at the first CRC.
    static func check(_ bytes: [UInt8]) {
        checkOnce(bytes)
        let repaired = withCorrectCRCs(bytes)
        if repaired != bytes { checkOnce(repaired) }
    }

    static func withCorrectCRCs(_ bytes: [UInt8]) -> [UInt8] {
        var copy = bytes
        var offset = 8
        while copy.count - offset >= 12 {
            let length =
                Int(copy[offset]) << 24 | Int(copy[offset + 1]) << 16 | Int(copy[offset + 2]) << 8
                | Int(copy[offset + 3])
            guard length <= copy.count - offset - 12 else { break }
            let crc = copy.withUnsafeBufferPointer { libdeflate_crc32(0, $0.baseAddress! + offset + 4, length + 4) }
            for index in 0..<4 {
                copy[offset + 8 + length + index] = UInt8(truncatingIfNeeded: crc >> (24 - 8 * index))
            }
            offset += length + 12
        }
        return copy
    }

    private static func checkOnce(_ bytes: [UInt8]) {
        // The structure check comes first in `PNGDecoder.decode` too: past it, sizes are bounded.
        guard (try? PNGStructure(bytes, maximumPixels: PNGDecoder.defaultMaximumPixels)) != nil else { return }
        let decoded = try? PNGDecoder.decode(bytes)
        // The row-at-a-time path (golden comparison) must hand over exactly the fast path's pixels.
        var rows: [UInt8] = []
        let streamed = FastPNGDecoder.forEachRow(bytes) { width, _, _, row in
            rows.append(contentsOf: UnsafeBufferPointer(start: row, count: width * 4))
        }
        guard let fast = FastPNGDecoder.decode(bytes) else {
            guard streamed == nil else { fatalError("rows were streamed from a file the fast path refuses") }
            return
        }
        guard streamed != nil, rows == fast.pixels else { fatalError("the streamed rows differ from the fast path") }
        guard let libpng = try? PNGDecoder.decodeWithLibPNG(bytes) else {
            fatalError("the fast path decoded a file that libpng refuses")
        }
        guard fast == libpng else { fatalError("the fast path and libpng decode different pixels") }
        guard decoded == fast else { fatalError("PNGDecoder.decode refused a file both decoders read") }
    }
}

/// `scripts/fuzz png` builds with `-sanitize=fuzzer -DFUZZING`: `main` hands the command line to
/// libFuzzer's driver (SwiftPM's own entry point is kept, so libFuzzer's `main` is not needed).
/// Built plainly, it replays the files named on the command line, such as a crash libFuzzer saved.
@main
struct PNGFuzzMain {
    static func main() {
        #if FUZZING
            var argc = CommandLine.argc
            var argv = Optional(CommandLine.unsafeArgv)
            exit(runFuzzerDriver(&argc, &argv, fuzzOneInput))
        #else
            for path in CommandLine.arguments.dropFirst() {
                guard let data = FileManager.default.contents(atPath: path) else { fatalError("cannot read \(path)") }
                PNGFuzzTarget.check([UInt8](data))
                print("ok \(path)")
            }
        #endif
    }
}

#if FUZZING
    @_silgen_name("LLVMFuzzerRunDriver")
    func runFuzzerDriver(
        _ argc: UnsafeMutablePointer<CInt>,
        _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
        _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
    ) -> CInt

    @_cdecl("LLVMFuzzerTestOneInput")
    func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
        PNGFuzzTarget.check(data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? [])
        return 0
    }
#endif
