import OpenUIKit
import XCTest

final class LayoutDumpTests: XCTestCase {
    func testDumpIsStableAndDescribesEachView() {
        func build() -> String {
            let vc = GuidePinningViewController { $0.readableContentGuide }
            vc.loadViewIfNeeded()
            vc.view.backgroundColor = .systemBackground
            vc.content.backgroundColor = .red
            vc.content.layer.cornerRadius = 4
            let hidden = UIView(frame: CGRect(x: 1, y: 2, width: 3, height: 4))
            hidden.isHidden = true
            hidden.alpha = 0.5
            vc.view.addSubview(hidden)
            let window = present(vc, on: .iPhone8) { $0.traitOverrides.userInterfaceStyle = .dark }
            return window.recursiveDescription
        }
        let dump = build()
        XCTAssertEqual(dump, build())
        let lines = dump.components(separatedBy: "\n")
        XCTAssertEqual(lines.first, "<UIWindow; frame = (0 0; 375 667); safeArea = {20, 0, 0, 0}>")
        XCTAssertTrue(
            lines.contains(
                "   | <UIView; frame = (0 0; 375 667); viewController = GuidePinningViewController; "
                    + "backgroundColor = #000000; safeArea = {20, 0, 0, 0}; margins = {20, 16, 0, 16}>"),
            dump)
        XCTAssertTrue(lines.contains("   |    | [UIViewReadableContentGuide; layoutFrame = (16 20; 343 647)]"), dump)
        XCTAssertTrue(
            lines.contains(
                "   |    | <UIView; frame = (16 20; 343 647); backgroundColor = #FF0000; cornerRadius = 4; autolayout>"),
            dump)
        XCTAssertTrue(
            lines.contains("   |    | <UIView; frame = (1 2; 3 4); hidden; alpha = 0.5; safeArea = {4, 0, 0, 0}>"), dump
        )
        XCTAssertFalse(dump.contains("0x"))
    }
}
