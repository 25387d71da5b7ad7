import OpenUIKit

/// The pushed screen of the container scene: a paragraph on the readable content guide, two right bar buttons
/// (a system item and an SF Symbol image item, drawn as the symbol placeholder), and toolbar items. It keeps the bars' material at the scroll edge (`scrollEdgeAppearance` set to the default
/// background), as apps do that want the pre-iOS 15 look, so the scene shows the material and the hairline.
final class ChapterViewController: UIViewController {
    override func loadView() {
        super.loadView()
        view.backgroundColor = .systemBackground
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Chapter 1"
        navigationItem.largeTitleDisplayMode = .never
        navigationItem.rightBarButtonItems = [
            UIBarButtonItem(barButtonSystemItem: .add, target: nil, action: nil),
            UIBarButtonItem(image: UIImage(systemName: "textformat.size"), style: .plain, target: nil, action: nil),
        ]
        let material = UINavigationBarAppearance()
        material.configureWithDefaultBackground()
        navigationItem.scrollEdgeAppearance = material
        toolbarItems = [
            UIBarButtonItem(barButtonSystemItem: .action, target: nil, action: nil),
            .flexibleSpace(),
            UIBarButtonItem(title: "Bookmark", style: .plain, target: nil, action: nil),
            .flexibleSpace(),
            UIBarButtonItem(barButtonSystemItem: .trash, target: nil, action: nil),
        ]

        let text = UILabel()
        text.text = SampleText.essay
        text.numberOfLines = 0
        text.font = .preferredFont(forTextStyle: .body)
        text.adjustsFontForContentSizeCategory = true
        text.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(text)
        NSLayoutConstraint.activate([
            text.topAnchor.constraint(equalTo: view.readableContentGuide.topAnchor, constant: 8),
            text.leadingAnchor.constraint(equalTo: view.readableContentGuide.leadingAnchor),
            text.trailingAnchor.constraint(equalTo: view.readableContentGuide.trailingAnchor),
            text.bottomAnchor.constraint(lessThanOrEqualTo: view.readableContentGuide.bottomAnchor),
        ])
    }
}
