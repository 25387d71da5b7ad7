import OpenUIKit
import ReferenceScenes
import SnapshotRenderer

/// The names this command writes under its output folder, read back: `<scene>/<stem>.png`, its
/// `<scene>/<stem>.layout.txt` and `<scene>/contact-sheet[-<variant>].png`, for a scene that exists and
/// a stem that `DeviceConfiguration.fileStem` makes. Nothing else in the folder is the command's:
/// `--check` and `--prune` never touch it.
struct SceneFileName: Equatable {
    let scene: String
    /// The device, for a snapshot or its layout dump; nil for a contact sheet.
    let device: Device?
    /// The trait variant's part of the name (`dark`, `rtl-ax5`; empty for the device's own traits), as
    /// `SnapshotJob.variant` makes it; `-chrome` is a drawing option, not a variant, and is not part of it.
    let variant: String

    init?(_ relativePath: String) {
        let components = relativePath.split(separator: "/", omittingEmptySubsequences: false)
        guard components.count == 2, let scene = Scene.named(String(components[0])) else { return nil }
        let file = components[1]
        let stem: Substring
        if file.hasSuffix(".layout.txt") {
            stem = file.dropLast(".layout.txt".count)
        } else if file.hasSuffix(".png") {
            stem = file.dropLast(".png".count)
        } else {
            return nil
        }
        let parts = stem.split(separator: "-", omittingEmptySubsequences: false)
        if parts.count >= 2, parts[0] == "contact", parts[1] == "sheet", file.hasSuffix(".png") {
            guard Self.variantIsValid(parts.dropFirst(2)) else { return nil }
            self.scene = scene.name
            self.device = nil
            variant = Self.traitPart(parts.dropFirst(2))
            return
        }
        guard parts.count >= 2, let device = Device.named(String(parts[0])),
            Orientation(rawValue: String(parts[1])) != nil, Self.variantIsValid(parts.dropFirst(2))
        else { return nil }
        self.scene = scene.name
        self.device = device
        variant = Self.traitPart(parts.dropFirst(2))
    }

    private static func traitPart(_ parts: ArraySlice<Substring>) -> String {
        (parts.last == "chrome" ? parts.dropLast() : parts).joined(separator: "-")
    }

    /// `[dark][-rtl][-<size>][-chrome]` in this order, each at most once, as `fileStem` writes them.
    private static func variantIsValid(_ parts: ArraySlice<Substring>) -> Bool {
        var rest = parts
        if rest.first == "dark" { rest.removeFirst() }
        if rest.first == "rtl" { rest.removeFirst() }
        if let size = rest.first, size != "l", UIContentSizeCategory.shortNames.contains(where: { $0.name == size }) {
            rest.removeFirst()
        }
        if rest.first == "chrome" { rest.removeFirst() }
        return rest.isEmpty
    }
}
