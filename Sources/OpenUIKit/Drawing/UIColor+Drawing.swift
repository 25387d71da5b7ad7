import Foundation

extension UIColor {
    /// Sets the fill colour of the current context. Dynamic colours resolve against the traits of the
    /// drawing in progress (`UITraitCollection.current`), as UIKit resolves them in `draw(_:)`.
    public func setFill() {
        UIGraphicsGetCurrentContext()?.setFillColor(resolvedColor(with: UITraitCollection.current).cgColor)
    }

    public func setStroke() {
        UIGraphicsGetCurrentContext()?.setStrokeColor(resolvedColor(with: UITraitCollection.current).cgColor)
    }

    /// Sets both the fill and the stroke colour.
    public func set() {
        setFill()
        setStroke()
    }
}
