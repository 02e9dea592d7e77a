/// The kinds of name a `LocalizedName` holds; the raw values are its JSON field names.
public enum NameKind: String, CaseIterable, Codable, Sendable {
    /// The name to show.
    case preferred
    /// Short forms (`กรุงเทพฯ` for `กรุงเทพมหานคร`).
    case short
    /// Other accepted spellings; written `variants` in JSON.
    case variant = "variants"
    /// Names people use but sources do not treat as official.
    case colloquial
    /// Names no longer in use.
    case historic

    /// Every kind but `.preferred`, in the order they are written.
    public static let alternates: [NameKind] = [.short, .variant, .colloquial, .historic]
}
