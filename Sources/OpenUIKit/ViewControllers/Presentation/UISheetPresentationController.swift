import Foundation

/// A page or form sheet's controller: its detents, grabber and corners, as client code sets them before
/// presenting. Sheets are not drawn yet (a window showing one fails to render with that reason), so these
/// settings are kept, resolved on request, and reported to the delegate when they change.
@preconcurrency @MainActor
open class UISheetPresentationController: UIPresentationController {
    /// A height the sheet rests at. UIKit's medium detent is half the maximum, the large one the maximum.
    @preconcurrency @MainActor
    open class Detent: NSObject {
        public struct Identifier: RawRepresentable, Hashable, Sendable {
            public let rawValue: String
            public init(_ rawValue: String) { self.rawValue = rawValue }
            public init(rawValue: String) { self.rawValue = rawValue }
            public static let medium = Identifier("com.apple.UIKit.medium")
            public static let large = Identifier("com.apple.UIKit.large")
        }

        /// UIKit's value for a custom detent that resolves to no height.
        public static let automaticDimension: CGFloat = -1

        public let identifier: Identifier
        private let resolver: (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?

        private init(
            identifier: Identifier,
            resolver: @escaping (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?
        ) {
            self.identifier = identifier
            self.resolver = resolver
            super.init()
        }

        public static func medium() -> Detent {
            Detent(identifier: .medium) { ($0.maximumDetentValue / 2).rounded(.down) }
        }

        public static func large() -> Detent { Detent(identifier: .large) { $0.maximumDetentValue } }

        /// A height from `resolver`; nil leaves the detent out. Without an identifier UIKit makes a unique one.
        public static func custom(
            identifier: Identifier? = nil,
            resolver: @escaping (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?
        ) -> Detent {
            Detent(identifier: identifier ?? Identifier("custom.\(UUID().uuidString)"), resolver: resolver)
        }

        /// The detent's height in `context`, nil when it resolves to none.
        public func resolvedValue(in context: any UISheetPresentationControllerDetentResolutionContext) -> CGFloat? {
            guard let value = resolver(context), value.isFinite, value >= 0 else { return nil }
            return min(value, context.maximumDetentValue)
        }
    }

    open var detents: [Detent] = [.large()]
    open var selectedDetentIdentifier: Detent.Identifier? {
        didSet {
            if selectedDetentIdentifier != oldValue {
                sheetDelegate?.sheetPresentationControllerDidChangeSelectedDetentIdentifier(self)
            }
        }
    }
    open var largestUndimmedDetentIdentifier: Detent.Identifier?
    open var prefersGrabberVisible = false
    /// nil: the system's corner radius.
    open var preferredCornerRadius: CGFloat?
    open var prefersScrollingExpandsWhenScrolledToEdge = true
    open var prefersEdgeAttachedInCompactHeight = false
    open var widthFollowsPreferredContentSizeWhenEdgeAttached = false
    open var prefersPageSizing = true
    open var sourceView: UIView?

    /// The delegate as a sheet delegate, for the sheet's own callbacks.
    private var sheetDelegate: UISheetPresentationControllerDelegate? {
        delegate as? UISheetPresentationControllerDelegate
    }

    /// Changes happen at once.
    open func animateChanges(_ changes: () -> Void) { changes() }

    /// Custom detents are resolved on request, so there is nothing to invalidate.
    open func invalidateDetents() {}
}

/// What a custom detent's resolver is given: the container's traits and the largest height a detent may have.
@preconcurrency @MainActor
public protocol UISheetPresentationControllerDetentResolutionContext {
    var containerTraitCollection: UITraitCollection { get }
    var maximumDetentValue: CGFloat { get }
}

@preconcurrency @MainActor
public protocol UISheetPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
        _ sheetPresentationController: UISheetPresentationController)
}

extension UISheetPresentationControllerDelegate {
    public func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
        _ sheetPresentationController: UISheetPresentationController
    ) {}
}
