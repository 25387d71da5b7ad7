import SnapshotRenderer

/// Why a snapshot was refused before any comparison: such a snapshot neither passes nor records.
public enum SnapshotCaptureError: Error, CustomStringConvertible {
    /// Every pixel has one colour: usually a render that drew nothing.
    case flatImage(RGBAImage.Pixel, width: Int, height: Int)
    case emptyImage(width: Int, height: Int)
    /// A PNG snapshot that libpng cannot read.
    case unreadablePNG(reason: String)

    public var description: String {
        switch self {
        case .flatImage(let pixel, let width, let height):
            return "the snapshot (\(width)×\(height) px) is one flat colour, \(pixel): a blank render usually means "
                + "nothing was drawn; pass allowsFlatImage: true if a flat image is what the test expects"
        case .emptyImage(let width, let height):
            return "the snapshot is empty (\(width)×\(height) px)"
        case .unreadablePNG(let reason):
            return "the snapshot is not a readable PNG: \(reason)"
        }
    }
}

extension RGBAImage {
    /// The one colour of the image when all of its pixels are the same, else nil. Stops at the first
    /// pixel that differs, which in a real render comes early.
    var flatColor: Pixel? {
        guard width > 0 && height > 0 else { return nil }
        let count = width * height
        let uniform = pixels.withUnsafeBytes { raw -> Bool in
            let first = raw.loadUnaligned(as: UInt32.self)
            for index in 1..<count where raw.loadUnaligned(fromByteOffset: index * 4, as: UInt32.self) != first {
                return false
            }
            return true
        }
        return uniform ? self[0, 0] : nil
    }

    func checkedForSnapshot(allowsFlatImage: Bool) throws -> RGBAImage {
        guard width > 0 && height > 0 else { throw SnapshotCaptureError.emptyImage(width: width, height: height) }
        if !allowsFlatImage, let colour = flatColor {
            throw SnapshotCaptureError.flatImage(colour, width: width, height: height)
        }
        return self
    }
}
