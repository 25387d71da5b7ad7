import Foundation
import ObjectiveC
import XCTest

final class PointerCollectionTests: XCTestCase {
    func testAStrongMapTableKeysByEquality() {
        let table = NSMapTable<NSString, PlainObject>.strongToStrongObjects()
        let value = PlainObject()
        table.setObject(value, forKey: "key")
        XCTAssertTrue(table.object(forKey: NSString(string: "key")) === value, "an equal key finds it")
        XCTAssertEqual(table.count, 1)
        table.setObject(PlainObject(), forKey: "key")
        XCTAssertEqual(table.count, 1, "an equal key replaces")
        table.setObject(nil, forKey: "key")
        XCTAssertNil(table.object(forKey: "key"))
        XCTAssertNil(table.object(forKey: nil))
        XCTAssertEqual(table.count, 0)
    }

    func testWeakValuesGoWithTheirObjects() {
        let table = NSMapTable<NSString, PlainObject>.strongToWeakObjects()
        var value: PlainObject? = PlainObject()
        table.setObject(value, forKey: "cell")
        XCTAssertTrue(table.object(forKey: "cell") === value)
        value = nil
        XCTAssertNil(table.object(forKey: "cell"))
        XCTAssertEqual(table.count, 0)
    }

    func testWeakKeysGoWithTheirObjects() {
        let table = NSMapTable<PlainObject, NSString>.weakToStrongObjects()
        var key: PlainObject? = PlainObject()
        let kept = PlainObject()
        table.setObject("gone", forKey: key)
        table.setObject("kept", forKey: kept)
        XCTAssertEqual(table.count, 2)
        key = nil
        XCTAssertEqual(table.count, 1)
        XCTAssertEqual(table.object(forKey: kept), "kept")
        XCTAssertEqual(table.dictionaryRepresentation().count, 1)
    }

    func testWeakToWeakHoldsNeither() {
        let table = NSMapTable<PlainObject, PlainObject>.weakToWeakObjects()
        weak var weakKey: PlainObject?
        weak var weakValue: PlainObject?
        do {
            let key = PlainObject()
            let value = PlainObject()
            weakKey = key
            weakValue = value
            table.setObject(value, forKey: key)
            XCTAssertEqual(table.count, 1)
        }
        XCTAssertNil(weakKey)
        XCTAssertNil(weakValue)
        XCTAssertEqual(table.count, 0)
    }

    func testEnumeratorsAndTheDictionaryFollowInsertionOrder() {
        let table = NSMapTable<NSString, NSNumber>(keyOptions: .strongMemory, valueOptions: .strongMemory)
        for (index, key) in ["c", "a", "b"].enumerated() {
            table.setObject(NSNumber(value: index), forKey: key as NSString)
        }
        XCTAssertEqual(table.keyEnumerator().allObjects as? [NSString], ["c", "a", "b"])
        XCTAssertEqual(table.objectEnumerator()?.allObjects as? [NSNumber], [0, 1, 2])
        XCTAssertEqual(table.dictionaryRepresentation()[AnyHashable(NSString(string: "a"))], 1)
        table.removeObject(forKey: "a")
        XCTAssertEqual(table.keyEnumerator().allObjects as? [NSString], ["c", "b"])
        table.removeAllObjects()
        XCTAssertEqual(table.count, 0)
    }

    /// With the pointer personality keys compare by identity, not `isEqual(_:)`.
    func testObjectPointerPersonalityComparesIdentity() {
        let table = NSMapTable<NSString, PlainObject>(keyOptions: [.strongMemory, .objectPointerPersonality])
        let key = NSString(string: "same")
        table.setObject(PlainObject(), forKey: key)
        XCTAssertNotNil(table.object(forKey: key))
        XCTAssertNil(table.object(forKey: NSString(string: "same")))
    }

    func testAWeakHashTableForgetsMembersThatGo() {
        let delegates = NSHashTable<PlainObject>.weakObjects()
        let kept = PlainObject()
        var gone: PlainObject? = PlainObject()
        delegates.add(kept)
        delegates.add(gone)
        delegates.add(kept)
        XCTAssertEqual(delegates.count, 2)
        gone = nil
        XCTAssertEqual(delegates.count, 1)
        XCTAssertTrue(delegates.allObjects.first === kept)
        XCTAssertTrue(delegates.contains(kept))
        XCTAssertTrue(delegates.anyObject === kept)
        XCTAssertEqual(delegates.objectEnumerator().allObjects.count, 1)
        delegates.remove(kept)
        XCTAssertEqual(delegates.count, 0)
    }

    func testAStrongHashTableComparesWithIsEqual() {
        let names = NSHashTable<NSString>(options: [])
        names.add("a")
        names.add(NSString(string: "a"))
        XCTAssertEqual(names.count, 1)
        XCTAssertEqual(names.member("a"), "a")
        names.removeAllObjects()
        XCTAssertFalse(names.contains("a"))
    }

    /// A weakly held object that goes leaves NULL until `compact()`, as in Foundation.
    func testAWeakPointerArrayLeavesNullUntilCompacted() {
        let array = NSPointerArray.weakObjects()
        let kept = PlainObject()
        var gone: PlainObject? = PlainObject()
        array.addPointer(Unmanaged.passUnretained(kept).toOpaque())
        array.addPointer(Unmanaged.passUnretained(gone!).toOpaque())
        array.addPointer(nil)
        XCTAssertEqual(array.count, 3)
        gone = nil
        XCTAssertEqual(array.count, 3)
        XCTAssertNil(array.pointer(at: 1))
        XCTAssertEqual(array.allObjects.count, 1)
        array.compact()
        XCTAssertEqual(array.count, 1)
        XCTAssertTrue(array.pointer(at: 0).map { Unmanaged<PlainObject>.fromOpaque($0).takeUnretainedValue() } === kept)
    }

    func testAStrongPointerArrayEditsInPlace() {
        let array = NSPointerArray.strongObjects()
        let objects = [PlainObject(), PlainObject(), PlainObject()]
        let pointers = objects.map { Unmanaged.passUnretained($0).toOpaque() }
        array.addPointer(pointers[0])
        array.insertPointer(pointers[1], at: 0)
        array.replacePointer(at: 1, withPointer: pointers[2])
        XCTAssertEqual((0..<array.count).map { array.pointer(at: $0) }, [pointers[1], pointers[2]])
        array.removePointer(at: 0)
        XCTAssertEqual(array.count, 1)
        array.count = 3
        XCTAssertNil(array.pointer(at: 2))
        array.count = 1
        XCTAssertEqual(array.pointer(at: 0), pointers[2])
    }

    /// A strong pointer array keeps what it points to alive.
    func testAStrongPointerArrayHoldsItsObjects() {
        let array = NSPointerArray(options: .strongMemory)
        weak var weakObject: PlainObject?
        do {
            let object = PlainObject()
            weakObject = object
            array.addPointer(Unmanaged.passUnretained(object).toOpaque())
        }
        XCTAssertNotNil(weakObject)
        array.removePointer(at: 0)
        XCTAssertNil(weakObject)
    }
}
