import Foundation

/// The general pasteboard, kept in memory for the life of the process (no other app shares it here).
open class UIPasteboard: NSObject {
    private static let generalInstance = UIPasteboard()
    public class var general: UIPasteboard { generalInstance }

    open var strings: [String]? { didSet { changeCount += 1 } }
    open var urls: [URL]? { didSet { changeCount += 1 } }
    open var images: [UIImage]? { didSet { changeCount += 1 } }
    open private(set) var changeCount = 0

    open var string: String? {
        get { strings?.first }
        set { strings = newValue.map { [$0] } }
    }

    open var url: URL? {
        get { urls?.first }
        set { urls = newValue.map { [$0] } }
    }

    open var image: UIImage? {
        get { images?.first }
        set { images = newValue.map { [$0] } }
    }

    open var hasStrings: Bool { !(strings ?? []).isEmpty }
    open var hasURLs: Bool { !(urls ?? []).isEmpty }
    open var hasImages: Bool { !(images ?? []).isEmpty }
}
