// swift-tools-version:6.0
// UIKit client code of our own that must compile unchanged against the `UIKit` product on Linux.
// scripts/test builds it and runs its tests. An app shares view code between iOS and Linux the same way
// (see the README's "Porting an app").
//
// - ClientViews: Swift 6 language mode, files that say `import UIKit` and nothing else.
// - Tasks: an app's files as written for iOS (App/Tasks, Swift 5 mode, with `@objc`, `#selector`,
//   `#keyPath` and Interface Builder attributes), never edited for Linux. The Linux target lives in
//   Linux/Tasks: a folder with one placeholder file and ObjectiveCPorting.json, which names the app's
//   folder; OpenUIKit's ObjectiveCPorting plugin compiles those files through its rewrite.
import PackageDescription

let package = Package(
    name: "ClientCompatibility",
    dependencies: [.package(name: "OpenUIKit", path: "../..")],
    targets: [
        .target(name: "ClientViews", dependencies: [.product(name: "UIKit", package: "OpenUIKit")]),
        .target(
            name: "Tasks",
            dependencies: [.product(name: "UIKit", package: "OpenUIKit")],
            path: "Linux/Tasks",
            swiftSettings: [.swiftLanguageMode(.v5)],
            plugins: [.plugin(name: "ObjectiveCPorting", package: "OpenUIKit")]),
        // The tests also draw the client views with the renderer, to check the pixels layers make.
        .testTarget(
            name: "ClientViewsTests",
            dependencies: [
                "ClientViews", .product(name: "UIKit", package: "OpenUIKit"),
                .product(name: "SnapshotRenderer", package: "OpenUIKit"),
                .product(name: "SnapshotTesting", package: "OpenUIKit"),
            ],
            exclude: ["__Snapshots__"]),
        .testTarget(
            name: "TasksTests",
            dependencies: [
                "Tasks", .product(name: "UIKit", package: "OpenUIKit"),
                .product(name: "SnapshotTesting", package: "OpenUIKit"),
            ],
            exclude: ["__Snapshots__"]),
    ]
)
