import SnapshotRenderer

/// The format of image snapshots: a PNG file on disk, the pixels in memory. Each side is made from
/// the other only when asked, at most once: a fresh render is compared without being encoded, a golden
/// whose bytes equal the snapshot's is never decoded.
public final class ImageSnapshot {
    private var storedPNG: [UInt8]?
    private var storedPixels: Result<RGBAImage, ImageDecodingError>?
    private let maximumPixels: Int

    public init(image: RGBAImage) {
        storedPixels = .success(image)
        maximumPixels = ImageSizePolicy.maximumPixels
    }

    /// `maximumPixels`: a PNG whose header claims more is refused before it is decoded.
    public init(png: [UInt8], maximumPixels: Int = ImageSizePolicy.maximumPixels) {
        storedPNG = png
        self.maximumPixels = maximumPixels
    }

    /// The PNG bytes, encoded deterministically by `ImageEncoder` when the snapshot came from pixels.
    public var png: [UInt8] {
        if let storedPNG { return storedPNG }
        // Pixels are always present when bytes are not.
        let encoded = ImageEncoder().png(try! storedPixels!.get())
        storedPNG = encoded
        return encoded
    }

    /// The bytes if they exist already, without encoding.
    var existingPNG: [UInt8]? { storedPNG }

    /// These pixels compared against `actual`. Pixels not yet decoded are compared row by row while
    /// they are decoded, without being kept; the result is the same as decoding first.
    func comparison(with actual: RGBAImage, tolerance: ImageTolerance) throws(ImageDecodingError)
        -> ImageComparison
    {
        if let storedPixels {
            return ImageComparison(expected: try storedPixels.get(), actual: actual, tolerance: tolerance)
        }
        return try ImageComparison(
            expectedPNG: storedPNG!, maximumPixels: maximumPixels, actual: actual, tolerance: tolerance)
    }

    /// The decoded pixels, or the decoder's reason when the bytes are not a readable PNG.
    public func image() throws(ImageDecodingError) -> RGBAImage {
        if let storedPixels { return try storedPixels.get() }
        let bytes = storedPNG!
        let result = Result { () throws(ImageDecodingError) in
            try ImageDecoder.decodePNG(bytes, maximumPixels: self.maximumPixels)
        }
        storedPixels = result
        return try result.get()
    }
}
