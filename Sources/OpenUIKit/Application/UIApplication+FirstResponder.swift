import Foundation

extension UIApplication {
    /// The responder that says it is the first responder (`isFirstResponder`), in the key window first,
    /// then in the other windows, views before their controllers. Nothing becomes first responder by
    /// itself here (there is no keyboard and no focus); a subclass that says so is found.
    var firstResponder: UIResponder? {
        let keyWindow = self.keyWindow
        let others = windows.filter { $0 !== keyWindow }
        for window in [keyWindow].compactMap({ $0 }) + others {
            if let responder = Self.firstResponder(in: window) { return responder }
        }
        return nil
    }

    private static func firstResponder(in view: UIView) -> UIResponder? {
        if view.isFirstResponder { return view }
        if let controller = view.viewController, controller.viewIfLoaded === view, controller.isFirstResponder {
            return controller
        }
        for subview in view.subviews {
            if let responder = firstResponder(in: subview) { return responder }
        }
        return nil
    }
}
