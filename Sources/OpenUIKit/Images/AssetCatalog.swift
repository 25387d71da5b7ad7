import Foundation
import ImageCodec

/// An Xcode asset catalog (`.xcassets` folder) read as it is on disk: each `.imageset`'s
/// `Contents.json` lists its files with scale, idiom and appearance, and may set a template rendering
/// intent. Folders whose `Contents.json` says `provides-namespace` prefix their images' names.
/// Vector (PDF/SVG) entries, colour sets and data sets are not read.
struct AssetCatalog {
    struct Entry: Equatable {
        let file: URL
        /// 0 when the entry has no scale (a single-scale image).
        let scale: CGFloat
        let idiom: UIUserInterfaceIdiom
        let appearance: UIUserInterfaceStyle
    }

    struct ImageSet {
        let entries: [Entry]
        /// `template-rendering-intent`: true for "template", false for "original", nil when unset.
        let template: Bool?
    }

    let url: URL
    let imageSets: [String: ImageSet]

    /// - Throws: `AssetCatalogError` naming the first `Contents.json` that is not valid JSON or not
    ///   shaped like Xcode's.
    package init(contentsOf url: URL) throws(AssetCatalogError) {
        self.url = url
        var sets: [String: ImageSet] = [:]
        try Self.scan(folder: url, namespace: "", into: &sets)
        imageSets = sets
    }

    private struct Contents: Decodable {
        struct Image: Decodable {
            let filename: String?
            let scale: String?
            let idiom: String?
            let appearances: [Appearance]?
        }
        struct Appearance: Decodable {
            let appearance: String
            let value: String
        }
        struct Properties: Decodable {
            let providesNamespace: Bool?
            let templateRenderingIntent: String?

            enum CodingKeys: String, CodingKey {
                case providesNamespace = "provides-namespace"
                case templateRenderingIntent = "template-rendering-intent"
            }
        }
        let images: [Image]?
        let properties: Properties?
    }

    private static func readContents(of folder: URL) throws(AssetCatalogError) -> Contents? {
        let file = folder.appendingPathComponent("Contents.json")
        guard FileManager.default.fileExists(atPath: file.path) else { return nil }
        do {
            return try JSONDecoder().decode(Contents.self, from: Data(contentsOf: file))
        } catch let error as DecodingError {
            throw AssetCatalogError(path: file.path, reason: describe(error))
        } catch {
            throw AssetCatalogError(path: file.path, reason: error.localizedDescription)
        }
    }

    private static func describe(_ error: DecodingError) -> String {
        switch error {
        case .dataCorrupted(let context):
            return "not valid JSON" + (context.codingPath.isEmpty ? "" : " at \(path(context.codingPath))")
        case .typeMismatch(_, let context), .valueNotFound(_, let context):
            return "unexpected value at \(path(context.codingPath))"
        case .keyNotFound(let key, let context):
            return "missing \(key.stringValue) at \(path(context.codingPath))"
        @unknown default:
            return "unreadable"
        }
    }

    private static func path(_ keys: [CodingKey]) -> String {
        keys.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
    }

    private static func scan(folder: URL, namespace: String, into sets: inout [String: ImageSet])
        throws(AssetCatalogError)
    {
        let children: [String]
        do {
            children = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        } catch {
            throw AssetCatalogError(path: folder.path, reason: "cannot list the folder")
        }
        for child in children {
            let childURL = folder.appendingPathComponent(child)
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: childURL.path, isDirectory: &isFolder), isFolder.boolValue
            else { continue }
            if child.hasSuffix(".imageset") {
                let name = namespace + String(child.dropLast(".imageset".count))
                sets[name] = try imageSet(at: childURL)
            } else if !child.contains(".") {
                let contents = try readContents(of: childURL)
                let prefix = contents?.properties?.providesNamespace == true ? namespace + child + "/" : namespace
                try scan(folder: childURL, namespace: prefix, into: &sets)
            }
        }
    }

    private static func imageSet(at folder: URL) throws(AssetCatalogError) -> ImageSet {
        let contentsPath = folder.appendingPathComponent("Contents.json").path
        guard let contents = try readContents(of: folder) else {
            throw AssetCatalogError(path: contentsPath, reason: "missing")
        }
        var entries: [Entry] = []
        for (index, image) in (contents.images ?? []).enumerated() {
            // Xcode keeps empty slots (a scale with no file yet): they are not variants.
            guard let filename = image.filename else { continue }
            let scale: CGFloat
            switch image.scale {
            case nil: scale = 0
            case "1x": scale = 1
            case "2x": scale = 2
            case "3x": scale = 3
            case let other?:
                throw AssetCatalogError(path: contentsPath, reason: "images[\(index)]: unknown scale \"\(other)\"")
            }
            let idiom: UIUserInterfaceIdiom
            switch image.idiom ?? "universal" {
            case "iphone": idiom = .phone
            case "ipad": idiom = .pad
            case "tv": idiom = .tv
            case "mac": idiom = .mac
            case "vision": idiom = .vision
            case "car": idiom = .carPlay
            default: idiom = .unspecified
            }
            var appearance = UIUserInterfaceStyle.unspecified
            for entry in image.appearances ?? [] where entry.appearance == "luminosity" {
                switch entry.value {
                case "dark": appearance = .dark
                case "light": appearance = .light
                default: break
                }
            }
            // High-contrast variants are for a trait not modelled here; they never win over the others.
            if image.appearances?.contains(where: { $0.appearance == "contrast" }) == true { continue }
            entries.append(
                Entry(file: folder.appendingPathComponent(filename), scale: scale, idiom: idiom, appearance: appearance)
            )
        }
        let template: Bool?
        switch contents.properties?.templateRenderingIntent {
        case "template": template = true
        case "original": template = false
        default: template = nil
        }
        return ImageSet(entries: entries, template: template)
    }

    /// The set's variants, decoded; files that are missing or unreadable are skipped (UIKit's catalog
    /// compiler would have refused them).
    func imageAsset(named name: String) -> UIImageAsset? {
        guard let set = imageSets[name] else { return nil }
        let asset = UIImageAsset()
        var registered = 0
        for entry in set.entries {
            guard let data = try? Data(contentsOf: entry.file), let decoded = try? ImageDecoder.decode(data) else {
                continue
            }
            let image = UIImage(
                content: .bitmap(CGImage(decoded)), scale: entry.scale > 0 ? entry.scale : 1,
                orientation: UIImage.Orientation(exifValue: decoded.exifOrientation),
                renderingMode: set.template == false ? .alwaysOriginal : .automatic,
                prefersTemplate: set.template == true)
            asset.register(
                image,
                with: UITraitCollection(
                    scale: entry.scale, idiom: entry.idiom, style: entry.appearance))
            registered += 1
        }
        return registered > 0 ? asset : nil
    }
}
