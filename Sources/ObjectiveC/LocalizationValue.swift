import Foundation

extension String {
    /// A localizable string as written: its key (the text, with a format specifier where each value is
    /// interpolated, as Xcode extracts it: `"\(count) items"` is `"%lld items"`) and the values.
    public struct LocalizationValue: Hashable, Sendable, ExpressibleByStringInterpolation {
        /// A value interpolated into a localizable string, kept as the format argument it becomes.
        enum Argument: Hashable, Sendable {
            case object(String)
            case signed(Int64)
            case signed32(Int32)
            case unsigned(UInt64)
            case unsigned32(UInt32)
            case double(Double)

            var formatArgument: CVarArg {
                switch self {
                case .object(let description): NSString(string: description)
                case .signed(let value): value
                case .signed32(let value): value
                case .unsigned(let value): value
                case .unsigned32(let value): value
                case .double(let value): value
                }
            }
        }

        let key: String
        let arguments: [Argument]

        /// A value whose key is `value`, with nothing interpolated.
        public init(_ value: String) {
            key = value
            arguments = []
        }

        public init(stringLiteral value: String) { self.init(value) }

        public init(stringInterpolation: StringInterpolation) {
            key = stringInterpolation.key
            arguments = stringInterpolation.arguments
        }

        public struct StringInterpolation: StringInterpolationProtocol {
            var key = ""
            var arguments: [Argument] = []
            /// Whether the key is a format: then a literal `%` is written `%%`.
            private let isFormat: Bool

            public init(literalCapacity: Int, interpolationCount: Int) {
                isFormat = interpolationCount > 0
                key.reserveCapacity(literalCapacity + 4 * interpolationCount)
            }

            public mutating func appendLiteral(_ literal: String) {
                key += isFormat ? literal.replacingOccurrences(of: "%", with: "%%") : literal
            }

            public mutating func appendInterpolation(_ string: String) { append("%@", .object(string)) }
            public mutating func appendInterpolation<Subject: NSObject>(_ value: Subject) {
                append("%@", .object(value.description))
            }
            public mutating func appendInterpolation(_ value: Int) { append("%lld", .signed(Int64(value))) }
            public mutating func appendInterpolation(_ value: Int64) { append("%lld", .signed(value)) }
            public mutating func appendInterpolation(_ value: Int32) { append("%d", .signed32(value)) }
            public mutating func appendInterpolation(_ value: Int16) { append("%d", .signed32(Int32(value))) }
            public mutating func appendInterpolation(_ value: Int8) { append("%d", .signed32(Int32(value))) }
            public mutating func appendInterpolation(_ value: UInt) { append("%llu", .unsigned(UInt64(value))) }
            public mutating func appendInterpolation(_ value: UInt64) { append("%llu", .unsigned(value)) }
            public mutating func appendInterpolation(_ value: UInt32) { append("%u", .unsigned32(value)) }
            public mutating func appendInterpolation(_ value: UInt16) { append("%u", .unsigned32(UInt32(value))) }
            public mutating func appendInterpolation(_ value: UInt8) { append("%u", .unsigned32(UInt32(value))) }
            public mutating func appendInterpolation(_ value: Double) { append("%lf", .double(value)) }
            public mutating func appendInterpolation(_ value: Float) { append("%f", .double(Double(value))) }

            private mutating func append(_ specifier: String, _ argument: Argument) {
                key += specifier
                arguments.append(argument)
            }
        }

        /// `format` (this value's key or its translation) with the interpolated values put in.
        func formatted(_ format: String, locale: Locale) -> String {
            guard !arguments.isEmpty else { return format }
            return String(format: format, locale: locale, arguments: arguments.map(\.formatArgument))
        }
    }
}
