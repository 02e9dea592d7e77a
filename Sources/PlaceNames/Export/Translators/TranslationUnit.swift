/// One place as a translator sees it: the text to translate, what it is, and where it lives.
public struct TranslationUnit: Sendable, Hashable {
    /// The place's id: the key every format carries back (PO `msgctxt`, XLIFF `trans-unit id`).
    public let id: String
    /// The text to translate: the place's name in the source language, else its default name.
    public let source: String
    /// Whether ``source`` is the place's default name because the source language does not name it.
    public let sourceIsDefaultName: Bool
    /// The current name in the exported language; nil for a place that has none (`--missing`).
    public let target: String?
    /// The place's kind (`city`, `region`...).
    public let kind: PlaceKind
    /// ISO 3166-1 alpha-2 code of the place's country, when it has one.
    public let country: String?
    /// The place's label in the source language ("Springfield, Illinois, United States"), so namesakes differ.
    public let label: String?
    /// How many people live there, when a source says.
    public let population: Int?
    /// Where the place is, when a source says.
    public let coordinate: Coordinate?
    /// The catalog file the place lives in, as given on the command line.
    public let file: String

    /// What a translator reads beside the source, one line each: kind and country, population and
    /// coordinate, label, id. Every format's notes are these lines.
    public var context: [String] {
        var facts = [kind.rawValue + (country.map { " in \($0)" } ?? "")]
        if let population { facts.append("population \(population)") }
        if let coordinate { facts.append("at \(coordinate.latitude), \(coordinate.longitude)") }
        var lines = [facts.joined(separator: ", ")]
        if let label { lines.append("label: \(label)") }
        if sourceIsDefaultName { lines.append("source is the default name: the source language has no name for it") }
        lines.append("id: \(id)")
        return lines
    }
}
