// The renderer's results are the codec's bitmaps (`Snapshot.image`, `Snapshotter.render`), encoded by its
// encoder: a client that imports the renderer names them without importing the codec too.
@_exported import ImageCodec
