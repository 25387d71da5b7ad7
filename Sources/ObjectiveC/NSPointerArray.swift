import Foundation

/// Foundation's pointer array for objects, which Foundation on Linux lacks: an ordered list of object
/// pointers that may hold them weakly and may hold NULL. As in Foundation, a weakly held object that is
/// gone leaves NULL in its place until `compact()` removes the NULLs. Pointers are object addresses
/// (`Unmanaged.passUnretained(object).toOpaque()`); only the object options are meaningful here.
open class NSPointerArray: NSObject {
    private let options: NSPointerFunctions.Options
    private var slots: [PointerSlot] = []

    public init(options: NSPointerFunctions.Options = []) {
        self.options = options
        super.init()
    }

    open class func strongObjects() -> NSPointerArray { NSPointerArray(options: .strongMemory) }

    open class func weakObjects() -> NSPointerArray { NSPointerArray(options: .weakMemory) }

    /// The number of pointers, NULLs included; setting a larger count appends NULLs, a smaller one drops
    /// the pointers at the end.
    open var count: Int {
        get { slots.count }
        set {
            if newValue < slots.count { slots.removeLast(slots.count - newValue) }
            while slots.count < newValue { slots.append(PointerSlot(nil, weakly: options.isWeak)) }
        }
    }

    open func pointer(at index: Int) -> UnsafeMutableRawPointer? {
        slots[index].object.map { Unmanaged.passUnretained($0).toOpaque() }
    }

    open func addPointer(_ pointer: UnsafeMutableRawPointer?) { slots.append(slot(pointer)) }

    open func removePointer(at index: Int) { slots.remove(at: index) }

    open func insertPointer(_ item: UnsafeMutableRawPointer?, at index: Int) { slots.insert(slot(item), at: index) }

    open func replacePointer(at index: Int, withPointer item: UnsafeMutableRawPointer?) { slots[index] = slot(item) }

    /// Removes the NULLs, those added and those a weakly held object left.
    open func compact() { slots.removeAll { $0.object == nil } }

    /// The objects, NULLs skipped.
    open var allObjects: [Any] { slots.compactMap(\.object) }

    private func slot(_ pointer: UnsafeMutableRawPointer?) -> PointerSlot {
        PointerSlot(pointer.map { Unmanaged<AnyObject>.fromOpaque($0).takeUnretainedValue() }, weakly: options.isWeak)
    }
}
