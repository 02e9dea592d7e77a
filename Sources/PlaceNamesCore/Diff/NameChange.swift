/// How one place's name in one language changed: added, removed, or changed in its preferred form or its
/// alternate forms (short, variants, colloquial, historic).
public struct NameChange: Sendable, Hashable {
    /// What happened to the name as a whole.
    public enum Change: String, Sendable, Hashable {
        /// The language has a name only in the new catalog.
        case added
        /// The language has a name only in the old catalog.
        case removed
        /// Both catalogs name the place in the language, differently.
        case changed
    }

    /// The language of the name.
    public let language: Language
    /// The name in the old catalog; nil when it was added.
    public let old: LocalizedName?
    /// The name in the new catalog; nil when it was removed.
    public let new: LocalizedName?
    /// How each alternate kind's forms changed (only the kinds that did): every form of an added name is added,
    /// every form of a removed one removed.
    public let forms: [NameKind: ListChange]

    /// The change from `old` to `new` (at least one of them given); nil when they are the same bytes.
    public init?(language: Language, old: LocalizedName?, new: LocalizedName?) {
        guard old != nil || new != nil else { return nil }
        var forms: [NameKind: ListChange] = [:]
        for kind in NameKind.alternates {
            if let change = ListChange.between(old?[kind] ?? [], new?[kind] ?? []) { forms[kind] = change }
        }
        if let old, let new, forms.isEmpty, old.preferred.hasSameBytes(as: new.preferred) { return nil }
        self.language = language
        self.old = old
        self.new = new
        self.forms = forms
    }

    /// Added, removed or changed.
    public var change: Change {
        if old == nil { return .added }
        if new == nil { return .removed }
        return .changed
    }

    /// True when both catalogs have the name and its preferred form differs (by bytes).
    public var preferredChanged: Bool {
        guard let old, let new else { return false }
        return !old.preferred.hasSameBytes(as: new.preferred)
    }
}

extension LocalizedName {
    /// Whether every form is the same bytes in the same order: the cheap check a diff makes of each name.
    func hasSameBytes(as other: LocalizedName) -> Bool {
        preferred.hasSameBytes(as: other.preferred) && short.hasSameBytes(as: other.short)
            && variants.hasSameBytes(as: other.variants) && colloquial.hasSameBytes(as: other.colloquial)
            && historic.hasSameBytes(as: other.historic)
    }
}
