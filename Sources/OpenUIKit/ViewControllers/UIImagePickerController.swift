import Foundation

/// The system photo picker and camera, as client code configures them. Its interface is the system's
/// and is not drawn: a window showing it fails to render with that reason. There is no photo library or
/// camera here, as in a simulator without photos: only the library is available as a source, and a test
/// finishes a pick by calling the delegate itself.
open class UIImagePickerController: UINavigationController {
    public enum SourceType: Int, Sendable {
        case photoLibrary = 0
        case camera = 1
        case savedPhotosAlbum = 2
    }

    public enum CameraCaptureMode: Int, Sendable {
        case photo = 0
        case video = 1
    }

    public enum CameraDevice: Int, Sendable {
        case rear = 0
        case front = 1
    }

    public enum CameraFlashMode: Int, Sendable {
        case off = -1
        case auto = 0
        case on = 1
    }

    public enum QualityType: Int, Sendable {
        case typeHigh = 0
        case typeMedium = 1
        case typeLow = 2
        case type640x480 = 3
        case typeIFrame1280x720 = 4
        case typeIFrame960x540 = 5
    }

    /// The keys of the dictionary a finished pick hands the delegate (UIKit's string values).
    public struct InfoKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let mediaType = InfoKey(rawValue: "UIImagePickerControllerMediaType")
        public static let originalImage = InfoKey(rawValue: "UIImagePickerControllerOriginalImage")
        public static let editedImage = InfoKey(rawValue: "UIImagePickerControllerEditedImage")
        public static let cropRect = InfoKey(rawValue: "UIImagePickerControllerCropRect")
        public static let mediaURL = InfoKey(rawValue: "UIImagePickerControllerMediaURL")
        public static let referenceURL = InfoKey(rawValue: "UIImagePickerControllerReferenceURL")
        public static let mediaMetadata = InfoKey(rawValue: "UIImagePickerControllerMediaMetadata")
        public static let livePhoto = InfoKey(rawValue: "UIImagePickerControllerLivePhoto")
        public static let phAsset = InfoKey(rawValue: "UIImagePickerControllerPHAsset")
        public static let imageURL = InfoKey(rawValue: "UIImagePickerControllerImageURL")
    }

    /// No camera here; the (empty) library and saved album are sources.
    open class func isSourceTypeAvailable(_ sourceType: SourceType) -> Bool { sourceType != .camera }

    open class func availableMediaTypes(for sourceType: SourceType) -> [String]? {
        isSourceTypeAvailable(sourceType) ? ["public.image", "public.movie"] : nil
    }

    open class func isCameraDeviceAvailable(_ cameraDevice: CameraDevice) -> Bool { false }
    open class func isFlashAvailable(for cameraDevice: CameraDevice) -> Bool { false }

    open var sourceType = SourceType.photoLibrary
    open var mediaTypes = ["public.image"]
    open var allowsEditing = false
    open var videoQuality = QualityType.typeMedium
    open var videoMaximumDuration: TimeInterval = 600
    open var showsCameraControls = true
    open var cameraOverlayView: UIView?
    open var cameraViewTransform = CGAffineTransform.identity
    open var cameraCaptureMode = CameraCaptureMode.photo
    open var cameraDevice = CameraDevice.rear
    open var cameraFlashMode = CameraFlashMode.auto

    /// The picking delegate is the navigation delegate, as in UIKit (`delegate` holds both roles).
    public var imagePickerDelegate: UIImagePickerControllerDelegate? { delegate as? UIImagePickerControllerDelegate }

    open override func loadView() {
        view = UndrawnSystemView(reason: "is the system photo picker (UIImagePickerController), which is not drawn")
    }

    open override func viewDidLoad() {}
}

/// UIKit's optional delegate methods; by default a pick or a cancel dismisses the picker, as UIKit does
/// when the delegate does not implement them.
@preconcurrency @MainActor
public protocol UIImagePickerControllerDelegate: AnyObject {
    func imagePickerController(
        _ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any])
    func imagePickerControllerDidCancel(_ picker: UIImagePickerController)
}

extension UIImagePickerControllerDelegate {
    public func imagePickerController(
        _ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]
    ) { picker.dismiss(animated: true) }
    public func imagePickerControllerDidCancel(_ picker: UIImagePickerController) { picker.dismiss(animated: true) }
}
