import Foundation

/// The share sheet, as client code builds it: its items, extra activities, exclusions and completion.
/// It is presented as a sheet (a popover on iPad when given an anchor), which is not drawn yet: a window
/// showing one fails to render with that reason. Nothing is shared; `perform(_:)` runs one of the app's own
/// activities, as a tap on it would, for tests of what that activity does.
open class UIActivityViewController: UIViewController {
    public typealias CompletionWithItemsHandler = (UIActivity.ActivityType?, Bool, [Any]?, (any Error)?) -> Void

    public let activityItems: [Any]
    public let applicationActivities: [UIActivity]
    open var excludedActivityTypes: [UIActivity.ActivityType]?
    open var completionWithItemsHandler: CompletionWithItemsHandler?
    open var allowsProminentActivity = true

    public init(activityItems: [Any], applicationActivities: [UIActivity]?) {
        self.activityItems = activityItems
        self.applicationActivities = applicationActivities ?? []
        super.init(nibName: nil, bundle: nil)
    }

    public required init?(coder: NSCoder) { fatalError("UIActivityViewController: init(coder:) is not supported") }

    /// OpenUIKit's addition, for tests: the items as an activity would receive them: item sources answer for `activityType`.
    public func items(for activityType: UIActivity.ActivityType?) -> [Any] {
        activityItems.compactMap { item in
            guard let source = item as? UIActivityItemSource else { return item }
            return source.activityViewController(self, itemForActivityType: activityType)
        }
    }

    /// OpenUIKit's addition, for tests: the app's activities the sheet would list for its items: those not excluded that can perform them.
    public var offeredApplicationActivities: [UIActivity] {
        let excluded = Set(excludedActivityTypes ?? [])
        return applicationActivities.filter { activity in
            !(activity.activityType.map(excluded.contains) ?? false)
                && activity.canPerform(withActivityItems: items(for: activity.activityType))
        }
    }

    /// OpenUIKit's addition, for tests: runs one of the app's activities as a tap on it would: prepare, then perform; the completion
    /// handler hears when the activity calls `activityDidFinish`.
    public func perform(_ activity: UIActivity) {
        precondition(
            applicationActivities.contains { $0 === activity },
            "UIActivityViewController: the activity must be one of applicationActivities")
        activity.runningSheet = self
        activity.prepare(withActivityItems: items(for: activity.activityType))
        activity.perform()
    }
}
