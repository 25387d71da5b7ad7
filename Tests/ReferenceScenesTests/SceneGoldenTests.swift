import OpenUIKit
import ReferenceScenes
import SnapshotRenderer
import SnapshotTesting
import XCTest

/// Every scene on the default matrix against `Snapshots/<scene>/<device>-<orientation>.png` and its
/// layout dump (`.layout.txt`), the files `scripts/generate-snapshots` writes; the profile scene also in
/// dark mode and right to left (`…-dark`, `…-rtl`, from `--appearance dark` and `--layout-direction rtl`).
final class SceneGoldenTests: XCTestCase {
    /// `variant` sets traits on each configuration (dark, right-to-left, a text size); the golden's name
    /// gains the suffix `generate-snapshots` gives it (`-dark`, `-rtl`, `-ax5`).
    private func verifyDefaultMatrix(
        of sceneName: String, variant: (inout DeviceConfiguration) -> Void = { _ in }, file: StaticString = #filePath,
        line: UInt = #line
    ) {
        guard let scene = Scene.named(sceneName) else {
            return XCTFail("no scene \(sceneName)", file: file, line: line)
        }
        // The scene goldens are generate-snapshots' files in the package's `Snapshots/`, not a test's own.
        var configuration = SnapshotConfiguration.current
        configuration.goldensDirectory = Self.sceneGoldens
        for device in DefaultMatrix.devices {
            for orientation in DefaultMatrix.orientations {
                var device = DeviceConfiguration(device: device, orientation: orientation)
                variant(&device)
                let failure = SnapshotVerifier(configuration: configuration).verify(
                    { scene.makeViewController() }, as: .image(on: device),
                    golden: GoldenName(stem: "\(scene.name)/\(device.fileStem)"),
                    testFilter: "SceneGoldenTests", anchor: "\(file)")
                if let failure { XCTFail(failure.message, file: file, line: line) }
            }
        }
    }

    static let sceneGoldens = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Snapshots")

    func testReadableGrid() { verifyDefaultMatrix(of: "readable-grid") }
    func testSectionInset() { verifyDefaultMatrix(of: "section-inset") }
    func testScrollText() { verifyDefaultMatrix(of: "scroll-text") }
    func testScrollTextMargins() { verifyDefaultMatrix(of: "scroll-text-margins") }
    func testScrollTextFollowReadableWidth() { verifyDefaultMatrix(of: "scroll-text-follow-readable-width") }
    func testSelfSizingList() { verifyDefaultMatrix(of: "self-sizing-list") }
    func testStackForm() { verifyDefaultMatrix(of: "stack-form") }
    func testStackFormDark() { verifyDefaultMatrix(of: "stack-form") { $0.userInterfaceStyle = .dark } }
    func testStackFormRightToLeft() { verifyDefaultMatrix(of: "stack-form") { $0.layoutDirection = .rightToLeft } }
    func testStackFormLargestAccessibilitySize() {
        verifyDefaultMatrix(of: "stack-form") { $0.contentSizeCategory = .accessibilityExtraExtraExtraLarge }
    }
    func testProfile() { verifyDefaultMatrix(of: "profile") }
    func testProfileDark() { verifyDefaultMatrix(of: "profile") { $0.userInterfaceStyle = .dark } }
    func testProfileRightToLeft() { verifyDefaultMatrix(of: "profile") { $0.layoutDirection = .rightToLeft } }

