import Foundation
import SnapshotRenderer

/// One input of the PNG fuzzer (`scripts/fuzz png`): every decoder must return or refuse, never trap,
/// and whatever the libdeflate fast path decodes, libpng must decode to the same pixels. A
/// disagreement traps on purpose, so that libFuzzer keeps the input.
enum PNGFuzzTarget {
    static func check(_ bytes: [UInt8]) {
        // The structure check comes first in `PNGDecoder.decode` too: past it, sizes are bounded.
        guard (try? PNGStructure(bytes, maximumPixels: PNGDecoder.defaultMaximumPixels)) != nil else { return }
        let decoded = try? PNGDecoder.decode(bytes)
        guard let fast = FastPNGDecoder.decode(bytes) else { return }
        guard let libpng = try? PNGDecoder.decodeWithLibPNG(bytes) else {
            fatalError("the fast path decoded a file that libpng refuses")
        }
        guard fast == libpng else { fatalError("the fast path and libpng decode different pixels") }
        guard decoded == fast else { fatalError("PNGDecoder.decode refused a file both decoders read") }
    }
}

#if FUZZING
    /// libFuzzer's entry point; the script builds with `-sanitize=fuzzer`, which supplies `main`.
    @_cdecl("LLVMFuzzerTestOneInput")
    public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
        PNGFuzzTarget.check(Array(UnsafeBufferPointer(start: data, count: size)))
        return 0
    }
#else
    /// Without the fuzzer: replays the files named on the command line, such as a crash libFuzzer saved.
    @main
    struct PNGFuzzReplay {
        static func main() throws {
            for path in CommandLine.arguments.dropFirst() {
                guard let file = fopen(path, "rb") else { fatalError("cannot open \(path)") }
                var bytes: [UInt8] = []
                var buffer = [UInt8](repeating: 0, count: 65536)
                while true {
                    let count = fread(&buffer, 1, buffer.count, file)
                    if count <= 0 { break }
                    bytes += buffer[0..<count]
                }
                fclose(file)
                PNGFuzzTarget.check(bytes)
                print("ok \(path)")
            }
        }
    }
#endif
