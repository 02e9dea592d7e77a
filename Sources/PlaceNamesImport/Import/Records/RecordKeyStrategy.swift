import PlaceNames

/// How a source spells its keys, so fields are named in one spelling (lowerCamelCase) whatever the file uses,
/// as `JSONDecoder.keyDecodingStrategy` does. Name keys are always matched as written.
public enum RecordKeyStrategy: String, CaseIterable, Sendable {
    /// `GeonameID` → `geonameID`.
    case pascal
    /// `POP_MAX` → `popMax`.
    case upperSnake = "upper-snake"
    /// `province-id` → `provinceId`.
    case kebab
    /// `province_id` → `provinceId`.
    case snake

    /// The key in lowerCamelCase.
    public func convert(_ key: String) -> String {
        switch self {
        case .pascal: KeyCaseConversion.camelCase(fromPascalCase: key)
        case .upperSnake, .snake: KeyCaseConversion.camelCase(fromUpperSnakeCase: key)
        case .kebab: KeyCaseConversion.camelCase(fromKebabCase: key)
        }
    }
}
