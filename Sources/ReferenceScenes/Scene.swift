import OpenUIKit

/// A reference screen: a name for file names and the command line, where it is snapshotted (devices,
/// each in its orientations) and in which traits, and a way to make a fresh view controller for each
/// snapshot. `generate-snapshots` writes, and the golden tests verify, exactly what a scene declares:
/// every trait variant on every device in every orientation. View controllers belong to the main
/// actor, so the maker is called on the main thread (the command, the tests and the benchmarks all run
/// there) and a scene is not `Sendable`.
public struct Scene {
    public let name: String
    public let summary: String
    public let devices: [Device]
    public let orientations: [Orientation]
    /// The traits of each snapshot, as the window's `traitOverrides` would set them: a collection
    /// overrides what it specifies (appearance, layout direction, Dynamic Type size) and leaves the
    /// device's own for the rest (light, left to right, large). `UITraitCollection()` is the device as it
    /// comes; the others' files add `-dark`, `-rtl`, `-<size>` to the name.
    public let traitVariants: [UITraitCollection]
    public let makeViewController: () -> UIViewController

    /// A scene on the default matrix in the device's own traits unless it says otherwise. The variants
    /// may set only what a snapshot can vary (a device decides its size classes, idiom and scale), each
    /// once: a scene that breaks this stops every run at once, naming itself.
    public init(
        name: String, summary: String, devices: [Device] = DefaultMatrix.devices,
        orientations: [Orientation] = DefaultMatrix.orientations,
        traitVariants: [UITraitCollection] = [UITraitCollection()],
        makeViewController: @escaping () -> UIViewController
    ) {
        precondition(
            !devices.isEmpty && !orientations.isEmpty && !traitVariants.isEmpty,
            "scene \(name) declares no devices, orientations or trait variants")
        for variant in traitVariants {
            precondition(
                variant.horizontalSizeClass == .unspecified && variant.verticalSizeClass == .unspecified
                    && variant.userInterfaceIdiom == .unspecified && variant.displayScale == 0,
                "scene \(name): a trait variant sets only the appearance, the layout direction and the "
                    + "content size category; the device decides the rest (\(variant))")
        }
        precondition(Set(traitVariants).count == traitVariants.count, "scene \(name) declares a trait variant twice")
        self.name = name
        self.summary = summary
        self.devices = devices
        self.orientations = orientations
        self.traitVariants = traitVariants
        self.makeViewController = makeViewController
    }
}

/// The variants the scenes declare, by what they change.
extension UITraitCollection {
    fileprivate static let `default` = UITraitCollection()
    fileprivate static let dark = UITraitCollection(userInterfaceStyle: .dark)
    fileprivate static let rightToLeft = UITraitCollection(layoutDirection: .rightToLeft)
    fileprivate static let largestAccessibilitySize = UITraitCollection(
        preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge)
}

