import OpenUIKit

extension UIContentSizeCategory {
    /// The compact names used in file names and on the command line (`xs` … `xxxl`, `ax1` … `ax5`).
    public static let shortNames: [(name: String, category: UIContentSizeCategory)] = zip(
        ["xs", "s", "m", "l", "xl", "xxl", "xxxl", "ax1", "ax2", "ax3", "ax4", "ax5"], UIContentSizeCategory.allSizes
    ).map { ($0, $1) }

    public var shortName: String { Self.shortNames.first { $0.category == self }?.name ?? "unspecified" }
}
