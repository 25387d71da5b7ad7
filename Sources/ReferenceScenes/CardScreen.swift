import OpenUIKit

/// Issue 18's card screen, shared by `bench layout` and the engine tests: a scroll view whose content view stacks
/// cards 12 pt apart, ten views a card (card, icon, one-line title, wrapping subtitle, badge, three tags, divider,
/// button), each pinned as apps pin such cards. The constraints are returned, not activated, so a benchmark can
/// time activation apart from building.
public enum CardScreen {
    public struct Card {
        public let card: UIView
        public let icon: UIView
        public let title: UILabel
        public let subtitle: UILabel
        public let tags: [UIView]
        public let divider: UIView
        public let button: UIView
    }

    public static func build(
        in root: UIView, cards count: Int, subtitle: (Int) -> String
    ) -> (constraints: [NSLayoutConstraint], content: UIView, cards: [Card]) {
        func make<T: UIView>(_ view: T, in parent: UIView) -> T {
            view.translatesAutoresizingMaskIntoConstraints = false
            parent.addSubview(view)
            return view
        }
        let scroll = make(UIScrollView(), in: root)
        let content = make(UIView(), in: scroll)
        let safe = root.safeAreaLayoutGuide
        var c: [NSLayoutConstraint] = [
            scroll.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            scroll.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            scroll.topAnchor.constraint(equalTo: safe.topAnchor),
            scroll.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
            content.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: scroll.contentLayoutGuide.trailingAnchor),
            content.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor),
            content.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor),
            content.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor),
        ]
        var cards: [Card] = []
        for i in 0..<count {
            let card = make(UIView(), in: content)
            let icon = make(UIView(), in: card)
            let title = make(UILabel(), in: card)
            title.text = "Card \(i)"
            let subtitleLabel = make(UILabel(), in: card)
            subtitleLabel.text = subtitle(i)
            subtitleLabel.numberOfLines = 0
            let badge = make(UIView(), in: card)
            let tags = (0..<3).map { _ in make(UIView(), in: card) }
            let divider = make(UIView(), in: card)
            let button = make(UIView(), in: card)
            c += [
                card.leadingAnchor.constraint(equalTo: content.layoutMarginsGuide.leadingAnchor),
                card.trailingAnchor.constraint(equalTo: content.layoutMarginsGuide.trailingAnchor),
                card.topAnchor.constraint(equalTo: cards.last?.card.bottomAnchor ?? content.topAnchor, constant: 12),
                icon.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 12),
                icon.topAnchor.constraint(equalTo: card.topAnchor, constant: 12),
                icon.widthAnchor.constraint(equalToConstant: 44),
                icon.heightAnchor.constraint(equalTo: icon.widthAnchor),
                title.leadingAnchor.constraint(equalTo: icon.trailingAnchor, constant: 12),
                title.topAnchor.constraint(equalTo: icon.topAnchor),
                badge.leadingAnchor.constraint(greaterThanOrEqualTo: title.trailingAnchor, constant: 8),
                badge.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -12),
                badge.centerYAnchor.constraint(equalTo: title.centerYAnchor),
                badge.widthAnchor.constraint(equalToConstant: 24),
                badge.heightAnchor.constraint(equalToConstant: 24),
                subtitleLabel.leadingAnchor.constraint(equalTo: title.leadingAnchor),
                subtitleLabel.trailingAnchor.constraint(equalTo: badge.trailingAnchor),
                subtitleLabel.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 4),
                divider.leadingAnchor.constraint(equalTo: card.leadingAnchor),
                divider.trailingAnchor.constraint(equalTo: card.trailingAnchor),
                divider.heightAnchor.constraint(equalToConstant: 1),
                button.topAnchor.constraint(equalTo: divider.bottomAnchor, constant: 8),
                button.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -12),
                button.widthAnchor.constraint(equalToConstant: 80),
                button.heightAnchor.constraint(equalToConstant: 32),
                button.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -12),
            ]
            var tagLeading = subtitleLabel.leadingAnchor
            for tag in tags {
                c += [
                    tag.leadingAnchor.constraint(equalTo: tagLeading, constant: tag === tags[0] ? 0 : 6),
                    tag.topAnchor.constraint(equalTo: subtitleLabel.bottomAnchor, constant: 8),
                    tag.widthAnchor.constraint(equalToConstant: 48),
                    tag.heightAnchor.constraint(equalToConstant: 20),
                ]
                tagLeading = tag.trailingAnchor
            }
            c += [
                divider.topAnchor.constraint(equalTo: tags[0].bottomAnchor, constant: 8),
                divider.topAnchor.constraint(greaterThanOrEqualTo: icon.bottomAnchor, constant: 8),
            ]
            cards.append(
                Card(
                    card: card, icon: icon, title: title, subtitle: subtitleLabel, tags: tags, divider: divider,
                    button: button))
        }
        if let last = cards.last {
            c.append(last.card.bottomAnchor.constraint(equalTo: content.bottomAnchor, constant: -12))
        }
        return (c, content, cards)
    }
}
