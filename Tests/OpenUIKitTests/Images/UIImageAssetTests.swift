import Foundation
import ReferenceScenes
import XCTest

@testable import OpenUIKit

/// An asset and the images of it keep each other alive as UIKit's do, and are freed, bitmaps and Cairo
/// surfaces included, once nothing else holds them. They used to hold each other strongly, so every
/// `UIImage(named:)` leaked its decoded variants (31 MB a pass of `bench render`).
final class UIImageAssetTests: XCTestCase {
    /// A reference that does not keep its object alive, to see whether it was freed.
    private final class Watch {
        weak var object: AnyObject?
        let name: String
        init(_ object: AnyObject?, _ name: String) {
            self.object = object
            self.name = name
        }
    }

    private let light = UITraitCollection(userInterfaceStyle: .light)
    private let dark = UITraitCollection(userInterfaceStyle: .dark)

    private func solid(_ gray: UInt8) -> UIImage {
        UIImage(cgImage: CGImage(width: 2, height: 2, pixels: [UInt8](repeating: gray, count: 16), opaque: false))
    }

    private func gray(_ image: UIImage?) -> UInt8? { image?.cgImage?.rgba(x: 0, y: 0).red }

    private func assertFreed(_ watches: [Watch], file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertFalse(watches.isEmpty, file: file, line: line)
        for watch in watches {
            XCTAssertNil(watch.object, "\(watch.name) outlived every reference to it", file: file, line: line)
        }
    }

    /// The profile scene's images as the scene loads and draws them: both appearances of the avatar,
    /// each drawn once so that its bitmap makes its Cairo surface.
    private func loadAndDrawNamedImage() throws -> [Watch] {
        let traits = UITraitCollection(traitsFrom: [UITraitCollection(displayScale: 3), light])
        let image = try XCTUnwrap(UIImage(named: "avatar", in: ReferenceScenesResources.bundle, compatibleWith: traits))
        let asset = try XCTUnwrap(image.imageAsset)
        let darkImage = asset.image(with: UITraitCollection(traitsFrom: [traits, dark]))
        XCTAssertNotEqual(gray(image), gray(darkImage))
        let view = UIImageView(image: image)
        view.frame = CGRect(x: 0, y: 0, width: 8, height: 8)
        _ = UIGraphicsImageRenderer(size: CGSize(width: 8, height: 8)).image { _ in
            image.draw(in: CGRect(x: 0, y: 0, width: 8, height: 8))
            darkImage.draw(in: CGRect(x: 0, y: 0, width: 8, height: 8))
        }
        return [
            Watch(image, "the named image"), Watch(asset, "its asset"), Watch(darkImage, "the dark variant"),
            Watch(image.cgImage, "the light bitmap"), Watch(darkImage.cgImage, "the dark bitmap"),
            Watch(view, "the image view"),
        ]
    }

    /// UIKit keeps named images in a cache it empties on a memory warning; once emptied, nothing is left.
    func testNamedImageIsFreedWithItsAssetAndBitmapsOnceTheCacheIsPurged() throws {
        let watches = try loadAndDrawNamedImage()
        XCTAssertNotNil(watches[1].object, "the named-image cache keeps the asset")
        NotificationCenter.default.post(name: UIApplication.didReceiveMemoryWarningNotification, object: nil)
        assertFreed(watches)
    }

    func testNamedImagesAreDecodedOnce() throws {
        let bundle = ReferenceScenesResources.bundle
        let first = try XCTUnwrap(UIImage(named: "avatar", in: bundle, compatibleWith: nil))
        let second = try XCTUnwrap(UIImage(named: "avatar", in: bundle, compatibleWith: nil))
        XCTAssertTrue(first.imageAsset === second.imageAsset)
        XCTAssertTrue(first.cgImage === second.cgImage, "one decoded bitmap")
        XCTAssertNil(UIImage(named: "no-such-image", in: bundle, compatibleWith: nil))
    }

    func testTheCacheDropsTheLeastRecentlyUsedPastItsLimit() {
        func asset(_ gray: UInt8) -> UIImageAsset {
            let asset = UIImageAsset()
            asset.register(solid(gray), with: light)
            return asset
        }
        let folder = URL(fileURLWithPath: "/nowhere")
        // Each asset is one 2 × 2 bitmap, 16 bytes; the limit holds two.
        let cache = NamedImageCache(byteLimit: 32)
        let a = cache.asset(named: "a", in: folder) { asset(1) }
        _ = cache.asset(named: "b", in: folder) { asset(2) }
        XCTAssertTrue(cache.asset(named: "a", in: folder) { nil } === a, "a hit does not load")
        _ = cache.asset(named: "c", in: folder) { asset(3) }
        XCTAssertEqual(cache.count, 2)
        XCTAssertNil(cache.asset(named: "b", in: folder) { nil }, "b was the least recently used")
        XCTAssertTrue(cache.asset(named: "a", in: folder) { nil } === a)
        XCTAssertNil(cache.asset(named: "missing", in: folder) { nil })
        XCTAssertEqual(cache.count, 2, "a miss is not remembered")
    }

    private func registerAndDrop() -> [Watch] {
        let asset = UIImageAsset()
        let lightImage = solid(10)
        let darkImage = solid(120)
        asset.register(lightImage, with: light)
        asset.register(darkImage, with: dark)
        let shown = asset.image(with: dark)
        return [
            Watch(asset, "the asset"), Watch(lightImage, "the light image"), Watch(darkImage, "the dark image"),
            Watch(shown, "the image handed out"), Watch(darkImage.cgImage, "the dark bitmap"),
        ]
    }

    func testRuntimeAssetIsFreedWithItsImages() {
        assertFreed(registerAndDrop())
    }

    /// The usual dark-mode recipe: register both appearances, keep only the image handed out.
    private func imageOfDroppedAsset() -> (image: UIImage, asset: Watch) {
        let asset = UIImageAsset()
        let lightImage = solid(10)
        asset.register(lightImage, with: light)
        asset.register(solid(120), with: dark)
        XCTAssertTrue(asset.image(with: light) === lightImage, "the registered image itself, while it lives")
        return (asset.image(with: light), Watch(asset, "the asset"))
    }

    func testImageKeepsItsAssetAndTheOtherVariants() throws {
        let (image, asset) = imageOfDroppedAsset()
        XCTAssertNotNil(asset.object, "an image keeps its asset alive")
        let imageAsset = try XCTUnwrap(image.imageAsset)
        XCTAssertTrue(imageAsset === asset.object)
        XCTAssertEqual(gray(image), 10)
        let darkImage = imageAsset.image(with: dark)
        XCTAssertEqual(gray(darkImage), 120, "the dark variant outlives the image registered for it")
        XCTAssertTrue(darkImage.imageAsset === imageAsset)
        XCTAssertEqual(darkImage.traitCollection.userInterfaceStyle, .dark)
        XCTAssertTrue(imageAsset.image(with: dark) === darkImage, "the same instance while it is held")
        XCTAssertEqual(gray(image.resolved(for: dark)), 120)
    }

    func testUnregisteredVariantIsNoLongerChosen() {
        let asset = UIImageAsset()
        asset.register(solid(10), with: light)
        asset.register(solid(120), with: dark)
        asset.unregisterImage(with: dark)
        XCTAssertEqual(gray(asset.image(with: dark)), 10)
        asset.register(solid(130), with: dark)
        XCTAssertEqual(gray(asset.image(with: dark)), 130)
    }
}
