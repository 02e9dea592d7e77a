import Foundation

extension JSONDecoder.KeyDecodingStrategy {
    /// Reads `GeonameID` as `geonameID` and `ISOCode` as `isoCode` (see ``KeyCaseConversion/camelCase(fromPascalCase:)``).
    public static var convertFromPascalCase: JSONDecoder.KeyDecodingStrategy {
        .custom { path in DynamicCodingKey(KeyCaseConversion.camelCase(fromPascalCase: path[path.count - 1].stringValue)) }
    }

    /// Reads `NAME_EN` as `nameEn` and `ISO_A2` as `isoA2` (see ``KeyCaseConversion/camelCase(fromUpperSnakeCase:)``).
    public static var convertFromUpperSnakeCase: JSONDecoder.KeyDecodingStrategy {
        .custom { path in DynamicCodingKey(KeyCaseConversion.camelCase(fromUpperSnakeCase: path[path.count - 1].stringValue)) }
    }

    /// Reads `chinese-traditional` as `chineseTraditional` (see ``KeyCaseConversion/camelCase(fromKebabCase:)``).
    public static var convertFromKebabCase: JSONDecoder.KeyDecodingStrategy {
        .custom { path in DynamicCodingKey(KeyCaseConversion.camelCase(fromKebabCase: path[path.count - 1].stringValue)) }
    }
}
