import OpenUIKit

/// The devices and orientations a scene is snapshotted on unless it declares its own (`Scene.devices`,
/// `Scene.orientations`): the articles' iPhone 8 and iPad Pro 12.9", a Face ID iPhone with the Dynamic
/// Island, and an iPad with a home indicator, each in portrait and landscape.
public enum DefaultMatrix {
    public static let devices: [Device] = [.iPhone8, .iPadPro12_9, .iPhone15Pro, .iPadPro11]
    public static let orientations: [Orientation] = [.portrait, .landscape]
}
