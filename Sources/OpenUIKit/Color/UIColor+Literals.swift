import Foundation

// `#colorLiteral(...)` makes a UIColor, as with UIKit, also where no type is written
// (`let tint = #colorLiteral(red: 0.2, green: 0.5, blue: 0.9, alpha: 1)`).
extension UIColor: _ExpressibleByColorLiteral {}

public typealias _ColorLiteralType = UIColor
