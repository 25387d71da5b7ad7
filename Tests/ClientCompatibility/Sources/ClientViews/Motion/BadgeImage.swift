// swift-format-ignore-file: NoPlaygroundLiterals

// App code as Xcode's colour well writes it.
import UIKit

/// The unread-count badge drawn once into an image, the pre-iOS 10 way many apps still draw theirs.
enum BadgeImage {
    static let fill = #colorLiteral(red: 0.9, green: 0.22, blue: 0.21, alpha: 1)

    static func make(count: Int, scale: CGFloat = 0) -> UIImage? {
        let text = count > 99 ? "99+" : "\(count)"
        let attributes: [NSAttributedString.Key: Any] = [
            .font: UIFont.systemFont(ofSize: 13, weight: .semibold), .foregroundColor: UIColor.white,
        ]
        let textSize = (text as NSString).size(withAttributes: attributes)
        let size = CGSize(width: max(20, ceil(textSize.width) + 12), height: 20)
        UIGraphicsBeginImageContextWithOptions(size, false, scale)
        defer { UIGraphicsEndImageContext() }
        guard let context = UIGraphicsGetCurrentContext() else { return nil }
        context.setFillColor(fill.cgColor)
        UIBezierPath(roundedRect: CGRect(origin: .zero, size: size), cornerRadius: size.height / 2).fill()
        (text as NSString).draw(
            at: CGPoint(x: (size.width - textSize.width) / 2, y: (size.height - textSize.height) / 2),
            withAttributes: attributes)
        return UIGraphicsGetImageFromCurrentImageContext()
    }
}
