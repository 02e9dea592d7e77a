import Foundation

extension JSONEncoder.KeyEncodingStrategy {
    /// Writes `geonameID` as `GeonameID` (see ``KeyCaseConversion/pascalCase(fromCamelCase:)``).
    public static var convertToPascalCase: JSONEncoder.KeyEncodingStrategy {
        .custom { path in DynamicCodingKey(KeyCaseConversion.pascalCase(fromCamelCase: path[path.count - 1].stringValue)) }
    }

    /// Writes `nameEn` as `NAME_EN` and `isoA2` as `ISO_A2` (see ``KeyCaseConversion/upperSnakeCase(fromCamelCase:)``).
    public static var convertToUpperSnakeCase: JSONEncoder.KeyEncodingStrategy {
        .custom { path in DynamicCodingKey(KeyCaseConversion.upperSnakeCase(fromCamelCase: path[path.count - 1].stringValue)) }
    }

    /// Writes `chineseTraditional` as `chinese-traditional` (see ``KeyCaseConversion/kebabCase(fromCamelCase:)``).
    public static var convertToKebabCase: JSONEncoder.KeyEncodingStrategy {
        .custom { path in DynamicCodingKey(KeyCaseConversion.kebabCase(fromCamelCase: path[path.count - 1].stringValue)) }
    }
}
