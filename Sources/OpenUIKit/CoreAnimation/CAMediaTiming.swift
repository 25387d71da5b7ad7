import Foundation

/// Core Animation's hierarchical timing, adopted by animations and layers. An object's local time is
/// `(parentTime - beginTime) * speed + timeOffset`; its basic duration repeats `repeatCount` times (or
/// for `repeatDuration` seconds), played backwards after each forward pass when `autoreverses`.
/// Defaults (all 0, `speed` 1, `fillMode` `.removed`):
/// https://developer.apple.com/documentation/quartzcore/camediatiming
public protocol CAMediaTiming: AnyObject {
    var beginTime: CFTimeInterval { get set }
    var duration: CFTimeInterval { get set }
    var speed: Float { get set }
    var timeOffset: CFTimeInterval { get set }
    var repeatCount: Float { get set }
    var repeatDuration: CFTimeInterval { get set }
    var autoreverses: Bool { get set }
    var fillMode: CAMediaTimingFillMode { get set }
}
