import Foundation

// iOS 15's localized strings, which Foundation on Linux lacks. The translation is looked up as
// `NSLocalizedString` looks it up here (`Bundle.localizedString(forKey:value:table:)`), so the two
// spellings in one app agree; it depends on the bundle's files alone, not on the machine's language.
// Interpolated values are formatted with `locale`.
extension String {
    /// The translation of `keyAndValue`'s key in `table` (`Localizable` when nil or empty) of `bundle`
    /// (the main bundle when nil), the key itself when there is none, with the values put in.
    public init(
        localized keyAndValue: String.LocalizationValue, table: String? = nil, bundle: Bundle? = nil,
        locale: Locale = .current, comment: StaticString? = nil
    ) {
        let format = Self.translation(of: keyAndValue.key, default: keyAndValue.key, table: table, bundle: bundle)
        self = keyAndValue.formatted(format, locale: locale)
    }

    /// The translation of `key`, or `defaultValue` when there is none, with `defaultValue`'s values put in.
    public init(
        localized key: StaticString, defaultValue: String.LocalizationValue, table: String? = nil,
        bundle: Bundle? = nil, locale: Locale = .current, comment: StaticString? = nil
    ) {
        let format = Self.translation(of: "\(key)", default: defaultValue.key, table: table, bundle: bundle)
        self = defaultValue.formatted(format, locale: locale)
    }

    private static func translation(of key: String, default value: String, table: String?, bundle: Bundle?) -> String {
        let table = table.flatMap { $0.isEmpty ? nil : $0 } ?? "Localizable"
        return (bundle ?? .main).localizedString(forKey: key, value: value, table: table)
    }
}
