import Foundation
import XCTest

/// Issue 28: the command renders the trait variants each scene declares, and the trait options select
/// among them; `--undeclared-variants` renders their combinations whatever a scene declares.
final class GenerateSnapshotsVariantTests: XCTestCase {
    private func run(_ arguments: [String]) throws -> CommandResult { try GenerateSnapshotsCommand.run(arguments) }

    private func temporaryFolder() -> URL { GenerateSnapshotsCommand.temporaryFolder(removedAfter: self) }

    private func pngs(in folder: URL) -> [String] {
        (FileManager.default.subpaths(atPath: folder.path) ?? []).filter { $0.hasSuffix(".png") }.sorted()
    }

    private let onePlace = ["--device", "iPhone8", "--orientation", "portrait"]

    func testADefaultRunWritesEveryDeclaredVariant() throws {
        let folder = temporaryFolder()
        let result = try run(["--scene", "profile,readable-grid"] + onePlace + ["--output", folder.path])
        XCTAssertEqual(result.status, 0, result.errors)
        XCTAssertEqual(
            pngs(in: folder),
            [
                "profile/iPhone8-portrait-dark.png", "profile/iPhone8-portrait-rtl.png", "profile/iPhone8-portrait.png",
                "readable-grid/iPhone8-portrait.png",
            ])
    }

    func testTraitOptionsSelectAmongTheDeclaredVariants() throws {
        let dark = temporaryFolder()
        XCTAssertEqual(
            try run(["--scene", "profile", "--appearance", "dark"] + onePlace + ["--output", dark.path]).status, 0)
        XCTAssertEqual(pngs(in: dark), ["profile/iPhone8-portrait-dark.png"])

        // Light selects the default and the right-to-left variant; the sizes select what a scene has.
        let light = temporaryFolder()
        let arguments = ["--scene", "profile,stack-form", "--appearance", "light", "--content-size", "l,ax5"]
        XCTAssertEqual(try run(arguments + onePlace + ["--output", light.path]).status, 0)
        XCTAssertEqual(
            pngs(in: light),
            [
                "profile/iPhone8-portrait-rtl.png", "profile/iPhone8-portrait.png",
                "stack-form/iPhone8-portrait-ax5.png",
                "stack-form/iPhone8-portrait-rtl.png", "stack-form/iPhone8-portrait.png",
            ])
    }

    /// Without `--scene`, scenes that lack the selected variant are left out; a scene `--scene` names
    /// that has none of it, or a selection no scene has, is a mistake (exit 2, before any work) unless
    /// `--undeclared-variants` asks for the combination whatever the scene declares.
    func testAVariantAScenesDoesNotDeclareIsRenderedOnlyWhenAskedFor() throws {
        let folder = temporaryFolder()
        let named = try run(["--scene", "readable-grid,profile", "--appearance", "dark", "--output", folder.path])
        XCTAssertEqual(named.status, 2)
        XCTAssertTrue(
            named.errors.contains(
                "scene readable-grid does not declare a variant that --appearance dark selects (its variants: default)"),
            named.errors)
        XCTAssertTrue(named.errors.contains("--undeclared-variants renders one anyway"), named.errors)
        let none = try run(["--content-size", "xs", "--output", folder.path])
        XCTAssertEqual(none.status, 2)
        XCTAssertTrue(none.errors.contains("no scene declares a variant that --content-size xs selects"), none.errors)
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.path), "nothing may be written")

        let undeclared = ["--scene", "readable-grid", "--appearance", "dark", "--undeclared-variants"]
        XCTAssertEqual(try run(undeclared + onePlace + ["--output", folder.path]).status, 0)
        XCTAssertEqual(pngs(in: folder), ["readable-grid/iPhone8-portrait-dark.png"])
    }

    /// The goldens in `Snapshots/`: a declared variant's golden and its contact sheet (composed from
    /// the goldens beside it) are checked, and only what the trait option selects.
    func testCheckVerifiesADeclaredVariantAndItsContactSheet() throws {
        let arguments = ["--check", "--scene", "profile", "--layout-direction", "rtl"] + onePlace
        let result = try run(arguments + ["--output", SceneGoldenTests.sceneGoldens.path])
        XCTAssertEqual(result.status, 0, result.output + result.errors)
        XCTAssertTrue(result.output.contains("ok      profile/iPhone8-portrait-rtl.png\n"), result.output)
        XCTAssertTrue(result.output.contains("ok      profile/contact-sheet-rtl.png\n"), result.output)
        XCTAssertTrue(
            result.output.contains("1 of 1 goldens match; 1 of 1 contact sheets match; 0 orphans"), result.output)
    }

    func testListAndHelpShowTheVariants() throws {
        let list = try run(["--list"])
        XCTAssertEqual(list.status, 0)
        let lines = list.output.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        let stackForm = try XCTUnwrap(lines.firstIndex { $0.hasPrefix("stack-form ") })
        XCTAssertEqual(lines[stackForm + 1], "variants: default, dark, rtl, ax5")
        let grid = try XCTUnwrap(lines.firstIndex { $0.hasPrefix("readable-grid ") })
        XCTAssertEqual(lines[grid + 1], "variants: default")
        let help = try run(["--help"])
        XCTAssertTrue(help.output.contains("--undeclared-variants"), help.output)
        XCTAssertTrue(help.output.contains("select among the variants each scene declares"), help.output)
    }
}
