import Foundation

// `#imageLiteral(resourceName:)` makes a UIImage, as with UIKit, also where no type is written.
extension UIImage: _ExpressibleByImageLiteral {}

public typealias _ImageLiteralType = UIImage