extension Scene {
    /// Every scene, in the order of the articles.
    public static let all: [Scene] = [
        Scene(
            name: "readable-grid",
            summary: "seed 000: collection view pinned to the readable content guide, 30 gray cells in three columns",
            makeViewController: { ReadableCollectionViewController() }),
        Scene(
            name: "section-inset",
            summary: "seed 000: collection view in the safe area, section insets from the readable content guide",
            makeViewController: { SectionInsetCollectionViewController() }),
        Scene(
            name: "scroll-text",
            summary: "seed 001: long text in a scroll view, label pinned to the content view's readable content guide",
            makeViewController: { ReadableScrollViewController(text: SampleText.essay, pinning: .readableContentGuide) }
        ),
        Scene(
            name: "scroll-text-margins",
            summary: "seed 001, without the guide: the label pinned to the content view's layout margins",
            makeViewController: { ReadableScrollViewController(text: SampleText.essay, pinning: .layoutMargins) }),
        Scene(
            name: "scroll-text-follow-readable-width",
            summary: "seed 001, Interface Builder recipe: the content view follows the readable width",
            makeViewController: {
                ReadableScrollViewController(text: SampleText.essay, pinning: .contentViewFollowsReadableWidth)
            }),
        Scene(
            name: "self-sizing-list",
            summary: "seed 003: self-sizing cells, ten items of あいうえおかきくけこ repeated 1 to 10 times",
            makeViewController: { ViewController() }),
        Scene(
            name: "stack-form",
            summary: "issue 13: profile header and form of stack views on the readable content guide, "
                + "first-baseline rows, a hidden row, equally filled tiles",
            traitVariants: [.default, .dark, .rightToLeft, .largestAccessibilitySize],
            makeViewController: { ProfileFormViewController() }),
        Scene(
            name: "profile",
            summary:
                "images and drawing: header illustration (aspect fill), round avatar with a dark variant, progress ring in draw(_:), card with a shadow, tinted template icons",
            traitVariants: [.default, .dark, .rightToLeft],
            makeViewController: { ProfileViewController() }),
        Scene(
            name: "readable-grid-navigation",
            summary: "issue 15: seed 000's readable grid in a navigation controller with a large title",
            traitVariants: [.default, .dark, .rightToLeft],
            makeViewController: { ContainerScenes.readableGridInNavigation() }),
        Scene(
            name: "section-inset-tabs",
            summary: "issue 15: seed 000's section-inset grid as the first of three tabs, a badge on the second",
            traitVariants: [.default, .dark, .rightToLeft],
            makeViewController: { ContainerScenes.sectionInsetInTabs() }),
        Scene(
            name: "navigation-push-toolbar",
            summary: "issue 15: a chapter pushed on a library (back button with the previous title), toolbar items",
            traitVariants: [.default, .dark, .rightToLeft],
            makeViewController: { ContainerScenes.pushedWithToolbar() }),
        Scene(
            name: "table-settings",
            summary: "issue 16: inset-grouped settings table under a large title, headers and footers, value1 rows "
                + "with disclosure, a checkmark, a subtitle row, list content configurations",
            traitVariants: [.default, .dark, .rightToLeft, .largestAccessibilitySize],
            makeViewController: { SettingsTableViewController.inNavigation() }),
        Scene(
            name: "table-readable",
            summary: "issue 16: plain table of long paragraphs in a navigation controller, "
                + "cellLayoutMarginsFollowReadableWidth on",
            traitVariants: [.default, .dark, .rightToLeft, .largestAccessibilitySize],
            makeViewController: { ReadableTableViewController.inNavigation(followsReadableWidth: true) }),
        Scene(
            name: "table-readable-margins",
            summary: "issue 16: the same table with cellLayoutMarginsFollowReadableWidth off (16-pt margins)",
            makeViewController: { ReadableTableViewController.inNavigation(followsReadableWidth: false) }),
        Scene(
            name: "sign-in",
            summary: "issue 17: sign-in form on the readable content guide: segmented control, text fields, "
                + "a secure field, a switch row, a filled and a plain button",
            traitVariants: [.default, .dark, .rightToLeft, .largestAccessibilitySize],
            makeViewController: { SignInViewController() }),
        Scene(
            name: "controls-gallery",
            summary: "issue 17: every control enabled, disabled and selected: buttons, switches, segments, "
                + "sliders, steppers, page control, spinners, progress, text fields, a self-sizing text view",
            traitVariants: [.default, .dark, .rightToLeft, .largestAccessibilitySize],
            makeViewController: { ControlsGalleryViewController() }),
        Scene(
            name: "contacts-diffable",
            summary: "a plain table fed by a UITableViewDiffableDataSource: one section per initial, subtitle "
                + "content configurations, a snapshot applied and then updated",
            traitVariants: [.default, .dark, .rightToLeft, .largestAccessibilitySize],
            makeViewController: { ContactsViewController.inNavigation() }),
        Scene(
            name: "topics-diffable",
            summary: "a flow layout of self-sizing capsule cells fed by a UICollectionViewDiffableDataSource, "
                + "cells and section headers from registrations",
            traitVariants: [.default, .dark, .rightToLeft, .largestAccessibilitySize],
            makeViewController: { TopicsViewController() }),
        Scene(
            name: "onboarding-layers",
            summary: "Core Animation layers: a full-screen CAGradientLayer under the subviews, a badge view backed "
                + "by a gradient layer with a shadow, a CAShapeLayer step ring at two thirds, a dashed drop zone",
            traitVariants: [.default, .dark, .rightToLeft, .largestAccessibilitySize],
            makeViewController: { OnboardingViewController() }),
        Scene(
            name: "discover-compositional",
            summary: "a compositional layout from a section provider: featured banners paging centred, chips "
                + "as wide as their text, a grid of two or four columns, self-sizing notes and headers",
            traitVariants: [.default, .dark, .rightToLeft, .largestAccessibilitySize],
            makeViewController: { DiscoverViewController.inNavigation() }),
        Scene(
            name: "welcome-pages",
            summary: "a scrolling UIPageViewController embedded as a child on its second of three pages, with "
                + "the app's own UIPageControl above the bottom safe area and a Skip button",
            traitVariants: [.default, .dark, .rightToLeft, .largestAccessibilitySize],
            makeViewController: { WelcomePagesViewController() }),
        Scene(
            name: "comment-thread",
            summary: "a table of comments over an input bar on the keyboard layout guide (no keyboard: on the safe "
                + "area), a field border re-resolved by a trait change registration, a Post button spaced with "
                + "title and image edge insets",
            traitVariants: [.default, .dark, .rightToLeft, .largestAccessibilitySize],
            makeViewController: { CommentThreadViewController.inNavigation() }),
        Scene(
            name: "notes-split",
            summary: "a double-column UISplitViewController: a list of notes beside the first (selected) note on iPad, "
                + "collapsed to the list on iPhone (the delegate picks the primary column)",
            traitVariants: [.default, .dark, .rightToLeft, .largestAccessibilitySize],
            makeViewController: { NotesSplitViewController() }),
        Scene(
            name: "settings-list",
            summary: "a Settings screen as a collection view list: insetGrouped UICollectionLayoutListConfiguration, "
                + "diffable data source, list cells with images, value labels, disclosure, a checkmark and a switch",
            traitVariants: [.default, .dark, .rightToLeft, .largestAccessibilitySize],
            makeViewController: { SettingsListViewController.inNavigation() }),
        Scene(
            name: "event-editor",
            summary: "a new-event form in an inset-grouped table: a title field, compact date pickers for start "
                + "and end (explicit dates, en_US, Los Angeles time), a Repeat row over a wheel UIPickerView",
            traitVariants: [.default, .dark, .rightToLeft, .largestAccessibilitySize],
            makeViewController: { EventEditorViewController.inNavigation() }),
        Scene(
            name: "empty-inbox",
            summary: "an inbox without messages: contentUnavailableConfiguration from .empty() with an image, "
                + "text, secondary text and a filled button, set in updateContentUnavailableConfiguration(using:)",
            traitVariants: [.default, .dark, .rightToLeft, .largestAccessibilitySize],
            makeViewController: { EmptyInboxViewController.inNavigation() }),
        Scene(
            name: "search-contacts",
            summary: "a large title with the navigation item's search controller (search bar in the bar), a plain "
                + "table of contacts, and a floating mini player on a systemMaterial UIVisualEffectView",
            traitVariants: [.default, .dark, .rightToLeft, .largestAccessibilitySize],
            makeViewController: { SearchContactsViewController.inNavigation() }),
        Scene(
            name: "library-outline",
            summary: "a sidebar list fed by NSDiffableDataSourceSectionSnapshots: outline disclosure headers, one "
                + "group and one folder expanded, another group collapsed, indentation from each item's level",
            traitVariants: [.default, .dark, .rightToLeft, .largestAccessibilitySize],
            makeViewController: { LibraryOutlineViewController.inNavigation() }),
        Scene(
            name: "workout-summary",
            summary: "a fitness summary made of layers: a shape-layer ring with a CATextLayer percentage and a "
                + "strokeEnd animation, avatars ordered by zPosition, badges turned with CATransform3D, a card "
                + "turned over about y (single-sided faces), a replicator loader, a running pulse group: at rest",
            traitVariants: [.default, .dark, .rightToLeft, .largestAccessibilitySize],
            makeViewController: { WorkoutSummaryViewController.inNavigation() }),
    ]

    public static func named(_ name: String) -> Scene? { all.first { $0.name == name } }
}
