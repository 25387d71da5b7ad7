import Foundation

/// The sections and items a diffable data source shows, by identifier (iOS 13). Identifiers are unique in a
/// snapshot: appending one twice stops the program with UIKit's message, as UIKit raises; so do operations naming
/// a section or item the snapshot does not hold.
public struct NSDiffableDataSourceSnapshot<
    SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>:
    Sendable
{
    private var sections: [SectionIdentifierType] = []
    private var items: [[ItemIdentifierType]] = []
    private var sectionOfItem: [ItemIdentifierType: SectionIdentifierType] = [:]
    public private(set) var reloadedSectionIdentifiers: [SectionIdentifierType] = []
    public private(set) var reloadedItemIdentifiers: [ItemIdentifierType] = []
    public private(set) var reconfiguredItemIdentifiers: [ItemIdentifierType] = []

    public init() {}

    // MARK: Reading

    public var numberOfSections: Int { sections.count }
    public var numberOfItems: Int { sectionOfItem.count }
    public var sectionIdentifiers: [SectionIdentifierType] { sections }
    public var itemIdentifiers: [ItemIdentifierType] { items.flatMap { $0 } }

    public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
        items[position(of: identifier)].count
    }

    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
        items[position(of: identifier)]
    }

    public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
        sectionOfItem[identifier]
    }

    /// The item's index among all items, section after section.
    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? {
        guard let section = sectionOfItem[identifier], let s = sections.firstIndex(of: section),
            let i = items[s].firstIndex(of: identifier)
        else { return nil }
        return items[..<s].reduce(0) { $0 + $1.count } + i
    }

    public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? { sections.firstIndex(of: identifier) }

    func indexPath(of identifier: ItemIdentifierType) -> IndexPath? {
        guard let section = sectionOfItem[identifier], let s = sections.firstIndex(of: section),
            let i = items[s].firstIndex(of: identifier)
        else { return nil }
        return IndexPath(item: i, section: s)
    }

    func item(at indexPath: IndexPath) -> ItemIdentifierType? {
        guard items.indices.contains(indexPath.section), items[indexPath.section].indices.contains(indexPath.item)
        else { return nil }
        return items[indexPath.section][indexPath.item]
    }

    func section(at index: Int) -> SectionIdentifierType? { sections.indices.contains(index) ? sections[index] : nil }

    func count(inSectionAt index: Int) -> Int { items.indices.contains(index) ? items[index].count : 0 }

    // MARK: Items

    /// Adds items at the end of `sectionIdentifier`, or of the last section when nil.
    public mutating func appendItems(
        _ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil
    ) {
        guard let section = sectionIdentifier ?? sections.last else {
            Self.fail("There are currently no sections in the data source. Please add a section first.")
        }
        let s = position(of: section)
        claim(identifiers, for: section)
        items[s].append(contentsOf: identifiers)
    }

    public mutating func insertItems(
        _ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType
    ) {
        let (s, i) = place(of: beforeIdentifier)
        claim(identifiers, for: sections[s])
        items[s].insert(contentsOf: identifiers, at: i)
    }

    public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType)
    {
        let (s, i) = place(of: afterIdentifier)
        claim(identifiers, for: sections[s])
        items[s].insert(contentsOf: identifiers, at: i + 1)
    }

    /// Items the snapshot does not hold are ignored, as in UIKit.
    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
        let gone = Set(identifiers)
        for s in items.indices { items[s].removeAll { gone.contains($0) } }
        for identifier in identifiers { sectionOfItem[identifier] = nil }
    }

    public mutating func deleteAllItems() {
        sections = []
        items = []
        sectionOfItem = [:]
    }

    public mutating func moveItem(_ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType) {
        move(identifier, next: toIdentifier, after: false)
    }

    public mutating func moveItem(_ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType) {
        move(identifier, next: toIdentifier, after: true)
    }

    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
        for identifier in identifiers { _ = place(of: identifier) }
        reloadedItemIdentifiers.append(contentsOf: identifiers)
    }

    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
        for identifier in identifiers { _ = place(of: identifier) }
        reconfiguredItemIdentifiers.append(contentsOf: identifiers)
    }

    // MARK: Sections

    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
        insertSections(identifiers, at: sections.count)
    }

    public mutating func insertSections(
        _ identifiers: [SectionIdentifierType], beforeSection toIdentifier: SectionIdentifierType
    ) {
        insertSections(identifiers, at: position(of: toIdentifier))
    }

    public mutating func insertSections(
        _ identifiers: [SectionIdentifierType], afterSection toIdentifier: SectionIdentifierType
    ) {
        insertSections(identifiers, at: position(of: toIdentifier) + 1)
    }

    /// Deletes the sections and their items; sections the snapshot does not hold are ignored.
    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
        for identifier in identifiers {
            guard let s = sections.firstIndex(of: identifier) else { continue }
            for item in items[s] { sectionOfItem[item] = nil }
            sections.remove(at: s)
            items.remove(at: s)
        }
    }

    public mutating func moveSection(
        _ identifier: SectionIdentifierType, beforeSection toIdentifier: SectionIdentifierType
    ) {
        moveSection(identifier, next: toIdentifier, after: false)
    }

    public mutating func moveSection(
        _ identifier: SectionIdentifierType, afterSection toIdentifier: SectionIdentifierType
    ) {
        moveSection(identifier, next: toIdentifier, after: true)
    }

    public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
        for identifier in identifiers { _ = position(of: identifier) }
        reloadedSectionIdentifiers.append(contentsOf: identifiers)
    }

    // MARK: Checks

    private func position(of section: SectionIdentifierType) -> Int {
        guard let s = sections.firstIndex(of: section) else {
            Self.fail("Invalid section identifier. Section not found in snapshot: \(section)")
        }
        return s
    }

    private func place(of item: ItemIdentifierType) -> (section: Int, item: Int) {
        guard let section = sectionOfItem[item] else {
            Self.fail("Invalid item identifier. Item not found in snapshot: \(item)")
        }
        let s = position(of: section)
        return (s, items[s].firstIndex(of: item)!)
    }

    private mutating func claim(_ identifiers: [ItemIdentifierType], for section: SectionIdentifierType) {
        var seen = Set<ItemIdentifierType>()
        let duplicates = identifiers.filter { sectionOfItem[$0] != nil || !seen.insert($0).inserted }
        guard duplicates.isEmpty else {
            Self.fail("Supplied item identifiers are not unique. Duplicate identifiers: \(duplicates)")
        }
        for identifier in identifiers { sectionOfItem[identifier] = section }
    }

    private mutating func insertSections(_ identifiers: [SectionIdentifierType], at index: Int) {
        var seen = Set<SectionIdentifierType>()
        let duplicates = identifiers.filter { sections.contains($0) || !seen.insert($0).inserted }
        guard duplicates.isEmpty else {
            Self.fail("Supplied section identifiers are not unique. Duplicate identifiers: \(duplicates)")
        }
        sections.insert(contentsOf: identifiers, at: index)
        items.insert(contentsOf: Array(repeating: [], count: identifiers.count), at: index)
    }

    private mutating func move(_ identifier: ItemIdentifierType, next toIdentifier: ItemIdentifierType, after: Bool) {
        guard identifier != toIdentifier else { return }
        let (s, i) = place(of: identifier)
        _ = place(of: toIdentifier)
        items[s].remove(at: i)
        let (ts, ti) = place(of: toIdentifier)
        items[ts].insert(identifier, at: after ? ti + 1 : ti)
        sectionOfItem[identifier] = sections[ts]
    }

    private mutating func moveSection(
        _ identifier: SectionIdentifierType, next toIdentifier: SectionIdentifierType, after: Bool
    ) {
        guard identifier != toIdentifier else { return }
        let s = position(of: identifier)
        _ = position(of: toIdentifier)
        let moving = items.remove(at: s)
        sections.remove(at: s)
        let t = position(of: toIdentifier) + (after ? 1 : 0)
        sections.insert(identifier, at: t)
        items.insert(moving, at: t)
    }

    /// UIKit raises an exception here; a Swift program stops, with UIKit's words.
    private static func fail(_ message: String) -> Never {
        fatalError("NSDiffableDataSourceSnapshot: \(message)")
    }
}
