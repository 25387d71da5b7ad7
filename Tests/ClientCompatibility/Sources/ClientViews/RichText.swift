import UIKit

/// Rich text as apps write it with `NSAttributedString`: a price with the old price struck through and a kerned
/// caps badge, a chat bubble with an inline image, and a paragraph with line spacing.
public enum RichText {
    /// "SALE  $79.99  $120.00": caps tracked out, the old price struck through in grey.
    @MainActor
    public static func priceLabel() -> UILabel {
        let text = NSMutableAttributedString()
        text.append(
            NSAttributedString(
                string: "SALE",
                attributes: [
                    .font: UIFont.systemFont(ofSize: 13, weight: .bold),
                    .foregroundColor: UIColor.systemRed,
                    .kern: 2.0,
                ]))
        text.append(NSAttributedString(string: "  "))
        text.append(
            NSAttributedString(
                string: "$79.99",
                attributes: [.font: UIFont.systemFont(ofSize: 22, weight: .semibold), .foregroundColor: UIColor.label]))
        text.append(NSAttributedString(string: "  "))
        let oldPrice = NSAttributedString(
            string: "$120.00",
            attributes: [
                .font: UIFont.systemFont(ofSize: 15),
                .foregroundColor: UIColor.secondaryLabel,
                .strikethroughStyle: NSUnderlineStyle.single.rawValue,
                .strikethroughColor: UIColor.secondaryLabel,
            ])
        text.append(oldPrice)
        let label = UILabel()
        label.attributedText = text
        label.translatesAutoresizingMaskIntoConstraints = false
        return label
    }

    /// A message bubble whose text carries a small image inline, lowered to sit on the text's baseline.
    @MainActor
    public static func chatBubble(icon: UIImage, width: CGFloat = 240) -> UIView {
        let bubble = UIView()
        bubble.backgroundColor = .systemBlue
        bubble.layer.cornerRadius = 16
        let font = UIFont.preferredFont(forTextStyle: .body)
        let message = NSMutableAttributedString(
            string: "Running late, be there in 10 ", attributes: [.font: font, .foregroundColor: UIColor.white])
        let attachment = NSTextAttachment()
        attachment.image = icon
        attachment.bounds = CGRect(x: 0, y: (font.capHeight - 16) / 2, width: 16, height: 16)
        message.append(NSAttributedString(attachment: attachment))
        message.append(
            NSAttributedString(string: " see you!", attributes: [.font: font, .foregroundColor: UIColor.white]))
        let label = UILabel()
        label.numberOfLines = 0
        label.attributedText = message
        label.translatesAutoresizingMaskIntoConstraints = false
        bubble.addSubview(label)
        NSLayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: bubble.topAnchor, constant: 8),
            label.bottomAnchor.constraint(equalTo: bubble.bottomAnchor, constant: -8),
            label.leadingAnchor.constraint(equalTo: bubble.leadingAnchor, constant: 12),
            label.trailingAnchor.constraint(equalTo: bubble.trailingAnchor, constant: -12),
            bubble.widthAnchor.constraint(equalToConstant: width),
        ])
        bubble.translatesAutoresizingMaskIntoConstraints = false
        return bubble
    }

    /// An article paragraph: 6 pt between lines, 12 pt after each paragraph, the first line indented.
    @MainActor
    public static func paragraph(_ text: String) -> UILabel {
        let style = NSMutableParagraphStyle()
        style.lineSpacing = 6
        style.paragraphSpacing = 12
        style.firstLineHeadIndent = 16
        let label = UILabel()
        label.numberOfLines = 0
        label.attributedText = NSAttributedString(
            string: text,
            attributes: [
                .font: UIFont.preferredFont(forTextStyle: .body), .paragraphStyle: style,
                .foregroundColor: UIColor.label,
            ])
        label.translatesAutoresizingMaskIntoConstraints = false
        return label
    }

    /// How tall the paragraph is at `width`, measured the way apps size cells by hand.
    public static func paragraphHeight(_ text: String, width: CGFloat) -> CGFloat {
        let style = NSMutableParagraphStyle()
        style.lineSpacing = 6
        style.paragraphSpacing = 12
        style.firstLineHeadIndent = 16
        let attributed = NSAttributedString(
            string: text, attributes: [.font: UIFont.preferredFont(forTextStyle: .body), .paragraphStyle: style])
        let rect = attributed.boundingRect(
            with: CGSize(width: width, height: .greatestFiniteMagnitude),
            options: [.usesLineFragmentOrigin, .usesFontLeading], context: nil)
        return ceil(rect.height)
    }
}
