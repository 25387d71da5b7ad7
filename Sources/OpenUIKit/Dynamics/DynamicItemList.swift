import Foundation

/// The items of a behaviour made with `items:`, each once, in the order added.
struct DynamicItemList {
    private(set) var items: [any UIDynamicItem]

    init(_ items: [any UIDynamicItem]) {
        self.items = []
        for item in items { add(item) }
    }

    mutating func add(_ item: any UIDynamicItem) {
        guard !items.contains(where: { $0 === item }) else { return }
        items.append(item)
    }

    mutating func remove(_ item: any UIDynamicItem) {
        items.removeAll { $0 === item }
    }
}
