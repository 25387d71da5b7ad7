/// The `contents` the default `CALayer.display()` leaves (Core Animation's is an opaque backing store): the
/// layer's `draw(in:)` fills it, called each time the layer is drawn, on the snapshot's own surface and at its
/// scale, so custom drawing stays as sharp as the snapshot.
package final class LayerBackingStore: Sendable {
    package init() {}
}
