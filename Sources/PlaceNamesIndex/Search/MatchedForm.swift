import PlaceNames

/// Which of a place's strings a search matched: one of a localized name's forms, or a language-less alias.
package enum MatchedForm: UInt8, Sendable, CustomStringConvertible {
    case preferred = 0
    case short
    case variant
    case colloquial
    case historic
    /// `Place.aliases`: codes and spellings without a language (`BKK`).
    case alias

    init(_ kind: NameKind) {
        switch kind {
        case .preferred: self = .preferred
        case .short: self = .short
        case .variant: self = .variant
        case .colloquial: self = .colloquial
        case .historic: self = .historic
        }
    }

    /// The name in responses: `LocalizedName`'s JSON field names in the singular, and `alias`.
    package var description: String {
        switch self {
        case .preferred: "preferred"
        case .short: "short"
        case .variant: "variant"
        case .colloquial: "colloquial"
        case .historic: "historic"
        case .alias: "alias"
        }
    }
}
