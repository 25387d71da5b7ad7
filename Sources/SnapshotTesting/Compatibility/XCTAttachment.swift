import Foundation

/// swift-corelibs-xctest has no `XCTAttachment`, so `Diffing.diff` could not be written on Linux.
/// This stands in with the initializers custom strategies use; unlike Xcode's, which keeps attachments
/// in the result bundle, ours are written as failure artifacts beside the actual and expected files
/// (`<golden>.<name>.<ext>`) and appear in the HTML report.
public final class XCTAttachment {
    public var name: String?
    public let uniformTypeIdentifier: String
    private let payload: () -> [UInt8]

    public init(data: Data) {
        uniformTypeIdentifier = "public.data"
        payload = { [UInt8](data) }
    }

    public init(data: Data, uniformTypeIdentifier: String) {
        self.uniformTypeIdentifier = uniformTypeIdentifier
        payload = { [UInt8](data) }
    }

    public init(string: String) {
        uniformTypeIdentifier = "public.plain-text"
        payload = { Array(string.utf8) }
    }

    public init(contentsOfFile url: URL) {
        uniformTypeIdentifier = Self.typeIdentifier(pathExtension: url.pathExtension)
        name = url.lastPathComponent
        payload = { (try? GoldenFile.read(url)).flatMap { $0 } ?? [] }
    }

    /// The attachment's bytes.
    public var data: Data { Data(payload()) }

    /// An artifact as an attachment, its bytes still made only when read.
    package init(artifact: SnapshotArtifact) {
        name = artifact.role
        uniformTypeIdentifier = Self.typeIdentifier(pathExtension: artifact.pathExtension)
        payload = artifact.contents
    }

    /// The failure artifact this attachment is written as; unnamed ones are numbered.
    func artifact(index: Int) -> SnapshotArtifact {
        let base = name.map { URL(fileURLWithPath: $0).deletingPathExtension().lastPathComponent } ?? ""
        let role = GoldenName.sanitize(base.isEmpty ? "attachment-\(index + 1)" : base)
        let named = name.map { URL(fileURLWithPath: $0).pathExtension } ?? ""
        let pathExtension = named.isEmpty ? Self.pathExtension(typeIdentifier: uniformTypeIdentifier) : named
        return SnapshotArtifact(role: role, pathExtension: pathExtension, contents: payload)
    }

    /// The uniform type identifiers snapshot strategies attach, and the extensions they are written with.
    private static let extensions: [(typeIdentifier: String, pathExtension: String)] = [
        ("public.png", "png"), ("public.patch-file", "patch"), ("public.plain-text", "txt"),
        ("public.json", "json"), ("com.apple.property-list", "plist"), ("public.jpeg", "jpg"),
        ("public.data", "bin"),
    ]

    static func pathExtension(typeIdentifier: String) -> String {
        extensions.first { $0.typeIdentifier == typeIdentifier }?.pathExtension ?? "bin"
    }

    static func typeIdentifier(pathExtension: String) -> String {
        extensions.first { $0.pathExtension == pathExtension.lowercased() }?.typeIdentifier ?? "public.data"
    }
}
