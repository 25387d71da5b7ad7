import Foundation

/// Why bytes are not an image. `UIImage(data:)` turns every case into `nil`, as UIKit does; the
/// decoder's own API says which, for tools and tests.
public enum ImageDecodingError: Error, Equatable, CustomStringConvertible {
    /// Neither a PNG nor a JPEG signature.
    case unknownFormat
    /// The header claims more pixels than `ImageDecoder.maximumPixelCount` (or a side above
    /// `maximumSide`); refused before any pixel memory is allocated.
    case tooLarge(width: Int, height: Int)
    /// The library's own reason: a corrupt or truncated file.
    case corrupt(String)

    public var description: String {
        switch self {
        case .unknownFormat: "not a PNG or JPEG file"
        case .tooLarge(let width, let height): "image of \(width)x\(height) pixels is larger than the decoder accepts"
        case .corrupt(let reason): "damaged image: \(reason)"
        }
    }
}
