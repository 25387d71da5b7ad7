import CPangoCairo
import Digest
import XCTest

@testable import Typesetter

/// The fonts' digest, with the CPU's SHA instructions and without, against GLib's GChecksum (what the
/// pinned hashes were checked with before) and the standard's own example.
final class SHA256Tests: XCTestCase {
    private func digest(_ bytes: [UInt8], hardware: Bool, pieces: Int) -> String {
        var context = digest_sha256()
        digest_sha256_init(&context, hardware ? 1 : 0)
        var start = 0
        for piece in 0..<pieces {
            let end = piece == pieces - 1 ? bytes.count : min(bytes.count, start + bytes.count / pieces + piece)
            bytes[start..<end].withUnsafeBufferPointer { digest_sha256_update(&context, $0.baseAddress, $0.count) }
            start = end
        }
        return SHA256.hex(finishing: &context)
    }

    private func glib(_ bytes: [UInt8]) -> String {
        let checksum = g_checksum_new(G_CHECKSUM_SHA256)
        defer { g_checksum_free(checksum) }
        g_checksum_update(checksum, bytes, bytes.count)
        return String(cString: g_checksum_get_string(checksum))
    }

    func testTheStandardsExample() {
        for hardware in [true, false] {
            XCTAssertEqual(
                digest(Array("abc".utf8), hardware: hardware, pieces: 1),
                "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        }
    }

    func testEveryLengthAroundTheBlockAndPaddingEdgesMatchesGLib() {
        var state: UInt64 = 42
        for length in [0, 1, 3, 55, 56, 57, 63, 64, 65, 119, 120, 127, 128, 129, 1000, (1 << 20) + 3] {
            let bytes = (0..<length).map { _ -> UInt8 in
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                return UInt8(truncatingIfNeeded: state >> 56)
            }
            let expected = glib(bytes)
            for hardware in [true, false] {
                for pieces in [1, 3, 7] {
                    XCTAssertEqual(
                        digest(bytes, hardware: hardware, pieces: pieces), expected,
                        "\(length) bytes, hardware \(hardware), \(pieces) pieces")
                }
            }
        }
    }
}
