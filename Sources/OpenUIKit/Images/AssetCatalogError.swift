import Foundation

/// A `Contents.json` that cannot be read, with its path, so the broken file can be found.
public struct AssetCatalogError: Error, Equatable, CustomStringConvertible {
    public let path: String
    public let reason: String

    public var description: String { "\(path): \(reason)" }
}
