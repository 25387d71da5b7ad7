import Foundation

// UIKit code starts rich text from an empty mutable string; swift-corelibs-foundation declares no `init()` for
// it. (`NSAttributedString()` cannot be added the same way: Swift does not let an extension override
// `NSObject.init()`, so immutable empty strings are written `NSAttributedString(string: "")`.)
extension NSMutableAttributedString {
    public convenience init() {
        self.init(string: "")
    }
}
