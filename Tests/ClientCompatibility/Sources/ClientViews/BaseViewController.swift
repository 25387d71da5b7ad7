import UIKit

/// The base controller many apps keep: no storyboards, so `init()` calls the designated initializer and
/// `init(coder:)` is refused; it records the appearance callbacks in the order UIKit sends them.
open class BaseViewController: UIViewController {
    public private(set) var appearanceLog: [String] = []

    public init() { super.init(nibName: nil, bundle: nil) }

    @available(*, unavailable)
    public required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    open override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        appearanceLog.append("viewDidLoad")
    }

    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        appearanceLog.append("viewWillAppear")
    }

    /// iOS 17's moment for work that needs the view's traits and geometry before it is drawn.
    open override func viewIsAppearing(_ animated: Bool) {
        super.viewIsAppearing(animated)
        appearanceLog.append("viewIsAppearing width \(Int(view.bounds.width))")
    }

    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        appearanceLog.append("viewDidAppear")
    }

    open override var preferredStatusBarStyle: UIStatusBarStyle { .darkContent }
}
