import Foundation

extension UIView {
    /// Shows `configuration` in this view (a cell's or header's content view): through `current` when that
    /// view supports it, else through a new view made by the configuration in its place, starting at
    /// `initialFrame` if given; a nil configuration removes `current`. Returns the view now showing it.
    func showContentConfiguration(
        _ configuration: UIContentConfiguration?, replacing current: (UIView & UIContentView)?,
        initialFrame: CGRect? = nil
    ) -> (UIView & UIContentView)? {
        guard let configuration else {
            current?.removeFromSuperview()
            return nil
        }
        if let current, current.supports(configuration) {
            current.configuration = configuration
            return current
        }
        current?.removeFromSuperview()
        let view = configuration.makeContentView()
        if let initialFrame { view.frame = initialFrame }
        addSubview(view)
        return view
    }
}
