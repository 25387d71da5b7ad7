import CPangoCairo
import Foundation
import OpenUIKit

/// The outline of a layer whose `maskedCorners` round only some corners: those corners get
/// `cornerRadius`, the others stay square (Core Animation's `maskedCorners`, iOS 11).
enum LayerShape {
    static let allCorners: CACornerMask = [
        .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
    ]

    static func addPath(_ rect: CGRect, radius: CGFloat, corners: CACornerMask, to cairo: OpaquePointer) {
        let (minX, minY, maxX, maxY) = (rect.minX, rect.minY, rect.maxX, rect.maxY)
        func corner(_ mask: CACornerMask, _ x: CGFloat, _ y: CGFloat, center: (CGFloat, CGFloat), from angle: Double) {
            if corners.contains(mask) {
                cairo_arc(cairo, center.0, center.1, radius, angle, angle + .pi / 2)
            } else {
                cairo_line_to(cairo, x, y)
            }
        }
        cairo_new_sub_path(cairo)
        corner(.layerMaxXMinYCorner, maxX, minY, center: (maxX - radius, minY + radius), from: -.pi / 2)
        corner(.layerMaxXMaxYCorner, maxX, maxY, center: (maxX - radius, maxY - radius), from: 0)
        corner(.layerMinXMaxYCorner, minX, maxY, center: (minX + radius, maxY - radius), from: .pi / 2)
        corner(.layerMinXMinYCorner, minX, minY, center: (minX + radius, minY + radius), from: .pi)
        cairo_close_path(cairo)
    }
}
