import OpenUIKit
import SnapshotRenderer
import XCTest

/// `generate-snapshots` composes a sheet from the surfaces it just drew, and `--check` (or a partial
/// run) composes it from the PNGs read back: both must give the same bytes.
final class ContactSheetTests: XCTestCase {
    /// A window with a few fills and a label: opaque, more than one colour, antialiased text.
    private func surface(device: Device, orientation: Orientation) throws -> RasterSurface {
        let configuration = DeviceConfiguration(device: device, orientation: orientation)
        let window = Snapshotter.layOut(
            {
                let controller = UIViewController()
                controller.view.backgroundColor = .systemBackground
                let label = UILabel()
                label.text = "Contact sheet"
                label.frame = CGRect(x: 20, y: 60, width: 200, height: 30)
                controller.view.addSubview(label)
                let box = UIView(frame: CGRect(x: 40, y: 120, width: 90, height: 45))
                box.backgroundColor = .systemBlue
                controller.view.addSubview(box)
                return controller
            }, configuration: configuration)
        return try Snapshotter.renderSurface(window, configuration: configuration)
    }

    func testASheetFromSurfacesEqualsOneFromTheirDecodedPNGs() throws {
        var surfaces: [(label: String, surface: RasterSurface)] = []
        for device in [Device.iPhone8, .iPadPro11] {
            for orientation in [Orientation.portrait, .landscape] {
                surfaces.append(
                    (
                        "\(device.displayName), \(orientation.rawValue)",
                        try surface(device: device, orientation: orientation)
                    ))
            }
        }
        // A translucent surface takes the other path: converted to straight colours first, as a PNG holds them.
        let translucent = try RasterSurface(width: 100, height: 150, scale: 2)
        translucent.fill(x: 10, y: 10, width: 60, height: 90, red: 0.9, green: 0.2, blue: 0.1, alpha: 0.5)
        surfaces.append(("translucent", translucent))
        let decoded = try surfaces.map { ($0.label, try ImageDecoder.decodePNG(ImageEncoder().png($0.surface))) }
        let fromSurfaces = ImageEncoder().png(try ContactSheet.compose(surfaces))
        let fromPNGs = ImageEncoder().png(try ContactSheet.compose(decoded))
        XCTAssertEqual(fromSurfaces, fromPNGs)
        // The sheet shows the snapshots: not a blank page.
        let sheet = try ImageDecoder.decodePNG(fromSurfaces)
        XCTAssertGreaterThan(Set(stride(from: 0, to: sheet.pixels.count, by: 4).map { sheet.pixels[$0] }).count, 2)
    }

    /// `generate-snapshots` workers hand thumbnails to the coordinator as bytes in a file.
    func testAThumbnailSurvivesItsBytesAndATruncatedOneIsRefused() throws {
        let surface = try surface(device: .iPhone8, orientation: .portrait)
        let thumbnail = ContactSheet.Thumbnail(of: surface)
        XCTAssertEqual(thumbnail.height, 640)
        XCTAssertEqual(thumbnail.pixels.count, thumbnail.width * thumbnail.height)
        XCTAssertEqual(ContactSheet.Thumbnail(bytes: thumbnail.bytes), thumbnail)
        XCTAssertEqual(ContactSheet.Thumbnail(bytes: Data(thumbnail.bytes)), thumbnail)
        XCTAssertNil(ContactSheet.Thumbnail(bytes: Array(thumbnail.bytes.dropLast(4))))
        XCTAssertNil(ContactSheet.Thumbnail(bytes: Array(thumbnail.bytes.prefix(15))))
    }
}
