// UIKit code uses CGFloat, CGRect, IndexPath and NSCoder after `import UIKit` alone, because UIKit
// re-exports Foundation; OpenUIKit does the same so that only the import line changes.
@_exported import Foundation
