import Foundation
import ImageCodec

extension UIImage {
    /// Reads a PNG or JPEG file; a `@2x`/`@3x` suffix before the extension sets the scale, as UIKit
    /// does. `nil` for a missing, unreadable or damaged file.
    public convenience init?(contentsOfFile path: String) {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        self.init(
            data: data,
            scale: Self.scaleSuffix(of: URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent))
    }

    /// The image named `name` in the main bundle: from an asset catalog, else from loose files. Decoded once and
    /// cached, as UIKit caches named images (`NamedImageCache`).
    public convenience init?(named name: String) { self.init(named: name, in: nil, compatibleWith: nil) }

    /// Looks in `bundle` (the main bundle when nil) first in every `.xcassets` folder at the top of its
    /// resources (a package's `.copy("Assets.xcassets")` puts it there), then for loose files `name`,
    /// `name@2x`, `name@3x` (`.png`, `.jpg`, `.jpeg`). The variant is chosen for `traitCollection`
    /// (scale, appearance, idiom); the returned image keeps the other variants in `imageAsset`, so an
    /// image view shows the one for its own traits. `nil` when nothing has that name, as in UIKit.
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?)
    {
        guard !name.isEmpty, let asset = Self.asset(named: name, in: bundle ?? .main) else { return nil }
        let chosen = asset.image(with: traitCollection ?? UITraitCollection())
        guard case .bitmap(let bitmap) = chosen.content else { return nil }
        self.init(
            content: .bitmap(bitmap), scale: chosen.scale, orientation: chosen.imageOrientation,
            renderingMode: chosen.renderingMode, prefersTemplate: chosen.prefersTemplate, imageAsset: asset)
        self.traitCollection = chosen.traitCollection
    }

    /// The image named `name` for the traits of `configuration` (a bitmap's variant is chosen by them; symbol
    /// settings do not apply to bitmaps), as UIKit's iOS 13 initializer.
    public convenience init?(named name: String, in bundle: Bundle?, with configuration: UIImage.Configuration?) {
        self.init(named: name, in: bundle, compatibleWith: configuration?.traitCollection)
    }

    static func scaleSuffix(of stem: String) -> CGFloat {
        if stem.hasSuffix("@3x") { return 3 }
        if stem.hasSuffix("@2x") { return 2 }
        return 1
    }

    /// Read once, then from `NamedImageCache`.
    private static func asset(named name: String, in bundle: Bundle) -> UIImageAsset? {
        NamedImageCache.shared.asset(named: name, in: bundle.bundleURL) { readAsset(named: name, in: bundle) }
    }

    private static func readAsset(named name: String, in bundle: Bundle) -> UIImageAsset? {
        let folders = [bundle.resourceURL, bundle.bundleURL].compactMap { $0 }
        for folder in folders {
            for catalog in AssetCatalogCache.catalogs(in: folder) {
                if let asset = catalog.imageAsset(named: name) { return asset }
            }
        }
        for folder in folders {
            if let asset = looseFiles(named: name, in: folder) { return asset }
        }
        return nil
    }

    private static func looseFiles(named name: String, in folder: URL) -> UIImageAsset? {
        let given = (name as NSString).pathExtension
        let stem = given.isEmpty ? name : (name as NSString).deletingPathExtension
        let extensions = given.isEmpty ? ["png", "jpg", "jpeg"] : [given]
        let asset = UIImageAsset()
        var found = false
        for (suffix, scale) in [("", CGFloat(1)), ("@2x", 2), ("@3x", 3)] {
            for ext in extensions {
                let file = folder.appendingPathComponent(stem + suffix).appendingPathExtension(ext)
                guard let data = FileManager.default.contents(atPath: file.path),
                    let decoded = try? ImageDecoder.decode(data)
                else { continue }
                let image = UIImage(
                    content: .bitmap(CGImage(decoded)), scale: scale,
                    orientation: Orientation(exifValue: decoded.exifOrientation))
                asset.register(image, with: UITraitCollection(displayScale: scale))
                found = true
                break
            }
        }
        return found ? asset : nil
    }
}

/// Catalogs read once per folder. A catalog with a broken `Contents.json` is reported on standard
/// error with the file's path (UIKit's catalogs are checked at build time; here they are read at run
/// time) and its images are not found.
enum AssetCatalogCache {
    nonisolated(unsafe) private static var cache: [URL: [AssetCatalog]] = [:]
    private static let lock = NSLock()

    static func catalogs(in folder: URL) -> [AssetCatalog] {
        lock.lock()
        defer { lock.unlock() }
        if let cached = cache[folder] { return cached }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        var catalogs: [AssetCatalog] = []
        for name in names.sorted() where name.hasSuffix(".xcassets") {
            do {
                catalogs.append(try AssetCatalog(contentsOf: folder.appendingPathComponent(name)))
            } catch {
                FileHandle.standardError.write(Data("OpenUIKit: asset catalog not read: \(error)\n".utf8))
            }
        }
        cache[folder] = catalogs
        return catalogs
    }
}
