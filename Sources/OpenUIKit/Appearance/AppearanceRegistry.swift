import Foundation

/// The appearance proxies, by class and containment, and the copying of their values onto views.
///
/// A proxy is a real instance of its class; beside it sits a pristine instance made the same way, so
/// that a property counts as set on the proxy when the two differ, and as left alone on a view when the
/// view still has the pristine value. Properties covered: those UIKit marks `UI_APPEARANCE_SELECTOR`
/// that OpenUIKit's views have (`backgroundColor`, `tintColor`; `UILabel.font`, `textColor`).
enum AppearanceRegistry {
    private struct Proxy {
        let viewClass: UIView.Type
        let containers: [any UIAppearanceContainer.Type]
        let proxy: UIView
        let pristine: UIView
    }

    private static let lock = NSLock()
    nonisolated(unsafe) private static var proxies: [Proxy] = []
    private static let appliedKey = UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1)

    static func proxy(for viewClass: UIView.Type, containers: [any UIAppearanceContainer.Type]) -> UIView {
        lock.withLock {
            if let existing = proxies.first(where: { $0.viewClass == viewClass && sameTypes($0.containers, containers) }
            ) {
                return existing.proxy
            }
            guard let proxy = viewClass.init(coder: NSCoder()), let pristine = viewClass.init(coder: NSCoder()) else {
                preconditionFailure("appearance(): \(viewClass).init(coder:) returned nil, so it can have no proxy")
            }
            proxies.append(Proxy(viewClass: viewClass, containers: containers, proxy: proxy, pristine: pristine))
            return proxy
        }
    }

    /// Called as a view moves into a window; each view takes the appearance once, as in UIKit.
    static func applyIfNeeded(to view: UIView) {
        let applicable: [Proxy] = lock.withLock {
            guard !proxies.isEmpty else { return [] }
            return proxies.filter { view.isKind(of: $0.viewClass) && isContained(view, in: $0.containers) }
        }
        guard !applicable.isEmpty, objc_getAssociatedObject(view, appliedKey) == nil else { return }
        objc_setAssociatedObject(view, appliedKey, true, .OBJC_ASSOCIATION_RETAIN)
        // Superclasses first, then subclasses; plain proxies before contained ones, longer chains last.
        let ordered = applicable.sorted {
            let depth0 = classDepth($0.viewClass)
            let depth1 = classDepth($1.viewClass)
            return depth0 != depth1 ? depth0 < depth1 : $0.containers.count < $1.containers.count
        }
        // Which properties the view still has at their default, judged before any proxy writes.
        let untouched = properties.map { property in ordered.contains { property.isDefault(view, $0.pristine) } }
        for proxy in ordered {
            for (property, isDefault) in zip(properties, untouched) where isDefault { property.copy(proxy, view) }
        }
    }

    private struct Property {
        /// Whether the view has the value a freshly made instance (`pristine`) has.
        let isDefault: (_ view: UIView, _ pristine: UIView) -> Bool
        /// Copies the proxy's value when it was changed on the proxy.
        let copy: (_ proxy: Proxy, _ view: UIView) -> Void
    }

    private static let properties: [Property] = [
        property(\UIView.backgroundColor),
        // A view's tint is inherited: it is untouched while it still follows its superview's.
        Property(
            isDefault: { view, pristine in view.tintColor == (view.superview?.tintColor ?? pristine.tintColor) },
            copy: property(\UIView.tintColor).copy),
        property(\UILabel.font),
        property(\UILabel.textColor),
    ]

    private static func property<V: UIView, T: Equatable>(_ keyPath: ReferenceWritableKeyPath<V, T>) -> Property {
        Property(
            isDefault: { view, pristine in
                guard let view = view as? V, let pristine = pristine as? V else { return false }
                return view[keyPath: keyPath] == pristine[keyPath: keyPath]
            },
            copy: { proxy, view in
                guard let source = proxy.proxy as? V, let pristine = proxy.pristine as? V, let target = view as? V
                else { return }
                let value = source[keyPath: keyPath]
                if value != pristine[keyPath: keyPath] { target[keyPath: keyPath] = value }
            })
    }

    /// Whether `view` sits inside instances of `containers`, nearest first, each further out than the
    /// last; a view controller contains its view and everything in it.
    private static func isContained(_ view: UIView, in containers: [any UIAppearanceContainer.Type]) -> Bool {
        var remaining = containers[...]
        var current: UIView? = view.superview
        while let container = remaining.first, let candidate = current {
            let type: AnyClass = container
            if candidate.isKind(of: type)
                || (candidate.viewController.map { $0.viewIfLoaded === candidate && $0.isKind(of: type) } ?? false)
            {
                remaining = remaining.dropFirst()
                continue
            }
            current = candidate.superview
        }
        return remaining.isEmpty
    }

    private static func classDepth(_ type: UIView.Type) -> Int {
        var depth = 0
        var current: AnyClass? = type
        while let c = current {
            depth += 1
            current = _getSuperclass(c)
        }
        return depth
    }

    private static func sameTypes(_ a: [any UIAppearanceContainer.Type], _ b: [any UIAppearanceContainer.Type]) -> Bool
    {
        a.count == b.count && zip(a, b).allSatisfy { ObjectIdentifier($0) == ObjectIdentifier($1) }
    }
}
