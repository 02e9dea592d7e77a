/// The kinds of name a `LocalizedName` holds; the raw values are its JSON field names.
public enum NameKind: String, CaseIterable, Codable, Sendable {
    case preferred
    case short
    case variant = "variants"
    case colloquial
    case historic

    /// Every kind but `.preferred`, in the order they are written.
    public static let alternates: [NameKind] = [.short, .variant, .colloquial, .historic]
}
