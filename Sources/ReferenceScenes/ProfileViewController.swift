import Foundation
import OpenUIKit

/// A profile screen built from images and drawing: a header illustration (aspect fill, clipped), a
/// round avatar from the asset catalog with a dark-mode variant, a name with a symbol placeholder, a
/// progress ring drawn in `draw(_:)`, and a card with rounded corners and a shadow holding rows with
/// tinted template icons. Plain constraints only.
final class ProfileViewController: UIViewController {
    private static func image(_ name: String) -> UIImage? {
        UIImage(named: name, in: .module, compatibleWith: nil)
    }

    override func loadView() {
        super.loadView()
        view.backgroundColor = .systemGroupedBackground

        let header = UIImageView(image: Self.image("header"))
        header.contentMode = .scaleAspectFill
        header.clipsToBounds = true

        let avatar = UIImageView(image: Self.image("avatar"))
        avatar.contentMode = .scaleAspectFill
        avatar.layer.cornerRadius = 48
        avatar.clipsToBounds = true
        avatar.layer.borderWidth = 4
        avatar.layer.borderColor = UIColor.white.cgColor

        let name = UILabel()
        name.text = "Ada Okafor"
        name.font = .systemFont(ofSize: 22, weight: .bold)
        name.textColor = .label

        let verified = UIImageView(image: UIImage(systemName: "checkmark.seal.fill"))
        verified.tintColor = .systemBlue

        let role = UILabel()
        role.text = "Product designer · Lagos"
        role.font = .systemFont(ofSize: 15)
        role.textColor = .secondaryLabel

        let ring = ProgressRingView()
        ring.progress = 0.72
        ring.tintColor = .systemGreen

        let card = UIView()
        card.backgroundColor = .secondarySystemGroupedBackground
        card.layer.cornerRadius = 12
        card.layer.shadowColor = UIColor.black.cgColor
        card.layer.shadowOpacity = 0.15
        card.layer.shadowRadius = 8
        card.layer.shadowOffset = CGSize(width: 0, height: 4)

        // A tab over the card's top edge: only its top corners are rounded.
        let tab = UILabel()
        tab.text = "PROFILE"
        tab.font = .systemFont(ofSize: 11, weight: .semibold)
        tab.textColor = .white
        tab.textAlignment = .center
        tab.backgroundColor = .systemIndigo
        tab.layer.cornerRadius = 8
        tab.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        tab.clipsToBounds = true

        let rows: [(String, String, UIColor)] = [
            ("icon-heart", "128 people follow Ada", .systemPink),
            ("icon-pin", "Lagos, Nigeria", .systemOrange),
            ("icon-calendar", "Joined March 2021", .systemTeal),
        ]
        var rowViews: [(UIImageView, UILabel)] = []
        for (icon, text, color) in rows {
            let iconView = UIImageView(image: Self.image(icon))
            iconView.tintColor = color
            let label = UILabel()
            label.text = text
            label.font = .systemFont(ofSize: 17)
            label.textColor = .label
            rowViews.append((iconView, label))
        }

        for subview in [header, avatar, name, verified, role, ring, tab, card] as [UIView] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(subview)
        }
        for (iconView, label) in rowViews {
            iconView.translatesAutoresizingMaskIntoConstraints = false
            label.translatesAutoresizingMaskIntoConstraints = false
            card.addSubview(iconView)
            card.addSubview(label)
        }

        let margins = view.layoutMarginsGuide
        // 140 points of illustration below the safe area, but never more than a quarter of the screen,
        // so the card still fits on a phone in landscape. Above the image's compression resistance (750),
        // which would otherwise ask for the illustration's own 360 points.
        let headerDepth = header.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 140)
        headerDepth.priority = UILayoutPriority(999)
        var constraints = [
            header.topAnchor.constraint(equalTo: view.topAnchor),
            header.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            header.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            headerDepth,
            header.heightAnchor.constraint(lessThanOrEqualTo: view.heightAnchor, multiplier: 0.25),

            avatar.widthAnchor.constraint(equalToConstant: 96),
            avatar.heightAnchor.constraint(equalToConstant: 96),
            avatar.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            avatar.centerYAnchor.constraint(equalTo: header.bottomAnchor),

            name.topAnchor.constraint(equalTo: avatar.bottomAnchor, constant: 12),
            name.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            verified.leadingAnchor.constraint(equalTo: name.trailingAnchor, constant: 6),
            verified.centerYAnchor.constraint(equalTo: name.centerYAnchor),
            role.topAnchor.constraint(equalTo: name.bottomAnchor, constant: 4),
            role.leadingAnchor.constraint(equalTo: margins.leadingAnchor),

            ring.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            ring.topAnchor.constraint(equalTo: header.bottomAnchor, constant: 16),
            ring.widthAnchor.constraint(equalToConstant: 72),
            ring.heightAnchor.constraint(equalToConstant: 72),

            tab.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 16),
            tab.bottomAnchor.constraint(equalTo: card.topAnchor),
            tab.widthAnchor.constraint(equalToConstant: 72),
            tab.heightAnchor.constraint(equalToConstant: 22),

            card.topAnchor.constraint(equalTo: role.bottomAnchor, constant: 40),
            card.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            card.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
        ]
        var previous: UIView?
        for (iconView, label) in rowViews {
            constraints += [
                iconView.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 16),
                iconView.widthAnchor.constraint(equalToConstant: 22),
                iconView.heightAnchor.constraint(equalToConstant: 22),
                iconView.centerYAnchor.constraint(equalTo: label.centerYAnchor),
                label.leadingAnchor.constraint(equalTo: iconView.trailingAnchor, constant: 12),
                label.trailingAnchor.constraint(lessThanOrEqualTo: card.trailingAnchor, constant: -16),
                label.topAnchor.constraint(
                    equalTo: previous?.bottomAnchor ?? card.topAnchor, constant: previous == nil ? 16 : 14),
            ]
            previous = label
        }
        if let previous {
            constraints.append(card.bottomAnchor.constraint(equalTo: previous.bottomAnchor, constant: 16))
        }
        NSLayoutConstraint.activate(constraints)
    }
}
