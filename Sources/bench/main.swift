// `bench <subcommand> [args]`. A new benchmark is one more entry in `subcommands`.

import Foundation

let subcommands: [(name: String, summary: String, run: ([String]) -> Int32)] = [
    ("solver", "Cassowary solver: enaml-like system and UIKit-like hierarchies", SolverBenchmark.run),
    ("solve", "solve the systems of a text file (differential checks against other solvers)", SolveCommand.run),
    ("layout", "flow layout of 100,000 items and a self-sizing list of 1,000 cells", reporting(runLayoutBenchmark)),
    (
        "render", "the default matrix: layout, raster, encode; memory; PNG against Cairo's writer",
        reporting(runRenderBenchmark)
    ),
    (
        "codec", "the image codec on real goldens: decoding, encoding, surface conversion (debug too)",
        reporting(runCodecBenchmark)
    ),
    (
        "compare", "verifying a changed iPad Pro 12.9\" pair against decoding alone (peers: scripts/bench)",
        reporting(runCompareBenchmark)
    ),
]

/// Adapts a throwing benchmark to an exit status, printing the error.
func reporting(_ body: @escaping ([String]) throws -> Void) -> ([String]) -> Int32 {
    { arguments in
        do {
            try body(arguments)
            return 0
        } catch {
            FileHandle.standardError.write(Data("bench: \(error)\n".utf8))
            return 1
        }
    }
}

// Line-buffered, so that a benchmark stopped by a time limit still shows what it measured.
setvbuf(stdout, nil, _IOLBF, 0)
let arguments = Array(CommandLine.arguments.dropFirst())
let known = subcommands.map(\.name).joined(separator: ", ")
guard let name = arguments.first else {
    print("usage: bench <subcommand> [args]; subcommands: \(known)")
    exit(2)
}
guard let subcommand = subcommands.first(where: { $0.name == name }) else {
    print("bench: unknown subcommand '\(name)'; known subcommands: \(known)")
    exit(2)
}
exit(subcommand.run(Array(arguments.dropFirst())))
