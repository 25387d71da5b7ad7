// swift-tools-version:6.0
// UIKit client code of our own, in Swift 6 language mode, that must compile unchanged against the
// `UIKit` product on Linux: its files say `import UIKit` and nothing else. scripts/test builds it and
// runs its tests. An app shares view code between iOS and Linux the same way (see the README).
import PackageDescription

let package = Package(
    name: "ClientCompatibility",
    dependencies: [.package(name: "OpenUIKit", path: "../..")],
    targets: [
        .target(name: "ClientViews", dependencies: [.product(name: "UIKit", package: "OpenUIKit")]),
        // The tests also draw the client views with the renderer, to check the pixels layers make.
        .testTarget(
            name: "ClientViewsTests",
            dependencies: [
                "ClientViews", .product(name: "UIKit", package: "OpenUIKit"),
                .product(name: "SnapshotRenderer", package: "OpenUIKit"),
            ]),
    ]
)
