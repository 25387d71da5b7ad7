import Foundation

/// A service the share sheet offers. Apps subclass it for their own actions; UIKit's built-in ones are
/// named by `ActivityType` (UIKit's string values, which apps compare against in completion handlers).
@preconcurrency @MainActor
open class UIActivity: NSObject {
    public enum Category: Int, Sendable {
        case action = 0
        case share = 1
    }

    public struct ActivityType: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(_ rawValue: String) { self.rawValue = rawValue }
        public init(rawValue: String) { self.rawValue = rawValue }

        private static func uikit(_ name: String) -> ActivityType { ActivityType("com.apple.UIKit.activity." + name) }

        public static let postToFacebook = uikit("PostToFacebook")
        public static let postToTwitter = uikit("PostToTwitter")
        public static let postToWeibo = uikit("PostToWeibo")
        public static let message = uikit("Message")
        public static let mail = uikit("Mail")
        public static let print = uikit("Print")
        public static let copyToPasteboard = uikit("CopyToPasteboard")
        public static let assignToContact = uikit("AssignToContact")
        public static let saveToCameraRoll = uikit("SaveToCameraRoll")
        public static let addToReadingList = uikit("AddToReadingList")
        public static let postToFlickr = uikit("PostToFlickr")
        public static let postToVimeo = uikit("PostToVimeo")
        public static let postToTencentWeibo = uikit("TencentWeibo")
        public static let airDrop = uikit("AirDrop")
        public static let openInIBooks = uikit("OpenInIBooks")
        public static let markupAsPDF = uikit("MarkupAsPDF")
        public static let sharePlay = uikit("SharePlay")
        public static let collaborationInviteWithLink = uikit("CollaborationInviteWithLink")
        public static let collaborationCopyLink = uikit("CollaborationCopyLink")
        public static let addToHomeScreen = uikit("AddToHomeScreen")
    }

    open class var activityCategory: Category { .action }

    open var activityType: ActivityType? { nil }
    open var activityTitle: String? { nil }
    open var activityImage: UIImage? { nil }
    open var activityViewController: UIViewController? { nil }

    open func canPerform(withActivityItems activityItems: [Any]) -> Bool { false }
    open func prepare(withActivityItems activityItems: [Any]) {}
    open func perform() { activityDidFinish(false) }

    /// The share sheet's completion handler hears of it, when the activity runs from one.
    open func activityDidFinish(_ completed: Bool) {
        guard let sheet = runningSheet else { return }
        runningSheet = nil
        sheet.completionWithItemsHandler?(activityType, completed, nil, nil)
    }

    weak var runningSheet: UIActivityViewController?
}

/// An item that answers per activity (a different text for Mail than for Messages, say).
@preconcurrency @MainActor
public protocol UIActivityItemSource: AnyObject {
    func activityViewControllerPlaceholderItem(_ activityViewController: UIActivityViewController) -> Any
    func activityViewController(
        _ activityViewController: UIActivityViewController, itemForActivityType activityType: UIActivity.ActivityType?
    ) -> Any?
    func activityViewController(
        _ activityViewController: UIActivityViewController,
        subjectForActivityType activityType: UIActivity.ActivityType?
    ) -> String
    func activityViewController(
        _ activityViewController: UIActivityViewController,
        dataTypeIdentifierForActivityType activityType: UIActivity.ActivityType?
    ) -> String
}

extension UIActivityItemSource {
    public func activityViewController(
        _ activityViewController: UIActivityViewController,
        subjectForActivityType activityType: UIActivity.ActivityType?
    ) -> String { "" }
    public func activityViewController(
        _ activityViewController: UIActivityViewController,
        dataTypeIdentifierForActivityType activityType: UIActivity.ActivityType?
    ) -> String { "" }
}
