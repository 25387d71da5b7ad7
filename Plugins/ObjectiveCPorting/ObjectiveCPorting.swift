import Foundation
import PackagePlugin

/// The porting path's build-tool plugin: a target whose folder holds an `ObjectiveCPorting.json` (and a
/// Swift file of its own, without which SwiftPM drops the target) compiles the app files the
/// configuration lists, each rewritten by `objc-porting` so that `@objc`, `#selector`, `#keyPath` and
/// Interface Builder attributes compile on Linux, with diagnostics at the app file's own lines.
///
/// One build command ports all the files, as resolving an unqualified `#selector(tap)` needs every
/// file's declarations; it reruns when any of them or the configuration changes.
@main
struct ObjectiveCPorting: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else {
            throw PortingConfiguration.Problem(
                "ObjectiveCPorting ports the sources of a Swift target, not \(target.name)")
        }
        let configurations = target.sourceFiles.filter {
            $0.type == .unknown && $0.url.lastPathComponent == PortingConfiguration.fileName
        }
        guard let configurationFile = configurations.first?.url, configurations.count == 1 else {
            throw PortingConfiguration.Problem(
                "target \(target.name) uses the ObjectiveCPorting plugin, so its folder needs one "
                    + "\(PortingConfiguration.fileName) naming the app's source folders, as "
                    + #"{"sources": ["../../MyApp/Views"]} (found \#(configurations.count))"#)
        }
        let configuration = try PortingConfiguration(contentsOf: configurationFile)
        let files = try configuration.swiftFiles(outside: target.directoryURL)
        // A target file and an app file of one name would give two files the same `#fileID`.
        let ownNames = Set(target.sourceFiles.filter { $0.type == .source }.map(\.url.lastPathComponent))
        if let clash = files.first(where: { ownNames.contains($0.lastPathComponent) }) {
            throw PortingConfiguration.Problem(
                "target \(target.name) has a file named \(clash.lastPathComponent), as the app's \(clash.path) "
                    + "is: rename the target's own file (its placeholder), so that each file's #fileID is its own")
        }
        let output = context.pluginWorkDirectoryURL
        let tool = try context.tool(named: "objc-porting")
        return [
            .buildCommand(
                displayName: "Porting \(files.count) Swift files of \(target.name) from Objective-C syntax",
                executable: tool.url,
                arguments: [configuration.url.path, output.path] + files.map(\.path),
                // The configuration as an input also tells SwiftPM the plugin handles it (no "unhandled
                // file" warning).
                inputFiles: files + [configuration.url],
                outputFiles: files.map { output.appendingPathComponent(PortingConfiguration.portedFileName(for: $0)) }
            )
        ]
    }
}
