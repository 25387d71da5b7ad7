import Foundation

// This file is also compiled into the ObjectiveCPorting plugin, through a symbolic link, so that the
// plugin and the tool read the configuration alike: a plugin can depend on no library, and a plugin
// module has no package name, so what it shares is `public` (the library is no product of the package).

/// The `ObjectiveCPorting.json` of a target compiled through the porting plugin: the app's source folders
/// (or single files) the target is made of, and what to leave out, relative to the file's own folder.
///
/// ```json
/// {
///     "sources": ["../../MyApp/Views", "../../MyApp/Cells/BadgeCell.swift"],
///     "exclude": ["../../MyApp/Views/Previews"]
/// }
/// ```
///
/// Every `.swift` file under a source folder is ported (hidden files and folders skipped), sorted by
/// path. Bad input is an error that says what to change, never a silently empty target.
public struct PortingConfiguration: Equatable, Sendable {
    public static let fileName = "ObjectiveCPorting.json"

    /// The configuration file.
    public var url: URL
    public var sources: [URL]
    public var exclusions: [URL]

    /// A problem with the configuration or the files it lists, worded for the person who wrote it.
    public struct Problem: Error, CustomStringConvertible, Equatable {
        public var description: String
        public init(_ description: String) { self.description = description }
    }

    public init(contentsOf url: URL) throws {
        self.url = url.standardizedFileURL
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw Problem("cannot read \(url.path): \(error.localizedDescription)")
        }
        let json: Any
        do {
            json = try JSONSerialization.jsonObject(with: data)
        } catch {
            throw Problem("\(url.path) is not valid JSON (\(Self.reason(of: error)))")
        }
        let expected = #"expected {"sources": ["<folder>", …], "exclude": ["<folder or file>", …]}"#
        guard let object = json as? [String: Any] else { throw Problem("\(url.path): \(expected)") }
        if let unknown = object.keys.sorted().first(where: { !["sources", "exclude"].contains($0) }) {
            throw Problem(#"\#(url.path): unknown key "\#(unknown)"; \#(expected)"#)
        }
        guard let sources = object["sources"] as? [String], !sources.isEmpty else {
            throw Problem(#"\#(url.path): "sources" must list at least one folder; \#(expected)"#)
        }
        guard let exclusions = (object["exclude"] ?? [String]()) as? [String] else {
            throw Problem(#"\#(url.path): "exclude" must be a list of paths; \#(expected)"#)
        }
        let folder = self.url.deletingLastPathComponent()
        func resolve(_ path: String) -> URL {
            URL(fileURLWithPath: path, relativeTo: folder).standardizedFileURL
        }
        self.sources = sources.map(resolve)
        self.exclusions = exclusions.map(resolve)
    }

    /// The Swift files to port, sorted by path. `target` is the folder of the target that compiles them,
    /// whose own files SwiftPM compiles already and which no source may therefore lie in.
    public func swiftFiles(outside target: URL? = nil) throws -> [URL] {
        let manager = FileManager.default
        for (key, paths) in [("sources", sources), ("exclude", exclusions)] {
            for path in paths where !manager.fileExists(atPath: path.path) {
                throw Problem(#"\#(url.path): "\#(key)" lists \#(path.path), which does not exist"#)
            }
        }
        var files: Set<URL> = []
        for source in sources {
            var isFolder: ObjCBool = false
            _ = manager.fileExists(atPath: source.path, isDirectory: &isFolder)
            guard isFolder.boolValue else {
                guard source.pathExtension == "swift" else {
                    throw Problem(
                        #"\#(url.path): "sources" lists \#(source.path), which is neither a folder nor a .swift file"#)
                }
                files.insert(source)
                continue
            }
            let found = manager.enumerator(
                at: source, includingPropertiesForKeys: [.isRegularFileKey], options: [.skipsHiddenFiles])
            while let file = found?.nextObject() as? URL {
                let isFile = (try? file.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) ?? false
                if isFile, file.pathExtension == "swift" { files.insert(file.standardizedFileURL) }
            }
        }
        let ported = files.filter { file in !exclusions.contains { Self.folder($0, contains: file) } }
            .sorted { $0.path < $1.path }
        guard !ported.isEmpty else {
            throw Problem("\(url.path): no .swift files in \(sources.map(\.path).joined(separator: ", "))")
        }
        if let target, let inside = ported.first(where: { Self.folder(target.standardizedFileURL, contains: $0) }) {
            throw Problem(
                "\(url.path): \(inside.path) lies in the target's own folder, whose Swift files SwiftPM compiles "
                    + "unported; list only folders outside it")
        }
        var seen: [String: URL] = [:]
        for file in ported {
            if let other = seen[file.lastPathComponent] {
                throw Problem(
                    "\(url.path): \(other.path) and \(file.path) have the same name, which one module cannot "
                        + "compile; exclude one of them")
            }
            seen[file.lastPathComponent] = file
        }
        return ported
    }

    /// The name of a file's ported copy, `Cell.swift` → `Cell.ported.swift`: not the original's, as two
    /// files of one name in a module make the compiler warn that their `#fileID`s collide.
    public static func portedFileName(for file: URL) -> String {
        file.deletingPathExtension().lastPathComponent + ".ported.swift"
    }

    private static func folder(_ folder: URL, contains file: URL) -> Bool {
        let folder = folder.pathComponents
        return file.pathComponents.count >= folder.count && Array(file.pathComponents.prefix(folder.count)) == folder
    }

    /// Foundation's JSON error with its position, without the boilerplate around it.
    private static func reason(of error: Error) -> String {
        let description = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String
        return description ?? error.localizedDescription
    }
}
