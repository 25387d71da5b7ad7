import Foundation

/// The variants of one image (scales, appearances, idioms) and the choice among them for a trait
/// collection, as an asset catalog's image set or `@2x`/`@3x` files provide them.
open class UIImageAsset: NSObject, @unchecked Sendable {
    /// One registered variant. The asset keeps the image's content, not the image: an image keeps its
    /// asset alive (`imageAsset` is strong, so an image from `UIImage(named:)` or `image(with:)` still
    /// switches to its dark variant once the asset is out of the caller's hands), and an asset that also
    /// held its images strongly made a cycle that nothing ever freed. Every `UIImage(named:)` leaked its
    /// decoded bitmaps and their Cairo surfaces that way: about 31 MB a pass of `bench render` (the profile
    /// scene's header and avatar, 8 configurations), peak memory 149.5 MB after one pass and 736.7 MB
    /// after twenty.
    private final class Variant {
        let traits: UITraitCollection
        /// The registered image without its asset: what a new instance is made from.
        let content: UIImage
        /// The instance handed out last, while someone still holds it: `image(with:)` returns the
        /// registered image itself for as long as it lives, as UIKit does.
        weak var instance: UIImage?

        init(_ image: UIImage, traits: UITraitCollection) {
            self.traits = traits
            content = image.copy(belongingTo: nil)
            instance = image
        }
    }

    private var variants: [Variant] = []
    /// `image(with:)` records the instance it hands out, so reading an asset writes to it.
    private let lock = NSLock()

    public override init() { super.init() }

    /// Adds (or replaces) the variant for exactly these traits.
    open func register(_ image: UIImage, with traitCollection: UITraitCollection) {
        image.imageAsset = self
        image.traitCollection = traitCollection
        lock.withLock {
            variants.removeAll { Self.sameVariant($0.traits, traitCollection) }
            variants.append(Variant(image, traits: traitCollection))
        }
    }

    /// The bytes of the variants' decoded bitmaps, for `NamedImageCache`.
    var decodedByteCount: Int {
        lock.withLock { variants.reduce(0) { $0 + ($1.content.cgImage.map { $0.bytesPerRow * $0.height } ?? 0) } }
    }

    open func unregisterImage(with traitCollection: UITraitCollection) {
        lock.withLock { variants.removeAll { Self.sameVariant($0.traits, traitCollection) } }
    }

    private static func sameVariant(_ a: UITraitCollection, _ b: UITraitCollection) -> Bool {
        a.displayScale == b.displayScale && a.userInterfaceStyle == b.userInterfaceStyle
            && a.userInterfaceIdiom == b.userInterfaceIdiom
    }

    /// The best variant for `traitCollection`; an empty image when there is none.
    open func image(with traitCollection: UITraitCollection) -> UIImage {
        lock.withLock {
            let ranked = variants.min {
                rank($0.traits, for: traitCollection).lexicographicallyPrecedes(rank($1.traits, for: traitCollection))
            }
            guard let ranked else { return UIImage() }
            if let instance = ranked.instance { return instance }
            let instance = ranked.content.copy(belongingTo: self)
            ranked.instance = instance
            return instance
        }
    }

    /// Lower is better, compared field by field: idiom, then appearance, then scale. A variant made for
    /// another idiom or the other appearance ranks below every "any" variant, so it is used only when
    /// nothing else exists. For scale: the exact one, then the nearest larger, then the nearest
    /// smaller; with no scale asked for, the largest (a choice: there is no main screen here).
    private func rank(_ variant: UITraitCollection, for wanted: UITraitCollection) -> [Double] {
        func traitRank<T: Equatable>(_ value: T, _ unspecified: T, _ want: T) -> Double {
            if value == unspecified { return 1 }
            return value == want ? 0 : 2
        }
        let idiom = traitRank(variant.userInterfaceIdiom, .unspecified, wanted.userInterfaceIdiom)
        // A light request is served by "any" as well as by an explicit light variant; unspecified means light.
        let wantedStyle = wanted.userInterfaceStyle == .dark ? UIUserInterfaceStyle.dark : .light
        let style = traitRank(variant.userInterfaceStyle, .unspecified, wantedStyle)
        let scale: Double
        let have = Double(variant.displayScale)
        let want = Double(wanted.displayScale)
        if want <= 0 {
            scale = -have
        } else if have == want {
            scale = 0
        } else if have > want || have == 0 {
            scale = have == 0 ? 50 : have - want
        } else {
            scale = 100 + (want - have)
        }
        return [idiom, style, scale]
    }
}
