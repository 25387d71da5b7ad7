import Foundation

/// Cell and supplementary registrations (iOS 14): a class and a configuration handler in one value, used
/// with `dequeueConfiguredReusableCell(using:for:item:)`. Each registration gets its own reuse identifier, so
/// two registrations of one cell class keep separate queues, as in UIKit.
extension UICollectionView {
    public struct CellRegistration<Cell: UICollectionViewCell, Item> {
        public typealias Handler = @MainActor (Cell, IndexPath, Item) -> Void

        let reuseIdentifier: String
        let handler: Handler

        public init(handler: @escaping Handler) {
            reuseIdentifier = RegistrationIdentifier.next("\(Cell.self)")
            self.handler = handler
        }
    }

    public struct SupplementaryRegistration<Supplementary: UICollectionReusableView> {
        public typealias Handler = @MainActor (Supplementary, String, IndexPath) -> Void

        public let elementKind: String
        let reuseIdentifier: String
        let handler: Handler

        public init(elementKind: String, handler: @escaping Handler) {
            self.elementKind = elementKind
            reuseIdentifier = RegistrationIdentifier.next("\(Supplementary.self)")
            self.handler = handler
        }
    }

    public func dequeueConfiguredReusableCell<Cell: UICollectionViewCell, Item>(
        using registration: CellRegistration<Cell, Item>, for indexPath: IndexPath, item: Item?
    ) -> Cell {
        register(Cell.self, forCellWithReuseIdentifier: registration.reuseIdentifier)
        let cell = dequeueReusableCell(withReuseIdentifier: registration.reuseIdentifier, for: indexPath) as! Cell
        if let item { registration.handler(cell, indexPath, item) }
        return cell
    }

    public func dequeueConfiguredReusableSupplementary<Supplementary: UICollectionReusableView>(
        using registration: SupplementaryRegistration<Supplementary>, for indexPath: IndexPath
    ) -> Supplementary {
        register(
            Supplementary.self, forSupplementaryViewOfKind: registration.elementKind,
            withReuseIdentifier: registration.reuseIdentifier)
        let view =
            dequeueReusableSupplementaryView(
                ofKind: registration.elementKind, withReuseIdentifier: registration.reuseIdentifier, for: indexPath)
            as! Supplementary
        registration.handler(view, registration.elementKind, indexPath)
        return view
    }
}

/// Reuse identifiers for registrations: the class name and a process-wide count, so they are stable from run to run.
enum RegistrationIdentifier {
    nonisolated(unsafe) private static var count = 0
    private static let lock = NSLock()

    static func next(_ className: String) -> String {
        lock.withLock {
            count += 1
            return "\(className)-registration-\(count)"
        }
    }
}
