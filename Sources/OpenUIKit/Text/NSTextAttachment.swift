import Foundation

/// An inline image in attributed text, on the attachment character U+FFFC
/// (`NSAttributedString(attachment:)`). The image is drawn in `bounds`, whose origin is relative to the
/// character's place on the baseline (a negative `y` lowers the image below the baseline); zero `bounds`, the
/// default, use the image's size at the baseline, as Apple's documentation states.
open class NSTextAttachment: NSObject, @unchecked Sendable {
    /// First, so that attachments can be attribute values (see `CoreFoundationObjectHeader`).
    private let coreFoundationHeader = CoreFoundationObjectHeader()
    open var contents: Data?
    open var fileType: String?
    open var image: UIImage?
    open var bounds: CGRect = .zero

    public init(data contentData: Data?, ofType uti: String?) {
        contents = contentData
        fileType = uti
        super.init()
    }

    public convenience override init() {
        self.init(data: nil, ofType: nil)
    }

    public convenience init(image: UIImage) {
        self.init(data: nil, ofType: nil)
        self.image = image
    }

    public required init?(coder: NSCoder) {
        super.init()
    }

    /// The rectangle the attachment occupies relative to its place on the baseline, y up: `bounds`, or the
    /// image's size when `bounds` is empty.
    var layoutBounds: CGRect {
        if bounds.width > 0 || bounds.height > 0 { return bounds }
        return CGRect(origin: bounds.origin, size: image?.size ?? .zero)
    }
}

extension NSAttributedString {
    /// A one-character string (U+FFFC) carrying `attachment`.
    public convenience init(attachment: NSTextAttachment) {
        self.init(string: "\u{FFFC}", attributes: [.attachment: attachment])
    }
}
