// UIKit code uses CGFloat, CGRect, IndexPath and NSCoder after `import UIKit` alone, because UIKit
// re-exports Foundation; OpenUIKit does the same so that only the import line changes. It re-exports
// ObjectiveC too, as UIKit does: `Selector`, `objc_setAssociatedObject`, `perform(_:with:afterDelay:)`.
@_exported import Foundation
@_exported import ObjectiveC
