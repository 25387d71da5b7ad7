// `bench <subcommand> [args]`. A new benchmark is one more entry in `subcommands`.

import Foundation

let subcommands: [(name: String, summary: String, run: ([String]) -> Int32)] = [
    ("solver", "Cassowary solver: enaml-like system and UIKit-like hierarchies", SolverBenchmark.run),
    ("solve", "solve the systems of a text file (differential checks against other solvers)", SolveCommand.run),
]

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
