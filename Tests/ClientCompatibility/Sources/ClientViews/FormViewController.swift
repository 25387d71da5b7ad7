import UIKit

/// A small form laid out with the visual format language, under the top layout guide, in a view
/// sized from the main screen before any window exists.
public final class FormViewController: UIViewController {
    public let titleLabel = UILabel()
    public let field = UIView()
    public let footer = UIView()

    public override func loadView() {
        view = UIView(frame: UIScreen.main.bounds)
        view.backgroundColor = .systemBackground
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        titleLabel.text = "Name"
        for subview in [titleLabel, field, footer] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(subview)
        }
        let views: [String: Any] = ["title": titleLabel, "field": field, "footer": footer]
        var constraints = NSLayoutConstraint.constraints(
            withVisualFormat: "H:|-[title]-[field(>=100)]-|", options: .alignAllCenterY, metrics: nil, views: views)
        constraints += NSLayoutConstraint.constraints(
            withVisualFormat: "H:|[footer]|", options: [], metrics: nil, views: views)
        constraints += NSLayoutConstraint.constraints(
            withVisualFormat: "V:[footer(height)]", options: [], metrics: ["height": 44], views: views)
        constraints += [
            titleLabel.topAnchor.constraint(equalTo: topLayoutGuide.bottomAnchor, constant: 8),
            field.heightAnchor.constraint(equalToConstant: 30),
            footer.bottomAnchor.constraint(equalTo: bottomLayoutGuide.topAnchor),
        ]
        NSLayoutConstraint.activate(constraints)
    }
}
