import Cassowary

/// The four solver variables of a view or guide taking part in Auto Layout: its rectangle in the root's
/// coordinate space, ignoring bounds origins (so scrolling never moves constrained content).
final class ItemVariables {
    weak var item: AnyObject?
    let left: Variable
    let top: Variable
    let width: Variable
    let height: Variable

    init(_ item: AnyObject) {
        self.item = item
        left = Variable("minX")
        top = Variable("minY")
        width = Variable("width")
        height = Variable("height")
    }
}
