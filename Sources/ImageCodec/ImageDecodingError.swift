/// Why bytes are not an image, from `ImageDecoder`. `UIImage(data:)` turns every case into `nil`, as
/// UIKit does; goldens report the reason.
public enum ImageDecodingError: Error, Equatable, CustomStringConvertible {
    /// Neither a PNG nor a JPEG signature (where a PNG alone is expected, a missing PNG signature is
    /// `corrupt`).
    case unknownFormat
    /// The header claims a size outside ``ImageSizePolicy`` (`maximumPixels` in all, or more than
    /// `ImageSizePolicy.maximumSide` a side); refused before any pixel memory is allocated.
    case tooLarge(width: Int, height: Int, maximumPixels: Int)
    /// A damaged file: the reason is ours (the chunk structure, the image data's size) or the library's.
    case corrupt(String)

    /// What is wrong, without a prefix, for messages that give their own.
    public var reason: String {
        switch self {
        case .unknownFormat:
            "neither a PNG nor a JPEG signature"
        case .tooLarge(let width, let height, let maximumPixels):
            "the header claims \(width) × \(height) pixels, more than the limit of \(ImageSizePolicy.maximumSide) "
                + "a side and \(maximumPixels) in all (refused before decoding)"
        case .corrupt(let reason):
            reason
        }
    }

    public var description: String { "not a readable image: \(reason)" }
}
