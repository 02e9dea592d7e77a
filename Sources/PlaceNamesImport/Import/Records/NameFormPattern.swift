import PlaceNames

/// Keys that hold other forms of a name than the preferred one, and the kind they are: OpenStreetMap's
/// `short_name:th`, `alt_name:en`, `old_name:fr`.
///
/// Values may list several names separated by `;`, as OpenStreetMap does (`alt_name=Krung Thep;Bangkok`).
public struct NameFormPattern: Hashable, Sendable {
    /// The keys that hold this form.
    public var pattern: NameKeyPattern
    /// The form they hold.
    public var kind: NameKind

    /// Creates a pattern.
    public init(_ pattern: NameKeyPattern, kind: NameKind) {
        self.pattern = pattern
        self.kind = kind
    }

    /// OpenStreetMap's `short_name:{lang}`, `alt_name:{lang}` and `old_name:{lang}`.
    public static let openStreetMap: [NameFormPattern] = [
        NameFormPattern(NameKeyPattern(prefix: "short_name:"), kind: .short),
        NameFormPattern(NameKeyPattern(prefix: "alt_name:"), kind: .variant),
        NameFormPattern(NameKeyPattern(prefix: "old_name:"), kind: .historic),
    ]

    /// The separate names in a value: split at `;`, white space around each trimmed, empty parts dropped.
    static func names(in value: String) -> [String] {
        value.split(separator: ";").map { String(Language.trimmed(String($0))) }.filter { !$0.isEmpty }
    }
}
