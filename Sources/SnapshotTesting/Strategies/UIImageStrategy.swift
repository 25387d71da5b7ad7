import Foundation
import OpenUIKit
import SnapshotRenderer

extension Diffing where Format == UIImage {
    /// Every pixel must match.
    public static var image: Diffing { image() }

    /// swift-snapshot-testing's image diffing: PNG on disk, compared under `precision` and
    /// `perceptualPrecision` (see ``ImagePrecision``). `scale` is the reference's scale when it is read
    /// back (`nil` or 0: the snapshot's own, so sizes compare in the same points).
    public static func image(precision: Float = 1, perceptualPrecision: Float = 1, scale: CGFloat? = nil) -> Diffing {
        let rule = ImagePrecision(precision: precision, perceptualPrecision: perceptualPrecision)
        return Diffing(
            toData: { ImageEncoder().png($0.rgbaImage) },
            fromData: { bytes in
                do throws(ImageDecodingError) {
                    let pixels = try ImageDecoder.decodePNG(bytes)
                    return UIImage(rgba: pixels, scale: scale.flatMap { $0 > 0 ? $0 : nil } ?? 1)
                } catch {
                    return UIImage.unreadable(reason: error.reason)
                }
            },
            diff: { expected, actual in
                if let reason = expected.unreadableReason {
                    return SnapshotDifference(kind: .unreadableGolden, summary: reason)
                }
                return rule.difference(expected: expected.rgbaImage, actual: actual.rgbaImage, scale: actual.scale)
            })
    }
}

extension Snapshotting where Value == UIImage, Format == UIImage {
    /// Every pixel must match.
    public static var image: Snapshotting { image() }

    /// Images compared under `precision` and `perceptualPrecision`; `scale` is the reference's.
    public static func image(precision: Float = 1, perceptualPrecision: Float = 1, scale: CGFloat? = nil)
        -> Snapshotting
    {
        Snapshotting(
            pathExtension: "png",
            diffing: .image(precision: precision, perceptualPrecision: perceptualPrecision, scale: scale)
        ) { image in
            guard image.size.width > 0 && image.size.height > 0 else {
                throw SnapshotCaptureError.emptyImage(width: Int(image.size.width), height: Int(image.size.height))
            }
            return image
        }
    }
}

extension UIImage {
    private nonisolated(unsafe) static var unreadableKey: UInt8 = 0

    /// An empty stand-in for a reference PNG that could not be decoded: the diff reports `reason` instead of
    /// comparing (`Diffing.fromData` cannot throw).
    static func unreadable(reason: String) -> UIImage {
        let image = UIImage()
        withUnsafePointer(to: &unreadableKey) { objc_setAssociatedObject(image, $0, reason, .OBJC_ASSOCIATION_RETAIN) }
        return image
    }

    var unreadableReason: String? {
        withUnsafePointer(to: &Self.unreadableKey) { objc_getAssociatedObject(self, $0) as? String }
    }
}
