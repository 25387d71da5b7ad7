// swift-tools-version:6.1
// Dependencies point one way: Cassowary ← OpenUIKit ← SnapshotRenderer ← SnapshotTesting ← generate-snapshots.
// Typesetter (pinned fonts, Pango layouts) sits beside OpenUIKit so that text is measured and drawn
// with the same layout object, ObjectiveC (selectors, associated objects) below OpenUIKit, as the
// runtime is below UIKit, and ImageCodec (the bitmap, PNG and JPEG) below both OpenUIKit and the
// renderer, so that images, goldens and the fuzzer share one decoder. C libraries come from Debian
// through system-library targets. TestSupport (seeded generator, enaml-like parser) sits above
// Cassowary and NameMatching (edit distance) below OpenUIKit, so tests, benchmarks, scenes and the
// command share one copy of each.
import PackageDescription

/// UIKit client code (the seeds, the scenes) is Swift 5 code with UIKit's non-Sendable class model.
let uikitLanguageMode: [SwiftSetting] = [.swiftLanguageMode(.v5)]

let package = Package(
    name: "OpenUIKit",
    products: [
        .library(name: "Cassowary", targets: ["Cassowary"]),
        .library(name: "OpenUIKit", targets: ["OpenUIKit"]),
        // `import ObjectiveC` for code shared with iOS: selectors, associated objects and the
        // selector-shaped Foundation API. UIKit re-exports it, as on iOS.
        .library(name: "ObjectiveC", targets: ["ObjectiveC"]),
        // `import UIKit` for app code shared with iOS: the same module under UIKit's name.
        .library(name: "UIKit", targets: ["UIKit"]),
        .library(name: "SnapshotRenderer", targets: ["SnapshotRenderer"]),
        .library(name: "SnapshotTesting", targets: ["SnapshotTesting"]),
        .executable(name: "generate-snapshots", targets: ["generate-snapshots"]),
        .executable(name: "bench", targets: ["bench"]),
        // The porting path for app code written for iOS: a target's sources compiled through a rewrite of
        // `@objc`, `#selector`, `#keyPath` and Interface Builder attributes (see ObjectiveCPortingRewriter).
        .plugin(name: "ObjectiveCPorting", targets: ["ObjectiveCPorting"]),
        .executable(name: "objc-porting", targets: ["objc-porting"]),
    ],
    targets: [
        .systemLibrary(
            name: "CPangoCairo", pkgConfig: "pangocairo",
            providers: [.apt(["libpango1.0-dev", "libcairo2-dev"])]),
        .systemLibrary(name: "CLibPNG", pkgConfig: "libpng", providers: [.apt(["libpng-dev"])]),
        .systemLibrary(name: "CDeflate", pkgConfig: "libdeflate", providers: [.apt(["libdeflate-dev"])]),
        .systemLibrary(name: "CLibJPEG", pkgConfig: "libjpeg", providers: [.apt(["libjpeg62-turbo-dev"])]),
        // The image codec's C half: libjpeg and libpng report errors through longjmp, which only C can
        // catch, so their calls live here; so does every loop over pixels (the PNG encoder's filters, the
        // decoder's unfiltering, premultiplying), because snapshot tests run in debug builds, where Swift
        // loops are 10–50 times slower and C keeps its vector instructions.
        .target(
            name: "CImageCodec", dependencies: ["CLibJPEG", "CLibPNG", "CDeflate"],
            linkerSettings: [.linkedLibrary("jpeg"), .linkedLibrary("png16")]),
        // The one image codec, below OpenUIKit and the renderer: the bitmap (RGBAImage), the decoder
        // (PNG, JPEG), the encoder, the size policy and the error.
        .target(name: "ImageCodec", dependencies: ["CImageCodec", "CDeflate"]),
        // The contact sheets' area-average shrinking: integer sums over every source pixel, in C for the
        // vector units (chosen at run time; every path gives the same bytes).
        .target(name: "ImageScaling"),
        // SHA-256 for the pinned fonts' check at start-up, with the CPU's SHA instructions when it has them.
        .target(name: "Digest"),

        .target(name: "Cassowary"),
        .target(name: "NameMatching"),
        // Helpers that tests, benchmarks and scenes share: a seeded generator, the enaml-like system parser.
        .target(name: "TestSupport", dependencies: ["Cassowary"]),
        .target(name: "Typesetter", dependencies: ["CPangoCairo", "Digest"]),
        // What Swift code gets from the Objective-C runtime on iOS, without one: selectors that carry the
        // method they name, associated objects, and Foundation's selector-shaped API. Below OpenUIKit,
        // which re-exports it; UIKit's responders keep their associated objects through its protocol.
        .target(name: "ObjectiveC", swiftSettings: uikitLanguageMode),
        .target(
            name: "OpenUIKit",
            dependencies: ["Cassowary", "Typesetter", "NameMatching", "CPangoCairo", "ImageCodec", "ObjectiveC"],
            swiftSettings: uikitLanguageMode),
        .target(name: "UIKit", dependencies: ["OpenUIKit"]),
        .target(
            name: "SnapshotRenderer",
            dependencies: [
                "OpenUIKit", "Typesetter", "CPangoCairo", "ImageCodec", "ImageScaling",
            ],
            swiftSettings: uikitLanguageMode),
        .target(
            name: "SnapshotTesting",
            dependencies: ["OpenUIKit", "SnapshotRenderer"],
            swiftSettings: uikitLanguageMode),
        .target(
            name: "ReferenceScenes", dependencies: ["OpenUIKit", "TestSupport"],
            resources: [.copy("Resources/Profile.xcassets")], swiftSettings: uikitLanguageMode),
        .executableTarget(
            name: "generate-snapshots",
            dependencies: [
                "OpenUIKit", "ReferenceScenes", "SnapshotRenderer", "SnapshotTesting", "Typesetter", "NameMatching",
            ],
            swiftSettings: uikitLanguageMode),
        // `scripts/fuzz png|jpeg|image`: libFuzzer over the image decoder and `UIImage(data:)`; built
        // plainly, it replays saved inputs.
        .executableTarget(name: "image-fuzz", dependencies: ["ImageCodec", "OpenUIKit", "CDeflate"]),
        .executableTarget(
            name: "bench",
            dependencies: [
                "Cassowary", "OpenUIKit", "SnapshotRenderer", "SnapshotTesting", "ReferenceScenes", "Typesetter",
                "CPangoCairo", "TestSupport", "CLibPNG", "CLibJPEG",
            ],
            swiftSettings: uikitLanguageMode),
        // The porting path: the rewriter (Foundation only, so the tool builds in seconds), the
        // tool the plugin runs, and the plugin, which compiles the files an `ObjectiveCPorting.json` lists.
        // The plugin also compiles the rewriter's PortingConfiguration.swift, through a symbolic link, as
        // a plugin can depend on no library.
        .target(name: "ObjectiveCPortingRewriter"),
        .executableTarget(name: "objc-porting", dependencies: ["ObjectiveCPortingRewriter"]),
        .plugin(name: "ObjectiveCPorting", capability: .buildTool(), dependencies: ["objc-porting"]),

        .testTarget(name: "CassowaryTests", dependencies: ["Cassowary", "TestSupport"]),
        .testTarget(name: "NameMatchingTests", dependencies: ["NameMatching"]),
        .testTarget(name: "ObjectiveCPortingRewriterTests", dependencies: ["ObjectiveCPortingRewriter"]),
        .testTarget(name: "TestSupportTests", dependencies: ["TestSupport"]),
        .testTarget(name: "TypesetterTests", dependencies: ["Typesetter", "Digest", "CPangoCairo"]),
        .testTarget(name: "ObjectiveCTests", dependencies: ["ObjectiveC"], swiftSettings: uikitLanguageMode),
        // Swift 6 clients: selectors made the way the porting plugin writes them, from main-actor and
        // nonisolated classes, performed from other threads.
        .testTarget(name: "ObjectiveCSwift6Tests", dependencies: ["ObjectiveC", "OpenUIKit"]),
        .testTarget(name: "UIKitModuleTests", dependencies: ["UIKit", "OpenUIKit", "SnapshotTesting"]),
        // The encoder's tests draw their inputs on render surfaces, as the command's frames are made.
        .testTarget(
            name: "ImageCodecTests",
            dependencies: ["ImageCodec", "CImageCodec", "CDeflate", "TestSupport", "SnapshotRenderer", "Typesetter"],
            swiftSettings: uikitLanguageMode),
        .testTarget(
            name: "OpenUIKitTests", dependencies: ["OpenUIKit", "ImageCodec", "ReferenceScenes", "TestSupport"],
            swiftSettings: uikitLanguageMode),
        .testTarget(
            name: "SnapshotRendererTests",
            dependencies: ["SnapshotRenderer", "Typesetter", "OpenUIKit", "TestSupport", "ImageScaling"],
            exclude: ["__Snapshots__"], swiftSettings: uikitLanguageMode),
        .testTarget(
            name: "SnapshotTestingTests", dependencies: ["SnapshotTesting", "SnapshotRenderer", "Typesetter"],
            swiftSettings: uikitLanguageMode),
        .testTarget(
            name: "SwiftSnapshotTestingStyleTests", dependencies: ["SnapshotTesting", "UIKit"],
            exclude: ["__Snapshots__"], swiftSettings: uikitLanguageMode),
        .testTarget(
            name: "ReferenceScenesTests",
            dependencies: ["OpenUIKit", "ReferenceScenes", "SnapshotRenderer", "SnapshotTesting"],
            swiftSettings: uikitLanguageMode),
    ]
)
