/// How large an image the package decodes, draws or reads from disk: one policy for `UIImage(data:)`,
/// asset catalogs, goldens, contact sheets and render surfaces, so that whatever one part makes another
/// can read. Sizes are checked from a file's header, before any pixel memory exists: a 125-byte PNG that
/// claims 32768 × 32768 pixels is refused instead of allocating 4 GB. (A choice: Core Graphics and
/// ImageIO document no limit.)
public enum ImageSizePolicy {
    /// Pixels a side: Cairo's image surfaces hold at most 32767, so every decoded bitmap can be drawn
    /// and every surface encoded.
    public static let maximumSide = 32767

    /// Pixels in all: 2^26 (64 Mi pixels, 256 MiB of RGBA). Above a 48-megapixel camera photo (8064 × 6048)
    /// and eleven frames of the largest device (iPad Pro 13-inch at @2x, 2064 × 2752), so any asset,
    /// snapshot or contact sheet fits; below what a test process can hold a few of at once.
    public static let maximumPixels = 1 << 26

    /// Bytes of a file read whole (a golden): 64 MiB, forty times the largest golden in `Snapshots/` (a
    /// contact sheet of 1.6 MB). A larger file is a mistake (a video, a disk image) and is refused
    /// before it is read; a noisy image near `maximumPixels` is larger than this, and none is a golden.
    public static let maximumFileBytes = 64 << 20

    /// Refuses a size outside the policy (`maximumPixels` may be lowered or raised by the caller; the
    /// side limit is Cairo's and holds always). A zero side is a damaged header.
    static func check(width: Int, height: Int, maximumPixels: Int = maximumPixels)
        throws(ImageDecodingError)
    {
        guard width > 0, height > 0 else { throw .corrupt("the header claims \(width) × \(height) pixels") }
        guard width <= maximumSide, height <= maximumSide, width <= maximumPixels / height else {
            throw .tooLarge(width: width, height: height, maximumPixels: maximumPixels)
        }
    }
}
