import Foundation

extension JSONDecoder.KeyDecodingStrategy {
    /// Reads `GeonameID` as `geonameID` and `ISOCode` as `isoCode`
    /// (see ``KeyCaseConversion/camelCase(fromPascalCase:)``).
    public static var convertFromPascalCase: JSONDecoder.KeyDecodingStrategy {
        converting(KeyCaseConversion.camelCase(fromPascalCase:))
    }

    /// Reads `NAME_EN` as `nameEn` and `ISO_A2` as `isoA2`
    /// (see ``KeyCaseConversion/camelCase(fromUpperSnakeCase:)``).
    public static var convertFromUpperSnakeCase: JSONDecoder.KeyDecodingStrategy {
        converting(KeyCaseConversion.camelCase(fromUpperSnakeCase:))
    }

    /// Reads `chinese-traditional` as `chineseTraditional` (see ``KeyCaseConversion/camelCase(fromKebabCase:)``).
    public static var convertFromKebabCase: JSONDecoder.KeyDecodingStrategy {
        converting(KeyCaseConversion.camelCase(fromKebabCase:))
    }

    private static func converting(
        _ convert: @escaping @Sendable (String) -> String
    ) -> JSONDecoder.KeyDecodingStrategy {
        .custom { path in DynamicCodingKey(convert(path[path.count - 1].stringValue)) }
    }
}
