import SnapshotRenderer

/// A render together with the text that explains it (the layout dump: one line per view with its
/// frame), so one render pass feeds both the image golden and its `.layout.txt` sidecar.
public struct ExplainedImage {
    public var image: RGBAImage
    public var explanation: String

    public init(image: RGBAImage, explanation: String) {
        self.image = image
        self.explanation = explanation
    }
}
