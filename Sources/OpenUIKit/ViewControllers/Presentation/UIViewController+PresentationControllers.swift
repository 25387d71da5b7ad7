import Foundation

extension UIViewController {
    /// The presentation controller that manages this controller: a contained controller's is its
    /// container's; a free-standing one gets one on first access, of the kind its style asks for (a sheet
    /// for page and form sheets and the automatic style, which is a page sheet on iOS 13 and later; a
    /// popover for `.popover` and for action sheets; for `.custom`, the transitioning delegate's, if it
    /// makes one). A later change of style makes a new one.
    public var presentationController: UIPresentationController? {
        if let parent, presentingStorage == nil { return parent.presentationController }
        if modalPresentationStyle == .custom, let delegate = transitioningDelegate {
            if let existing = presentationControllerStorage, existing.isFromTransitioningDelegate { return existing }
            if let custom = delegate.presentationController(
                forPresented: self, presenting: presentingStorage, source: presentingStorage ?? self)
            {
                custom.isFromTransitioningDelegate = true
                presentationControllerStorage = custom
                return custom
            }
        }
        let kind = presentationControllerKind
        if let existing = presentationControllerStorage, type(of: existing) == kind { return existing }
        let made: UIPresentationController
        if kind == UISheetPresentationController.self {
            made = UISheetPresentationController(presentedViewController: self, presenting: nil)
        } else if kind == UIPopoverPresentationController.self {
            made = UIPopoverPresentationController(presentedViewController: self, presenting: nil)
        } else {
            made = UIPresentationController(presentedViewController: self, presenting: nil)
        }
        presentationControllerStorage = made
        return made
    }

    /// nil unless the controller is (to be) presented as a sheet.
    public var sheetPresentationController: UISheetPresentationController? {
        presentationController as? UISheetPresentationController
    }

    /// nil unless the controller is (to be) presented as a popover.
    public var popoverPresentationController: UIPopoverPresentationController? {
        presentationController as? UIPopoverPresentationController
    }

    private var presentationControllerKind: UIPresentationController.Type {
        if modalPresentationStyle == .popover || (self as? UIAlertController)?.preferredStyle == .actionSheet {
            return UIPopoverPresentationController.self
        }
        switch modalPresentationStyle {
        case .pageSheet, .formSheet, .automatic: return UISheetPresentationController.self
        default: return UIPresentationController.self
        }
    }
}
