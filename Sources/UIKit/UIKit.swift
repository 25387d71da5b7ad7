// `import UIKit` on Linux: app code written for iOS keeps its import line. The module is OpenUIKit
// under UIKit's name (the same types, not copies) plus Foundation, which UIKit re-exports too.
@_exported import Foundation
@_exported import OpenUIKit
