import Foundation

/// One section's items as a tree, for outlines (iOS 14): each item may have children, and a parent is
/// expanded or collapsed. The section shows its visible items (those whose ancestors are all expanded),
/// depth first. Identifiers are unique in the tree; naming one the tree lacks stops the program with
/// UIKit's words, as UIKit raises.
public struct NSDiffableDataSourceSectionSnapshot<ItemIdentifierType: Hashable & Sendable>: Sendable {
    private var roots: [ItemIdentifierType] = []
    private var children: [ItemIdentifierType: [ItemIdentifierType]] = [:]
    private var parents: [ItemIdentifierType: ItemIdentifierType] = [:]
    private var expanded: Set<ItemIdentifierType> = []
    /// Every item held, for uniqueness and `contains`.
    private var members: Set<ItemIdentifierType> = []

    public init() {}

    // MARK: Reading

    /// Every item, depth first, whatever is collapsed.
    public var items: [ItemIdentifierType] { roots.flatMap { subtree(of: $0, visibleOnly: false) } }
    public var rootItems: [ItemIdentifierType] { roots }
    /// The items the section shows: those whose ancestors are all expanded, depth first.
    public var visibleItems: [ItemIdentifierType] { roots.flatMap { subtree(of: $0, visibleOnly: true) } }

    public func contains(_ item: ItemIdentifierType) -> Bool { members.contains(item) }
    public func isExpanded(_ item: ItemIdentifierType) -> Bool { expanded.contains(item) }
    public func parent(of child: ItemIdentifierType) -> ItemIdentifierType? { parents[child] }

    public func isVisible(_ item: ItemIdentifierType) -> Bool {
        guard contains(item) else { return false }
        var current = parents[item]
        while let parent = current {
            if !expanded.contains(parent) { return false }
            current = parents[parent]
        }
        return true
    }

    /// 0 for a root item, one more per ancestor.
    public func level(of item: ItemIdentifierType) -> Int {
        require(item)
        return sequence(first: item) { parents[$0] }.dropFirst().reduce(0) { count, _ in count + 1 }
    }

    /// The item's place in `items`.
    public func index(of item: ItemIdentifierType) -> Int? { items.firstIndex(of: item) }

    /// The subtree under `parent` as a snapshot of its own, with `parent` as its root when asked.
    public func snapshot(of parent: ItemIdentifierType, includingParent: Bool = false) -> Self {
        require(parent)
        var result = Self()
        if includingParent {
            result.copySubtree(of: parent, from: self, under: nil)
        } else {
            for child in children[parent] ?? [] { result.copySubtree(of: child, from: self, under: nil) }
        }
        return result
    }

    /// An indented list of the items for debugging: `*` before expanded parents, `+` before collapsed ones,
    /// `-` before leaves (UIKit's own format is not documented).
    public func visualDescription() -> String {
        items.map { item in
            let mark = (children[item]?.isEmpty ?? true) ? "-" : (isExpanded(item) ? "*" : "+")
            return String(repeating: "  ", count: level(of: item)) + mark + " \(item)"
        }.joined(separator: "\n")
    }

    // MARK: Changing

    public mutating func append(_ items: [ItemIdentifierType], to parent: ItemIdentifierType? = nil) {
        claim(items)
        if let parent {
            require(parent)
            children[parent, default: []] += items
            for item in items { parents[item] = parent }
        } else {
            roots += items
        }
    }

    public mutating func insert(_ items: [ItemIdentifierType], before item: ItemIdentifierType) {
        insert(items, next: item, after: false)
    }

    public mutating func insert(_ items: [ItemIdentifierType], after item: ItemIdentifierType) {
        insert(items, next: item, after: true)
    }

    /// Deletes the items with their descendants.
    public mutating func delete(_ items: [ItemIdentifierType]) {
        for item in items where contains(item) {
            let parent = parents[item]
            for gone in subtree(of: item, visibleOnly: false) {
                members.remove(gone)
                expanded.remove(gone)
                parents[gone] = nil
                if gone != item { children[gone] = nil }
            }
            children[item] = nil
            if let parent {
                children[parent]?.removeAll { $0 == item }
            } else {
                roots.removeAll { $0 == item }
            }
        }
    }

    public mutating func deleteAll() { self = Self() }

    public mutating func expand(_ items: [ItemIdentifierType]) {
        for item in items {
            require(item)
            expanded.insert(item)
        }
    }

    public mutating func collapse(_ items: [ItemIdentifierType]) {
        for item in items {
            require(item)
            expanded.remove(item)
        }
    }

    /// Appends another snapshot's trees, under `parent` or as roots, keeping their expansion.
    public mutating func append(_ snapshot: Self, to parent: ItemIdentifierType? = nil) {
        claim(snapshot.items)
        for root in snapshot.roots { copySubtree(of: root, from: snapshot, under: parent, claimed: true) }
    }

    /// Replaces the children of `parent` with the trees of `snapshot`.
    public mutating func replace(childrenOf parent: ItemIdentifierType, using snapshot: Self) {
        require(parent)
        delete(children[parent] ?? [])
        append(snapshot, to: parent)
    }

    // MARK: Helpers

    private func subtree(of item: ItemIdentifierType, visibleOnly: Bool) -> [ItemIdentifierType] {
        var result = [item]
        if !visibleOnly || expanded.contains(item) {
            for child in children[item] ?? [] { result += subtree(of: child, visibleOnly: visibleOnly) }
        }
        return result
    }

    private mutating func copySubtree(
        of item: ItemIdentifierType, from source: Self, under parent: ItemIdentifierType?, claimed: Bool = false
    ) {
        if !claimed { claim([item]) }
        if let parent {
            children[parent, default: []].append(item)
            parents[item] = parent
        } else {
            roots.append(item)
        }
        if source.expanded.contains(item) { expanded.insert(item) }
        for child in source.children[item] ?? [] { copySubtree(of: child, from: source, under: item, claimed: claimed) }
    }

    private mutating func insert(_ items: [ItemIdentifierType], next item: ItemIdentifierType, after: Bool) {
        require(item)
        claim(items)
        let offset = after ? 1 : 0
        if let parent = parents[item] {
            let index = children[parent]!.firstIndex(of: item)! + offset
            children[parent]!.insert(contentsOf: items, at: index)
            for new in items { parents[new] = parent }
        } else {
            roots.insert(contentsOf: items, at: roots.firstIndex(of: item)! + offset)
        }
    }

    private mutating func claim(_ items: [ItemIdentifierType]) {
        for item in items where !members.insert(item).inserted {
            Self.fail("Item identifiers are not unique. Duplicate identifier: \(item)")
        }
    }

    private func require(_ item: ItemIdentifierType) {
        if !contains(item) { Self.fail("Invalid item identifier specified: \(item)") }
    }

    private static func fail(_ message: String) -> Never {
        fatalError("NSDiffableDataSourceSectionSnapshot: \(message)")
    }
}
