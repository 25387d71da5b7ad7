import Foundation

/// What a layer keeps for Core Animation: its animations in the order they were added (later ones apply
/// over earlier ones), its own `CAMediaTiming` values and, for a presentation copy, its model layer.
struct LayerAnimationState {
    struct Entry {
        let key: String?
        let animation: CAAnimation
        var isCommitted = false
    }

    private(set) var entries: [Entry] = []
    var model: CALayer?

    var beginTime: CFTimeInterval = 0
    var duration: CFTimeInterval = 0
    var speed: Float = 1
    var timeOffset: CFTimeInterval = 0
    var repeatCount: Float = 0
    var repeatDuration: CFTimeInterval = 0
    var autoreverses = false
    var fillMode = CAMediaTimingFillMode.removed

    mutating func append(_ animation: CAAnimation, forKey key: String?) {
        entries.append(Entry(key: key, animation: animation))
    }

    func animation(forKey key: String) -> CAAnimation? {
        entries.first { $0.key == key }?.animation
    }

    func holds(_ animation: CAAnimation) -> Bool {
        entries.contains { $0.animation === animation }
    }

    mutating func markCommitted(_ animation: CAAnimation) {
        guard let index = entries.firstIndex(where: { $0.animation === animation }) else { return }
        entries[index].isCommitted = true
    }

    @discardableResult
    mutating func remove(forKey key: String) -> CAAnimation? {
        guard let index = entries.firstIndex(where: { $0.key == key }) else { return nil }
        return entries.remove(at: index).animation
    }

    mutating func remove(_ animation: CAAnimation) {
        entries.removeAll { $0.animation === animation }
    }

    @discardableResult
    mutating func removeAll() -> [CAAnimation] {
        defer { entries.removeAll() }
        return entries.map(\.animation)
    }

    /// The layer's local time for its parent's time `time`.
    func localTime(fromParentTime time: CFTimeInterval) -> CFTimeInterval {
        (time - beginTime) * Double(speed) + timeOffset
    }

    /// The parent's time for local time `time`; nil when the layer's time stands still.
    func parentTime(fromLocalTime time: CFTimeInterval) -> CFTimeInterval? {
        guard speed != 0 else { return nil }
        return (time - timeOffset) / Double(speed) + beginTime
    }
}
