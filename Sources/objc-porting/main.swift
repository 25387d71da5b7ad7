import Foundation

// `objc-porting <ObjectiveCPorting.json> <output folder> [<file.swift> …]`: the porting plugin's build
// command, also usable by hand to see what a target compiles. Without files, the configuration's are
// ported.
do {
    try PortingCommand(arguments: Array(CommandLine.arguments.dropFirst())).run()
} catch {
    FileHandle.standardError.write(Data("objc-porting: error: \(error)\n".utf8))
    exit(1)
}
