import CDeflate
import Foundation
import ImageCodec
import OpenUIKit

/// One input of the image fuzzer (`scripts/fuzz png|jpeg|image`): every decoder entry must return or
/// refuse, never trap; `UIImage(data:)` must decode exactly what `ImageDecoder` does, draw (premultiply)
/// and write it back losslessly through `pngData()`; and for a PNG, whatever the fast path decodes,
/// libpng must decode to the same pixels, whole and row by row. A disagreement traps on purpose, so
/// that libFuzzer keeps the input.
enum ImageFuzzTarget {
    private static let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// The input as it is (the CRC check is fuzzed too), then for a PNG with every chunk's CRC made
    /// right, so that mutations reach the decoders instead of stopping at the first CRC.
    static func check(_ bytes: [UInt8]) {
        checkOnce(bytes)
        guard bytes.starts(with: pngSignature) else { return }
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
        let decoded = try? ImageDecoder.decode(bytes)
        let image = UIImage(data: Data(bytes))
        guard (decoded == nil) == (image == nil) else { fatalError("UIImage(data:) and ImageDecoder disagree") }
        if let decoded, let bitmap = image?.cgImage {
            guard bitmap.bitmap == decoded.image else { fatalError("UIImage(data:) holds other pixels") }
            _ = bitmap.cairoSurface
            if decoded.exifOrientation == 1 {
                guard let png = image?.pngData(), (try? ImageDecoder.decode(png))?.image == decoded.image else {
                    fatalError("pngData() does not give back the decoded pixels")
                }
            }
        }
        if bytes.starts(with: pngSignature) { comparePNGPaths(bytes) }
    }

    private static func comparePNGPaths(_ bytes: [UInt8]) {
        let best = (try? ImageDecoder.decode(bytes, path: .best))?.image
        let libpng = try? ImageDecoder.decode(bytes, path: .libpng)
        // The row-at-a-time path (golden comparison) must hand over exactly the whole image's pixels.
        var rows: [UInt8] = []
        var size = (0, 0)
        let streamed: Void? = try? ImageDecoder.forEachPNGRow(bytes, maximumPixels: ImageSizePolicy.maximumPixels) {
            size = ($0, $1)
        } row: { y, row in
            guard y == rows.count / max(size.0 * 4, 1) else { fatalError("rows out of order") }
            rows.append(contentsOf: UnsafeBufferPointer(start: row, count: size.0 * 4))
        }
        guard (streamed != nil) == (best != nil) else { fatalError("streaming and decoding disagree on refusing") }
        if let best {
            guard rows == best.pixels, size == (best.width, best.height) else {
                fatalError("the streamed rows differ from the decoded image")
            }
        }
        guard let fast = (try? ImageDecoder.decode(bytes, path: .fast)) ?? nil else { return }
        guard let libpng else { fatalError("the fast path decoded a file that libpng refuses") }
        guard fast.image == libpng.image else { fatalError("the fast path and libpng decode different pixels") }
        guard fast.isOpaque == libpng.isOpaque else { fatalError("the fast path and libpng disagree on alpha") }
        guard best == fast.image else { fatalError("the decoder's path is not the fast path's") }
    }

    /// Small files of every kind the decoder reads, for a corpus to start from: JPEGs from the encoder
    /// (sizes, qualities, every EXIF orientation), PNGs from the encoder (indexed, RGB, RGBA).
    static func writeSeeds(to folder: String) throws {
        var pixels: [UInt8] = []
        for y in 0..<11 {
            for x in 0..<13 { pixels += [UInt8(x * 19), UInt8(y * 23), UInt8((x * y) % 256), 255] }
        }
        let picture = RGBAImage(width: 13, height: 11, pixels: pixels)
        var translucent = picture
        for index in stride(from: 3, to: translucent.pixels.count, by: 8) { translucent.pixels[index] = 90 }
        let flat = RGBAImage(width: 9, height: 4, pixels: [UInt8](repeating: 200, count: 9 * 4 * 4))
        var seeds: [(String, [UInt8])] = [
            ("encoder-rgb.png", ImageEncoder().png(picture)), ("encoder-rgba.png", ImageEncoder().png(translucent)),
            ("encoder-indexed.png", ImageEncoder().png(flat)),
        ]
        for quality in [0.1, 0.75, 1.0] {
            seeds.append(("encoder-q\(Int(quality * 100)).jpg", ImageEncoder().jpeg(picture, quality: quality)!))
        }
        let jpeg = ImageEncoder().jpeg(picture, quality: 0.9)!
        for orientation in 1...8 { seeds.append(("exif-\(orientation).jpg", withEXIFOrientation(jpeg, orientation))) }
        for (name, bytes) in seeds {
            try Data(bytes).write(to: URL(fileURLWithPath: folder).appendingPathComponent(name))
        }
    }

    /// The JPEG with an EXIF APP1 segment (big-endian TIFF, one IFD entry) inserted after SOI.
    private static func withEXIFOrientation(_ jpeg: [UInt8], _ orientation: Int) -> [UInt8] {
        let tiff: [UInt8] =
            [0x4D, 0x4D, 0, 42, 0, 0, 0, 8, 0, 1] + [0x01, 0x12, 0, 3, 0, 0, 0, 1, 0, UInt8(orientation), 0, 0]
            + [0, 0, 0, 0]
        let payload = Array("Exif".utf8) + [0, 0] + tiff
        let length = payload.count + 2
        return Array(jpeg[0..<2]) + [0xFF, 0xE1, UInt8(length >> 8), UInt8(length & 0xFF)] + payload + jpeg[2...]
    }
}

/// `scripts/fuzz` builds with `-sanitize=fuzzer -DFUZZING`: `main` hands the command line to
/// libFuzzer's driver (SwiftPM's own entry point is kept, so libFuzzer's `main` is not needed).
/// Built plainly, it replays the files named on the command line, such as a crash libFuzzer saved;
/// `--write-seeds DIR` writes the encoder's seeds.
@main
struct ImageFuzzMain {
    static func main() throws {
        if CommandLine.arguments.count == 3 && CommandLine.arguments[1] == "--write-seeds" {
            try ImageFuzzTarget.writeSeeds(to: CommandLine.arguments[2])
            return
        }
        #if FUZZING
            var argc = CommandLine.argc
            var argv = Optional(CommandLine.unsafeArgv)
            exit(runFuzzerDriver(&argc, &argv, fuzzOneInput))
        #else
            for path in CommandLine.arguments.dropFirst() {
                guard let data = FileManager.default.contents(atPath: path) else { fatalError("cannot read \(path)") }
                ImageFuzzTarget.check([UInt8](data))
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
        ImageFuzzTarget.check(data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? [])
        return 0
    }
#endif