    func testReadableGridNavigation() { verifyDefaultMatrix(of: "readable-grid-navigation") }
    func testReadableGridNavigationDark() {
        verifyDefaultMatrix(of: "readable-grid-navigation") { $0.userInterfaceStyle = .dark }
    }
    func testReadableGridNavigationRightToLeft() {
        verifyDefaultMatrix(of: "readable-grid-navigation") { $0.layoutDirection = .rightToLeft }
    }
    func testSectionInsetTabs() { verifyDefaultMatrix(of: "section-inset-tabs") }
    func testSectionInsetTabsDark() { verifyDefaultMatrix(of: "section-inset-tabs") { $0.userInterfaceStyle = .dark } }
    func testSectionInsetTabsRightToLeft() {
        verifyDefaultMatrix(of: "section-inset-tabs") { $0.layoutDirection = .rightToLeft }
    }
    func testNavigationPushToolbar() { verifyDefaultMatrix(of: "navigation-push-toolbar") }
    func testNavigationPushToolbarDark() {
        verifyDefaultMatrix(of: "navigation-push-toolbar") { $0.userInterfaceStyle = .dark }
    }
    func testNavigationPushToolbarRightToLeft() {
        verifyDefaultMatrix(of: "navigation-push-toolbar") { $0.layoutDirection = .rightToLeft }
    }
    func testTableSettings() { verifyDefaultMatrix(of: "table-settings") }
    func testTableSettingsDark() { verifyDefaultMatrix(of: "table-settings") { $0.userInterfaceStyle = .dark } }
    func testTableSettingsRightToLeft() {
        verifyDefaultMatrix(of: "table-settings") { $0.layoutDirection = .rightToLeft }
    }
    func testTableSettingsLargestAccessibilitySize() {
        verifyDefaultMatrix(of: "table-settings") { $0.contentSizeCategory = .accessibilityExtraExtraExtraLarge }
    }
    func testTableReadable() { verifyDefaultMatrix(of: "table-readable") }
    func testTableReadableDark() { verifyDefaultMatrix(of: "table-readable") { $0.userInterfaceStyle = .dark } }
    func testTableReadableRightToLeft() {
        verifyDefaultMatrix(of: "table-readable") { $0.layoutDirection = .rightToLeft }
    }
    func testTableReadableLargestAccessibilitySize() {
        verifyDefaultMatrix(of: "table-readable") { $0.contentSizeCategory = .accessibilityExtraExtraExtraLarge }
    }
    func testTableReadableMargins() { verifyDefaultMatrix(of: "table-readable-margins") }
    func testSignIn() { verifyDefaultMatrix(of: "sign-in") }
    func testSignInDark() { verifyDefaultMatrix(of: "sign-in") { $0.userInterfaceStyle = .dark } }
    func testSignInRightToLeft() { verifyDefaultMatrix(of: "sign-in") { $0.layoutDirection = .rightToLeft } }
    func testSignInLargestAccessibilitySize() {
        verifyDefaultMatrix(of: "sign-in") { $0.contentSizeCategory = .accessibilityExtraExtraExtraLarge }
    }
    func testControlsGallery() { verifyDefaultMatrix(of: "controls-gallery") }
    func testControlsGalleryDark() { verifyDefaultMatrix(of: "controls-gallery") { $0.userInterfaceStyle = .dark } }
    func testControlsGalleryRightToLeft() {
        verifyDefaultMatrix(of: "controls-gallery") { $0.layoutDirection = .rightToLeft }
    }
    func testControlsGalleryAccessibilityExtraExtraExtraLarge() {
        verifyDefaultMatrix(of: "controls-gallery") { $0.contentSizeCategory = .accessibilityExtraExtraExtraLarge }
    }
    func testContactsDiffable() { verifyDefaultMatrix(of: "contacts-diffable") }
    func testContactsDiffableDark() { verifyDefaultMatrix(of: "contacts-diffable") { $0.userInterfaceStyle = .dark } }
    func testContactsDiffableRightToLeft() {
        verifyDefaultMatrix(of: "contacts-diffable") { $0.layoutDirection = .rightToLeft }
    }
    func testContactsDiffableLargestAccessibilitySize() {
        verifyDefaultMatrix(of: "contacts-diffable") { $0.contentSizeCategory = .accessibilityExtraExtraExtraLarge }
    }
    func testTopicsDiffable() { verifyDefaultMatrix(of: "topics-diffable") }
    func testTopicsDiffableDark() { verifyDefaultMatrix(of: "topics-diffable") { $0.userInterfaceStyle = .dark } }
    func testTopicsDiffableRightToLeft() {
        verifyDefaultMatrix(of: "topics-diffable") { $0.layoutDirection = .rightToLeft }
    }
    func testTopicsDiffableLargestAccessibilitySize() {
        verifyDefaultMatrix(of: "topics-diffable") { $0.contentSizeCategory = .accessibilityExtraExtraExtraLarge }
    }

    func testOnboardingLayers() { verifyDefaultMatrix(of: "onboarding-layers") }
    func testOnboardingLayersDark() { verifyDefaultMatrix(of: "onboarding-layers") { $0.userInterfaceStyle = .dark } }
    func testOnboardingLayersRightToLeft() {
        verifyDefaultMatrix(of: "onboarding-layers") { $0.layoutDirection = .rightToLeft }
    }
    func testOnboardingLayersLargestAccessibilitySize() {
        verifyDefaultMatrix(of: "onboarding-layers") { $0.contentSizeCategory = .accessibilityExtraExtraExtraLarge }
    }

    func testDiscoverCompositional() { verifyDefaultMatrix(of: "discover-compositional") }
    func testDiscoverCompositionalDark() {
        verifyDefaultMatrix(of: "discover-compositional") { $0.userInterfaceStyle = .dark }
    }
    func testDiscoverCompositionalRightToLeft() {
        verifyDefaultMatrix(of: "discover-compositional") { $0.layoutDirection = .rightToLeft }
    }
    func testDiscoverCompositionalLargestAccessibilitySize() {
        verifyDefaultMatrix(of: "discover-compositional") {
            $0.contentSizeCategory = .accessibilityExtraExtraExtraLarge
        }
    }

    func testWelcomePages() { verifyDefaultMatrix(of: "welcome-pages") }
    func testWelcomePagesDark() { verifyDefaultMatrix(of: "welcome-pages") { $0.userInterfaceStyle = .dark } }
    func testWelcomePagesRightToLeft() {
        verifyDefaultMatrix(of: "welcome-pages") { $0.layoutDirection = .rightToLeft }
    }
    func testWelcomePagesLargestAccessibilitySize() {
        verifyDefaultMatrix(of: "welcome-pages") { $0.contentSizeCategory = .accessibilityExtraExtraExtraLarge }
    }

