import SnapshotTesting
import XCTest

/// Against the published test data of Sharma, Wu and Dalal (2005), Table 1, which exercises the hue
/// wrap-around and the mean-hue cases that naive implementations get wrong.
final class CIEDE2000Tests: XCTestCase {
    // (L1, a1, b1), (L2, a2, b2), ΔE00 — pairs 1–3, 7, 8, 13–17, 19, 21, 22, 25–38 of the table.
    private let pairs: [((Double, Double, Double), (Double, Double, Double), Double)] = [
        ((50, 2.6772, -79.7751), (50, 0, -82.7485), 2.0425),
        ((50, 3.1571, -77.2803), (50, 0, -82.7485), 2.8615),
        ((50, 2.8361, -74.0200), (50, 0, -82.7485), 3.4412),
        ((50, 0, 0), (50, -1, 2), 2.3669),
        ((50, -1, 2), (50, 0, 0), 2.3669),
        ((50, 2.4900, -0.0010), (50, -2.4900, 0.0009), 7.1792),
        ((50, 2.4900, -0.0010), (50, -2.4900, 0.0010), 7.1792),
        ((50, 2.4900, -0.0010), (50, -2.4900, 0.0011), 7.2195),
        ((50, 2.4900, -0.0010), (50, -2.4900, 0.0012), 7.2195),
        ((50, -0.0010, 2.4900), (50, 0.0009, -2.4900), 4.8045),
        ((50, -0.0010, 2.4900), (50, 0.0011, -2.4900), 4.7461),
        ((50, 2.5, 0), (50, 0, -2.5), 4.3065),
        ((50, 2.5, 0), (73, 25, -18), 27.1492),
        ((50, 2.5, 0), (50, 3.1736, 0.5854), 1.0000),
        ((50, 2.5, 0), (50, 3.2972, 0), 1.0000),
        ((50, 2.5, 0), (50, 1.8634, 0.5757), 1.0000),
        ((50, 2.5, 0), (50, 3.2592, 0.3350), 1.0000),
        ((60.2574, -34.0099, 36.2677), (60.4626, -34.1751, 39.4387), 1.2644),
        ((63.0109, -31.0961, -5.8663), (62.8187, -29.7946, -4.0864), 1.2630),
        ((61.2901, 3.7196, -5.3901), (61.4292, 2.2480, -4.9620), 1.8731),
        ((35.0831, -44.1164, 3.7933), (35.0232, -40.0716, 1.5901), 1.8645),
        ((22.7233, 20.0904, -46.6940), (23.0331, 14.9730, -42.5619), 2.0373),
        ((36.4612, 47.8580, 18.3852), (36.2715, 50.5065, 21.2231), 1.4146),
        ((90.8027, -2.0831, 1.4410), (91.1528, -1.6435, 0.0447), 1.4441),
        ((90.9257, -0.5406, -0.9208), (88.6381, -0.8985, -0.7239), 1.5381),
        ((6.7747, -0.2908, -2.4247), (5.8714, -0.0985, -2.2286), 0.6377),
        ((2.0776, 0.0795, -1.1350), (0.9033, -0.0636, -0.5514), 0.9082),
    ]

    func testPublishedPairs() {
        for (index, (first, second, expected)) in pairs.enumerated() {
            let one = LabColor(l: first.0, a: first.1, b: first.2)
            let two = LabColor(l: second.0, a: second.1, b: second.2)
            XCTAssertEqual(CIEDE2000.difference(one, two), expected, accuracy: 1e-4, "pair \(index + 1) of this list")
            XCTAssertEqual(CIEDE2000.difference(two, one), expected, accuracy: 1e-4, "symmetric, pair \(index + 1)")
        }
    }

    func testIdenticalColoursHaveNoDifference() {
        XCTAssertEqual(
            CIEDE2000.difference(LabColor(red: 12, green: 34, blue: 56), LabColor(red: 12, green: 34, blue: 56)), 0)
    }

    func testSRGBToLab() {
        let white = LabColor(red: 255, green: 255, blue: 255)
        XCTAssertEqual(white.l, 100, accuracy: 0.01)
        XCTAssertEqual(white.a, 0, accuracy: 0.01)
        XCTAssertEqual(white.b, 0, accuracy: 0.01)
        let red = LabColor(red: 255, green: 0, blue: 0)
        XCTAssertEqual(red.l, 53.24, accuracy: 0.02)
        XCTAssertEqual(red.a, 80.09, accuracy: 0.02)
        XCTAssertEqual(red.b, 67.20, accuracy: 0.02)
        XCTAssertEqual(LabColor(red: 0, green: 0, blue: 0).l, 0, accuracy: 1e-9)
    }
}
