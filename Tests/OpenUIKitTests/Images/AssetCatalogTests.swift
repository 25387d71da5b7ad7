import Foundation
import ReferenceScenes
import XCTest

@testable import OpenUIKit

/// `.xcassets` folders read as Xcode writes them: scale and appearance variants, idioms, template
/// intent, namespaces, and a broken `Contents.json` reported with its path.
final class AssetCatalogTests: XCTestCase {
    private func entry(_ file: String, scale: String?, dark: Bool = false, idiom: String = "universal") -> String {
        var fields = ["\"filename\" : \"\(file)\"", "\"idiom\" : \"\(idiom)\""]
        if let scale { fields.append("\"scale\" : \"\(scale)\"") }
        if dark { fields.append("\"appearances\" : [ { \"appearance\" : \"luminosity\", \"value\" : \"dark\" } ]") }
        return "{ " + fields.joined(separator: ", ") + " }"
    }

    private func contents(_ entries: [String], properties: String? = nil) -> String {
        var text = "{\n  \"images\" : [\n    " + entries.joined(separator: ",\n    ") + "\n  ],\n"
        if let properties { text += "  \"properties\" : \(properties),\n" }
        return text + "  \"info\" : { \"author\" : \"xcode\", \"version\" : 1 }\n}\n"
    }

    /// avatar: 1x/2x/3x "any" (grey 10/20/30) and 2x/3x dark (grey 120/130), plus an empty 1x dark slot.
    private func makeCatalog() throws -> ImageFolder {
        let folder = try ImageFolder(self)
        let set = "Assets.xcassets/avatar.imageset/"
        try folder.text("Assets.xcassets/Contents.json", "{ \"info\" : { \"author\" : \"xcode\", \"version\" : 1 } }")
        try folder.png(set + "a1.png", side: 10, gray: 10)
        try folder.png(set + "a2.png", side: 20, gray: 20)
        try folder.png(set + "a3.png", side: 30, gray: 30)
        try folder.png(set + "d2.png", side: 20, gray: 120)
        try folder.png(set + "d3.png", side: 30, gray: 130)
        try folder.text(
            set + "Contents.json",
            contents([
                entry("a1.png", scale: "1x"), entry("a2.png", scale: "2x"), entry("a3.png", scale: "3x"),
                "{ \"appearances\" : [ { \"appearance\" : \"luminosity\", \"value\" : \"dark\" } ], \"idiom\" : \"universal\", \"scale\" : \"1x\" }",
                entry("d2.png", scale: "2x", dark: true), entry("d3.png", scale: "3x", dark: true),
            ]))
        try folder.png("Assets.xcassets/glyph.imageset/g.png", side: 8, gray: 0)
        try folder.text(
            "Assets.xcassets/glyph.imageset/Contents.json",
            contents([entry("g.png", scale: nil)], properties: "{ \"template-rendering-intent\" : \"template\" }"))
        try folder.png("Assets.xcassets/Icons/star.imageset/s.png", side: 4, gray: 44)
        try folder.text("Assets.xcassets/Icons/star.imageset/Contents.json", contents([entry("s.png", scale: "1x")]))
        try folder.text(
            "Assets.xcassets/Icons/Contents.json", "{ \"properties\" : { \"provides-namespace\" : true } }")
        try folder.png("Assets.xcassets/device.imageset/phone.png", side: 2, gray: 1)
        try folder.png("Assets.xcassets/device.imageset/pad.png", side: 2, gray: 2)
        try folder.text(
            "Assets.xcassets/device.imageset/Contents.json",
            contents([
                entry("phone.png", scale: "2x", idiom: "iphone"), entry("pad.png", scale: "2x", idiom: "ipad"),
            ]))
        return folder
    }

    private func gray(_ image: UIImage?) -> UInt8? { image?.cgImage?.rgba(x: 0, y: 0).red }

    private func traits(scale: CGFloat, style: UIUserInterfaceStyle, idiom: UIUserInterfaceIdiom = .phone)
        -> UITraitCollection
    {
        UITraitCollection(traitsFrom: [
            UITraitCollection(displayScale: scale), UITraitCollection(userInterfaceStyle: style),
            UITraitCollection(userInterfaceIdiom: idiom),
        ])
    }

