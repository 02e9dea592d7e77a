import Foundation

extension JSONEncoder.KeyEncodingStrategy {
    /// Writes `geonameID` as `GeonameID` (see ``KeyCaseConversion/pascalCase(fromCamelCase:)``).
    public static var convertToPascalCase: JSONEncoder.KeyEncodingStrategy {
        converting(KeyCaseConversion.pascalCase(fromCamelCase:))
    }

    /// Writes `nameEn` as `NAME_EN` and `isoA2` as `ISO_A2` (see ``KeyCaseConversion/upperSnakeCase(fromCamelCase:)``).
    public static var convertToUpperSnakeCase: JSONEncoder.KeyEncodingStrategy {
        converting(KeyCaseConversion.upperSnakeCase(fromCamelCase:))
    }

    /// Writes `chineseTraditional` as `chinese-traditional` (see ``KeyCaseConversion/kebabCase(fromCamelCase:)``).
    public static var convertToKebabCase: JSONEncoder.KeyEncodingStrategy {
        converting(KeyCaseConversion.kebabCase(fromCamelCase:))
    }

    private static func converting(
        _ convert: @escaping @Sendable (String) -> String
    ) -> JSONEncoder.KeyEncodingStrategy {
        .custom { path in DynamicCodingKey(convert(path[path.count - 1].stringValue)) }
    }
}
