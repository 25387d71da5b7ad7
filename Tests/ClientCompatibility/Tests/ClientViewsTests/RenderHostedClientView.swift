import SnapshotRenderer
import UIKit

/// The pixels of client views built by `build` in a white root view, drawn by the renderer on an iPhone 8
/// (@2x): what the client tests that check pixels share.
@MainActor
func renderHostedClientView(_ build: @escaping (UIView) -> Void) throws -> RGBAImage {
    try Snapshotter.snapshot(
        of: {
            let host = ClientViewHost()
            host.build = build
            return host
        }, configuration: DeviceConfiguration(device: .iPhone8)
    ).image
}

private final class ClientViewHost: UIViewController {
    var build: (UIView) -> Void = { _ in }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        build(view)
    }
}
