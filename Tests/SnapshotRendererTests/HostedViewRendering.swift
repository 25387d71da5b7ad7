import OpenUIKit
import SnapshotRenderer

/// The renderer tests' host: a controller whose root view, filled with `background`, a test builds, drawn
/// by the real renderer on an iPhone 8 (@2x) window in `style`.
func renderHostedView(
    background: UIColor = .white, style: UIUserInterfaceStyle = .light, _ build: @escaping (UIView) -> Void
) throws -> RGBAImage {
    try Snapshotter.snapshot(
        of: {
            let controller = HostViewController()
            controller.background = background
            controller.build = build
            return controller
        }, configuration: DeviceConfiguration(device: .iPhone8, userInterfaceStyle: style)
    ).image
}

private final class HostViewController: UIViewController {
    var background: UIColor = .white
    var build: (UIView) -> Void = { _ in }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = background
        build(view)
    }
}