    func testVariantPerScaleAndAppearance() throws {
        let folder = try makeCatalog()
        let expected: [(CGFloat, UIUserInterfaceStyle, UInt8)] = [
            (1, .light, 10), (2, .light, 20), (3, .light, 30), (2, .unspecified, 20),
            (2, .dark, 120), (3, .dark, 130),
            // No 1x dark file (the slot is empty): the dark 2x is nearer in appearance than any 1x.
            (1, .dark, 120),
        ]
        for (scale, style, want) in expected {
            let image = UIImage(named: "avatar", in: folder.bundle, compatibleWith: traits(scale: scale, style: style))
            XCTAssertEqual(gray(image), want, "@\(scale)x \(style)")
            XCTAssertEqual(image?.size, CGSize(width: 10, height: 10), "@\(scale)x \(style)")
        }
    }

    func testImageViewFollowsDarkMode() throws {
        let folder = try makeCatalog()
        let view = UIImageView(image: UIImage(named: "avatar", in: folder.bundle, compatibleWith: nil))
        let window = UIWindow(device: .iPhone15Pro, orientation: .portrait)
        window.addSubview(view)
        XCTAssertEqual(gray(view.displayedImage), 30)
        window.overrideUserInterfaceStyle = .dark
        XCTAssertEqual(gray(view.displayedImage), 130)
    }

    func testTemplateIntentAndSingleScale() throws {
        let folder = try makeCatalog()
        let glyph = try XCTUnwrap(UIImage(named: "glyph", in: folder.bundle, compatibleWith: nil))
        XCTAssertTrue(glyph.drawsAsTemplate)
        XCTAssertEqual(glyph.scale, 1)
        XCTAssertFalse(glyph.withRenderingMode(.alwaysOriginal).drawsAsTemplate)
        let avatar = try XCTUnwrap(UIImage(named: "avatar", in: folder.bundle, compatibleWith: nil))
        XCTAssertFalse(avatar.drawsAsTemplate)
        XCTAssertTrue(avatar.withRenderingMode(.alwaysTemplate).drawsAsTemplate)
    }

    func testNamespacesAndIdioms() throws {
        let folder = try makeCatalog()
        XCTAssertEqual(gray(UIImage(named: "Icons/star", in: folder.bundle, compatibleWith: nil)), 44)
        XCTAssertNil(UIImage(named: "star", in: folder.bundle, compatibleWith: nil))
        XCTAssertEqual(
            gray(
                UIImage(
                    named: "device", in: folder.bundle, compatibleWith: traits(scale: 2, style: .light, idiom: .pad))),
            2)
        XCTAssertEqual(
            gray(UIImage(named: "device", in: folder.bundle, compatibleWith: traits(scale: 2, style: .light))), 1)
    }

    func testMalformedContentsIsReportedWithItsPath() throws {
        let folder = try ImageFolder(self)
        try folder.text("Broken.xcassets/bad.imageset/Contents.json", "{ \"images\" : [ { \"filename\" : 3 } ] }")
        XCTAssertThrowsError(try AssetCatalog(contentsOf: folder.url.appendingPathComponent("Broken.xcassets"))) {
            let error = $0 as? AssetCatalogError
            XCTAssertEqual(
                error?.path, folder.url.appendingPathComponent("Broken.xcassets/bad.imageset/Contents.json").path)
            XCTAssertTrue(error?.reason.contains("images[0].filename") == true, error?.reason ?? "")
        }
        try folder.text("Broken.xcassets/bad.imageset/Contents.json", "{ not json")
        XCTAssertThrowsError(try AssetCatalog(contentsOf: folder.url.appendingPathComponent("Broken.xcassets"))) {
            XCTAssertEqual(($0 as? AssetCatalogError)?.reason, "not valid JSON")
        }
        XCTAssertNil(UIImage(named: "bad", in: folder.bundle, compatibleWith: nil))
    }

    func testUnknownScaleIsReported() throws {
        let folder = try ImageFolder(self)
        try folder.text("X.xcassets/odd.imageset/Contents.json", contents([entry("o.png", scale: "4x")]))
        XCTAssertThrowsError(try AssetCatalog(contentsOf: folder.url.appendingPathComponent("X.xcassets"))) {
            XCTAssertEqual(($0 as? AssetCatalogError)?.reason, "images[0]: unknown scale \"4x\"")
        }
    }

    func testReferenceScenesCatalogShipsAsAPackageResource() throws {
        let light = UIImage(
            named: "avatar", in: ReferenceScenesResources.bundle, compatibleWith: traits(scale: 3, style: .light))
        let dark = UIImage(
            named: "avatar", in: ReferenceScenesResources.bundle, compatibleWith: traits(scale: 3, style: .dark))
        XCTAssertEqual(light?.size, CGSize(width: 88, height: 88))
        XCTAssertEqual(dark?.scale, 3)
        XCTAssertNotEqual(light?.cgImage?.pixels, dark?.cgImage?.pixels)
    }
}
