import Foundation

/// Space between a group's items: exactly `spacing`, or at least `spacing` with what is left over shared
/// out between the items (flexible).
@preconcurrency @MainActor
open class NSCollectionLayoutSpacing: NSObject, @preconcurrency NSCopying {
    public let spacing: CGFloat
    public let isFlexibleSpacing: Bool
    public var isFixedSpacing: Bool { !isFlexibleSpacing }

    init(spacing: CGFloat, flexible: Bool) {
        self.spacing = spacing
        self.isFlexibleSpacing = flexible
    }

    public static func fixed(_ fixedSpacing: CGFloat) -> NSCollectionLayoutSpacing {
        NSCollectionLayoutSpacing(spacing: fixedSpacing, flexible: false)
    }
    public static func flexible(_ flexibleSpacing: CGFloat) -> NSCollectionLayoutSpacing {
        NSCollectionLayoutSpacing(spacing: flexibleSpacing, flexible: true)
    }

    open func copy(with zone: NSZone? = nil) -> Any { self }
}
