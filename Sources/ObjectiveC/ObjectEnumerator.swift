import Foundation

/// An `NSEnumerator` over a snapshot of a collection's objects, as the pointer collections hand out.
final class ObjectEnumerator: NSEnumerator {
    private var remaining: IndexingIterator<[Any]>

    init(_ objects: [Any]) {
        remaining = objects.makeIterator()
        super.init()
    }

    override func nextObject() -> Any? { remaining.next() }
}
