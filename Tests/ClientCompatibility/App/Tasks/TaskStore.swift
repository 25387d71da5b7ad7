import Foundation

extension Notification.Name {
    static let tasksDidChange = Notification.Name("TasksDidChangeNotification")
}

/// One to-do item. The Objective-C names keep the sort descriptors and the widget's KVC working.
@objcMembers
final class TaskItem: NSObject {
    dynamic var title: String
    dynamic var isDone: Bool
    let createdAt: Date

    init(title: String, isDone: Bool = false, createdAt: Date) {
        self.title = title
        self.isDone = isDone
        self.createdAt = createdAt
        super.init()
    }
}

/// The app's tasks, shared by the list and the composer. Changes are announced with
/// `tasksDidChange` so that every screen showing tasks reloads.
@objcMembers
final class TaskStore: NSObject {
    static let shared = TaskStore()

    private(set) var tasks: [TaskItem] = []
    /// Rows already measured, by title: the list asks for the same heights again and again.
    private let heightCache = NSMapTable<NSString, NSNumber>.strongToStrongObjects()

    var count: NSInteger { tasks.count }
    var remainingCount: NSInteger { tasks.filter { !$0.isDone }.count }

    /// What the list sorts by; the key path is checked by the compiler.
    static let sortKey = #keyPath(TaskItem.createdAt)

    func add(_ task: TaskItem) {
        tasks.append(task)
        NotificationCenter.default.post(name: .tasksDidChange, object: self)
    }

    func toggle(_ task: TaskItem) {
        task.isDone.toggle()
        NotificationCenter.default.post(name: .tasksDidChange, object: self)
    }

    func removeAll() {
        tasks.removeAll()
        heightCache.removeAllObjects()
        NotificationCenter.default.post(name: .tasksDidChange, object: self)
    }

    func cachedHeight(for title: String) -> CGFloat? {
        heightCache.object(forKey: title as NSString).map { CGFloat($0.doubleValue) }
    }

    func cache(height: CGFloat, for title: String) {
        heightCache.setObject(NSNumber(value: Double(height)), forKey: title as NSString)
    }

    var summary: String {
        String(localized: "\(remainingCount) of \(count) left", comment: "The list's footer")
    }
}
