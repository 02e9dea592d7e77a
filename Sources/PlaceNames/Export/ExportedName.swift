/// One line of an export: a place's id and its preferred name in the exported language.
public struct ExportedName: Sendable, Hashable {
    /// The place's id.
    public let id: String
    /// The preferred name, in the exported language or (see `fallback`) a fallback language.
    public let name: String
    /// The place's English name, the source text of gettext and Xcode formats (nil when it has none).
    public let english: String?
    /// The fallback language the name came from; nil when the place has a name in the exported language, or
    /// when the name is its default name (`isDefaultName`).
    public let fallback: Language?
    /// Whether the name is the place's default name (`und`: no language of the export or its fallbacks names
    /// the place).
    public var isDefaultName = false
    /// The place's label in the exported language, when the export asked for labels (`ExportOptions.labels`).
    public var label: String?
    /// The place's aliases, in the catalog's order, when the export asked for them (`ExportOptions.aliases`);
    /// empty otherwise.
    public let aliases: [String]
}
