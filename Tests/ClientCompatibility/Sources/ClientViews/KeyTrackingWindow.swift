import UIKit

/// A window that records when it becomes and stops being the key window, the way debugging overlays and
/// passcode screens subclass `UIWindow`: through its own `init(windowScene:)` and `becomeKey()`/`resignKey()`.
public final class KeyTrackingWindow: UIWindow {
    public private(set) var keyChanges: [Bool] = []

    /// Whether it was made for a scene, as a scene delegate makes its windows.
    public private(set) var madeForScene = false

    public override init(windowScene: UIWindowScene) {
        super.init(windowScene: windowScene)
        madeForScene = true
    }

    public override init(frame: CGRect) { super.init(frame: frame) }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    public override func becomeKey() {
        super.becomeKey()
        keyChanges.append(true)
    }

    public override func resignKey() {
        super.resignKey()
        keyChanges.append(false)
    }
}
