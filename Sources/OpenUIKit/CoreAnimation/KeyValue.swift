import Foundation

/// The numbers and flags key-value coding hands over as `Any?` (`NSNumber`, Swift numbers, `Bool`).
enum KeyValue {
    static func double(_ value: Any?) -> Double? {
        switch value {
        case let value as Double: return value
        case let value as CGFloat: return Double(value)
        case let value as Float: return Double(value)
        case let value as Int: return Double(value)
        case let value as NSNumber: return value.doubleValue
        default: return nil
        }
    }

    static func bool(_ value: Any?) -> Bool? {
        switch value {
        case let value as Bool: return value
        case let value as NSNumber: return value.boolValue
        default: return nil
        }
    }
}
