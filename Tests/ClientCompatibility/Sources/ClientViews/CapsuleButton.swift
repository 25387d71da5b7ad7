import UIKit

/// A button subclass as apps write one before button configurations: its own `init(frame:)` (so `init(type:)`
/// still makes one), classic per-state titles, and a capsule layer shape that follows its height.
public final class CapsuleButton: UIButton {
    public private(set) var tapCount = 0

    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemIndigo
        setTitleColor(.white, for: .normal)
        contentEdgeInsets = UIEdgeInsets(top: 8, left: 20, bottom: 8, right: 20)
        layer.masksToBounds = true
        addAction(UIAction { [weak self] _ in self?.tapCount += 1 }, for: .touchUpInside)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    public override func layoutSubviews() {
        super.layoutSubviews()
        layer.cornerRadius = bounds.height / 2
    }
}
