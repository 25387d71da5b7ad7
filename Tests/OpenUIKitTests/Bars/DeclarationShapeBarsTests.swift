import OpenUIKit
import XCTest

// Bar and bar item declaration shapes checked against UIKit's SDK headers, as an app's subclasses write them
// (Swift 5 mode, no @testable); the tests check that the bars and containers go through the overrides.

private final class ShapeBarButtonItem: UIBarButtonItem {
    var log: [String] = []
    override init() { super.init() }
    required init?(coder: NSCoder) { super.init(coder: coder) }
    convenience init(badge: String) {
        self.init()
        title = badge
    }
    override var title: String? { didSet { log.append("title") } }
    override var image: UIImage? { didSet {} }
    override var isEnabled: Bool { didSet { log.append("isEnabled") } }
    override var style: UIBarButtonItem.Style { didSet {} }
    override var customView: UIView? { didSet {} }
    override var tintColor: UIColor? { didSet {} }
    override var menu: UIMenu? { didSet {} }
    override var primaryAction: UIAction? { didSet {} }
}

private final class ShapeTabBarItem: UITabBarItem {
    override init() { super.init() }
    required init?(coder: NSCoder) { super.init(coder: coder) }
    override var badgeValue: String? { didSet {} }
    override var selectedImage: UIImage? { didSet {} }
}

private final class ShapeNavigationItem: UINavigationItem {
    override init(title: String) { super.init(title: title) }
    required init?(coder: NSCoder) { super.init(coder: coder) }
    override var title: String? { didSet {} }
    override var leftBarButtonItem: UIBarButtonItem? {
        get { super.leftBarButtonItem }
        set { super.leftBarButtonItem = newValue }
    }
    override var rightBarButtonItems: [UIBarButtonItem]? { didSet {} }
}

private final class ShapeNavigationBar: UINavigationBar {
    var log: [String] = []
    override init(frame: CGRect) { super.init(frame: frame) }
    required init?(coder: NSCoder) { super.init(coder: coder) }
    override var items: [UINavigationItem]? {
        get { super.items }
        set {
            log.append("items")
            super.items = newValue
        }
    }
    override func setItems(_ items: [UINavigationItem]?, animated: Bool) {
        log.append("setItems \(items?.count ?? 0)")
        super.setItems(items, animated: animated)
    }
    override func pushItem(_ item: UINavigationItem, animated: Bool) { super.pushItem(item, animated: animated) }
    override func popItem(animated: Bool) -> UINavigationItem? { super.popItem(animated: animated) }
    override var topItem: UINavigationItem? { super.topItem }
    override var backItem: UINavigationItem? { super.backItem }
}

private final class ShapeTabBar: UITabBar {
    override init(frame: CGRect) { super.init(frame: frame) }
    required init?(coder: NSCoder) { super.init(coder: coder) }
    override var items: [UITabBarItem]? {
        get { super.items }
        set { super.items = newValue }
    }
    override var selectedItem: UITabBarItem? { didSet {} }
}

private final class ShapeToolbar: UIToolbar {
    override init(frame: CGRect) { super.init(frame: frame) }
    required init?(coder: NSCoder) { super.init(coder: coder) }
    override var items: [UIBarButtonItem]? { didSet {} }
}

final class DeclarationShapeBarsTests: XCTestCase {
    func testBarItemsComeThroughTheirInitializersAndOverrides() {
        let item = ShapeBarButtonItem(badge: "3")
        item.isEnabled = false
        XCTAssertEqual(item.log, ["title", "isEnabled"])
        XCTAssertEqual(ShapeTabBarItem().title, nil)
        XCTAssertNil(ShapeNavigationItem().title, "init() is inherited and leaves the title nil")
        let navigationItem = ShapeNavigationItem(title: "Inbox")
        navigationItem.leftBarButtonItem = item
        XCTAssertTrue(navigationItem.leftBarButtonItems?.first === item)
    }

    func testNavigationBarItemsAreSettable() {
        let bar = ShapeNavigationBar(frame: CGRect(x: 0, y: 0, width: 375, height: 44))
        let first = UINavigationItem(title: "First")
        let second = UINavigationItem(title: "Second")
        bar.items = [first, second]
        XCTAssertTrue(bar.topItem === second && bar.backItem === first)
        bar.pushItem(UINavigationItem(title: "Third"), animated: false)
        XCTAssertEqual(bar.log, ["items", "setItems 2", "setItems 3"])
        XCTAssertEqual(bar.popItem(animated: false)?.title, "Third")
    }

    func testTabBarItemsAreSettable() {
        let bar = ShapeTabBar(frame: CGRect(x: 0, y: 0, width: 375, height: 49))
        let items = [UITabBarItem(title: "A", image: nil, tag: 0), UITabBarItem(title: "B", image: nil, tag: 1)]
        bar.items = items
        XCTAssertEqual(bar.items?.map(\.title), ["A", "B"])
        let toolbar = ShapeToolbar(frame: CGRect(x: 0, y: 0, width: 375, height: 44))
        toolbar.items = [UIBarButtonItem(systemItem: .add)]
        XCTAssertEqual(toolbar.items?.count, 1)
    }
}
