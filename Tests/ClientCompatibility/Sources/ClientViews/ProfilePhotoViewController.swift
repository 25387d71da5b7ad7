import UIKit

/// A profile photo screen as apps write it: it reads the status bar through the window scene, lets the user
/// pick a photo with the system picker (camera when there is one), and keeps the picked image.
public final class ProfilePhotoViewController: UIViewController, UIImagePickerControllerDelegate,
    UINavigationControllerDelegate
{
    public let photoView = UIImageView()
    public private(set) var statusBarHeight: CGFloat = 0

    public override func viewDidLoad() {
        super.viewDidLoad()
        photoView.contentMode = .scaleAspectFill
        photoView.frame = CGRect(x: 0, y: 0, width: 96, height: 96)
        view.addSubview(photoView)
    }

    public override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        let scene = view.window?.windowScene ?? UIApplication.shared.connectedScenes.first as? UIWindowScene
        statusBarHeight = scene?.statusBarManager?.statusBarFrame.height ?? 0
    }

    public func changePhoto() {
        let picker = UIImagePickerController()
        picker.sourceType = UIImagePickerController.isSourceTypeAvailable(.camera) ? .camera : .photoLibrary
        picker.allowsEditing = true
        picker.delegate = self
        present(picker, animated: true)
    }

    public func imagePickerController(
        _ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]
    ) {
        photoView.image = (info[.editedImage] ?? info[.originalImage]) as? UIImage
        picker.dismiss(animated: true)
    }
}