    func testCommentThread() { verifyDefaultMatrix(of: "comment-thread") }
    func testCommentThreadDark() { verifyDefaultMatrix(of: "comment-thread") { $0.userInterfaceStyle = .dark } }
    func testCommentThreadRightToLeft() {
        verifyDefaultMatrix(of: "comment-thread") { $0.layoutDirection = .rightToLeft }
    }
    func testCommentThreadLargestAccessibilitySize() {
        verifyDefaultMatrix(of: "comment-thread") { $0.contentSizeCategory = .accessibilityExtraExtraExtraLarge }
    }

    func testNotesSplit() { verifyDefaultMatrix(of: "notes-split") }
    func testNotesSplitDark() { verifyDefaultMatrix(of: "notes-split") { $0.userInterfaceStyle = .dark } }
    func testNotesSplitRightToLeft() {
        verifyDefaultMatrix(of: "notes-split") { $0.layoutDirection = .rightToLeft }
    }
    func testNotesSplitLargestAccessibilitySize() {
        verifyDefaultMatrix(of: "notes-split") { $0.contentSizeCategory = .accessibilityExtraExtraExtraLarge }
    }

    func testSettingsList() { verifyDefaultMatrix(of: "settings-list") }
    func testSettingsListDark() { verifyDefaultMatrix(of: "settings-list") { $0.userInterfaceStyle = .dark } }
    func testSettingsListRightToLeft() {
        verifyDefaultMatrix(of: "settings-list") { $0.layoutDirection = .rightToLeft }
    }
    func testSettingsListLargestAccessibilitySize() {
        verifyDefaultMatrix(of: "settings-list") { $0.contentSizeCategory = .accessibilityExtraExtraExtraLarge }
    }

    func testEventEditor() { verifyDefaultMatrix(of: "event-editor") }
    func testEventEditorDark() { verifyDefaultMatrix(of: "event-editor") { $0.userInterfaceStyle = .dark } }
    func testEventEditorRightToLeft() {
        verifyDefaultMatrix(of: "event-editor") { $0.layoutDirection = .rightToLeft }
    }
    func testEventEditorLargestAccessibilitySize() {
        verifyDefaultMatrix(of: "event-editor") { $0.contentSizeCategory = .accessibilityExtraExtraExtraLarge }
    }

    func testEmptyInbox() { verifyDefaultMatrix(of: "empty-inbox") }
    func testEmptyInboxDark() { verifyDefaultMatrix(of: "empty-inbox") { $0.userInterfaceStyle = .dark } }
    func testEmptyInboxRightToLeft() {
        verifyDefaultMatrix(of: "empty-inbox") { $0.layoutDirection = .rightToLeft }
    }
    func testEmptyInboxLargestAccessibilitySize() {
        verifyDefaultMatrix(of: "empty-inbox") { $0.contentSizeCategory = .accessibilityExtraExtraExtraLarge }
    }

    func testSearchContacts() { verifyDefaultMatrix(of: "search-contacts") }
    func testSearchContactsDark() { verifyDefaultMatrix(of: "search-contacts") { $0.userInterfaceStyle = .dark } }
    func testSearchContactsRightToLeft() {
        verifyDefaultMatrix(of: "search-contacts") { $0.layoutDirection = .rightToLeft }
    }
    func testSearchContactsLargestAccessibilitySize() {
        verifyDefaultMatrix(of: "search-contacts") { $0.contentSizeCategory = .accessibilityExtraExtraExtraLarge }
    }

    func testLibraryOutline() { verifyDefaultMatrix(of: "library-outline") }
    func testLibraryOutlineDark() { verifyDefaultMatrix(of: "library-outline") { $0.userInterfaceStyle = .dark } }
    func testLibraryOutlineRightToLeft() {
        verifyDefaultMatrix(of: "library-outline") { $0.layoutDirection = .rightToLeft }
    }
    func testLibraryOutlineLargestAccessibilitySize() {
        verifyDefaultMatrix(of: "library-outline") { $0.contentSizeCategory = .accessibilityExtraExtraExtraLarge }
    }

    func testEverySceneIsCovered() {
        let tested: Set = [
            "readable-grid", "section-inset", "scroll-text", "scroll-text-margins",
            "scroll-text-follow-readable-width", "self-sizing-list", "stack-form", "readable-grid-navigation",
            "section-inset-tabs", "navigation-push-toolbar", "profile", "table-settings", "table-readable",
            "table-readable-margins", "sign-in", "controls-gallery", "contacts-diffable", "topics-diffable",
            "onboarding-layers", "discover-compositional", "welcome-pages", "comment-thread", "notes-split",
            "settings-list", "event-editor", "empty-inbox", "search-contacts", "library-outline",
        ]
        XCTAssertEqual(Set(Scene.all.map(\.name)), tested, "a scene without a golden test")
    }
}
