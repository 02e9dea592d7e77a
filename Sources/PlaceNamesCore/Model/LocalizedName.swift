/// A place's name in one language: the preferred form, plus the other forms real gazetteers keep.
///
/// GeoNames flags names as preferred, short, colloquial or historic; OpenStreetMap has `name`, `short_name`,
/// `alt_name` and `old_name`; Who's On First has `_x_preferred`, `_x_variant`, `_x_colloquial` and `_x_historical`.
/// What they share is modelled here. In JSON a name is a plain string when only the preferred form is known,
/// and an object otherwise:
///
/// ```json
/// "thai": "กรุงเทพมหานคร"
/// "thai": {"preferred": "กรุงเทพมหานคร", "short": ["กรุงเทพฯ"], "historic": ["บางกอก"]}
/// ```
public struct LocalizedName: Sendable, Hashable {
    /// The name to show (OSM `name`, GeoNames `isPreferredName`, WOF `_x_preferred`).
    public var preferred: String
    /// Short forms (`กรุงเทพฯ`; OSM `short_name`, GeoNames `isShortName`, CLDR `alt="short"`).
    public var short: [String]
    /// Other current names and spellings (OSM `alt_name`, WOF `_x_variant`, CLDR `alt="variant"`).
    public var variants: [String]
    /// Informal names people use (GeoNames `isColloquial`, WOF `_x_colloquial`).
    public var colloquial: [String]
    /// Former names (OSM `old_name`, GeoNames `isHistoric`, WOF `_x_historical`).
    public var historic: [String]

    /// Creates a name from its preferred form and any other forms.
    public init(
        _ preferred: String,
        short: [String] = [],
        variants: [String] = [],
        colloquial: [String] = [],
        historic: [String] = []
    ) {
        self.preferred = preferred
        self.short = short
        self.variants = variants
        self.colloquial = colloquial
        self.historic = historic
    }

    /// True when only the preferred form is set, so the name is written as a plain string.
    public var isPlain: Bool {
        short.isEmpty && variants.isEmpty && colloquial.isEmpty && historic.isEmpty
    }

    /// Every form with its kind, the preferred one first.
    public var forms: [(kind: NameKind, value: String)] {
        var result: [(kind: NameKind, value: String)] = [(.preferred, preferred)]
        for kind in NameKind.alternates {
            result += self[kind].map { (kind, $0) }
        }
        return result
    }

    /// How many forms ``forms`` lists, without building the list.
    public var formCount: Int {
        NameKind.alternates.reduce(1) { $0 + self[$1].count }
    }

    /// The forms of one alternate kind; `.preferred` gives the preferred name alone.
    public subscript(kind: NameKind) -> [String] {
        get {
            switch kind {
            case .preferred: [preferred]
            case .short: short
            case .variant: variants
            case .colloquial: colloquial
            case .historic: historic
            }
        }
        set {
            switch kind {
            case .preferred: preferred = newValue.first ?? preferred
            case .short: short = newValue
            case .variant: variants = newValue
            case .colloquial: colloquial = newValue
            case .historic: historic = newValue
            }
        }
    }
}

extension LocalizedName: ExpressibleByStringLiteral {
    public init(stringLiteral value: String) {
        self.init(value)
    }
}

extension LocalizedName: CustomStringConvertible {
    public var description: String { preferred }
}
