import Foundation

/// Where a layer's free-standing sublayers sit among its view layers. Each is stored with the sublayer
/// it follows (nil: the first), and no two follow the same one, so the whole order is the view layers
/// with a chain of free-standing layers after each. Views come and go without touching this; only a
/// removed view that a layer followed makes the layer follow what preceded that view.
struct SublayerOrder {
    private var entries: [(layer: CALayer, after: CALayer?)] = []

    var isEmpty: Bool { entries.isEmpty }

    func resolved(viewLayers: [CALayer]) -> [CALayer] {
        if entries.isEmpty { return viewLayers }
        var result: [CALayer] = []
        result.reserveCapacity(viewLayers.count + entries.count)
        appendChain(after: nil, to: &result)
        for layer in viewLayers {
            result.append(layer)
            appendChain(after: layer, to: &result)
        }
        return result
    }

    private func appendChain(after anchor: CALayer?, to result: inout [CALayer]) {
        var current = anchor
        while let next = entries.first(where: { $0.after === current })?.layer {
            result.append(next)
            current = next
        }
    }

    /// `anchor` is a layer of the resolved order, or nil to go first; whatever followed it now
    /// follows `layer`.
    mutating func insert(_ layer: CALayer, after anchor: CALayer?, viewLayers: [CALayer]) {
        if let i = entries.firstIndex(where: { $0.after === anchor }) { entries[i].after = layer }
        entries.append((layer, anchor))
    }

    mutating func remove(_ layer: CALayer) {
        guard let i = entries.firstIndex(where: { $0.layer === layer }) else { return }
        let anchor = entries[i].after
        entries.remove(at: i)
        if let j = entries.firstIndex(where: { $0.after === layer }) { entries[j].after = anchor }
    }

    /// After the view layers changed from those in `previous` (the resolved order before): each
    /// free-standing layer follows the nearest layer before it in `previous` that is still here and
    /// did not move (a view brought to the front leaves the layers that followed it in place).
    mutating func reanchor(previous: [CALayer], viewLayers: [CALayer], moved: [CALayer]) {
        let present = Set(viewLayers.map(ObjectIdentifier.init)).union(entries.map { ObjectIdentifier($0.layer) })
            .subtracting(moved.map(ObjectIdentifier.init))
        var lastPresent: CALayer?
        var anchors: [ObjectIdentifier: CALayer?] = [:]
        for layer in previous {
            if entries.contains(where: { $0.layer === layer }) { anchors[ObjectIdentifier(layer)] = lastPresent }
            if present.contains(ObjectIdentifier(layer)) { lastPresent = layer }
        }
        for i in entries.indices {
            if let anchor = anchors[ObjectIdentifier(entries[i].layer)] { entries[i].after = anchor }
        }
    }
}
