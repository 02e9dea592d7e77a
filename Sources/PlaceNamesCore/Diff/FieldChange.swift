/// A field of a place (other than its names and aliases) that differs between two catalogs: kind, defaultName,
/// country, region, coordinate, population, time zone, or one code.
public struct FieldChange: Sendable, Hashable {
    /// The field, as a catalog file names it.
    public let field: CatalogSchema.PlaceField
    /// For ``CatalogSchema/PlaceField/codes``, the code's system (`wikidata`); nil for every other field.
    public let system: CodeSystem?
    /// The old value; nil when the field was added.
    public let old: FieldValue?
    /// The new value; nil when the field was removed.
    public let new: FieldValue?

    /// A change of `field` (of `system`'s code, for codes) from `old` to `new`.
    public init(_ field: CatalogSchema.PlaceField, system: CodeSystem? = nil, old: FieldValue?, new: FieldValue?) {
        self.field = field
        self.system = system
        self.old = old
        self.new = new
    }

    /// The field's name in reports: `population`, or `codes.wikidata` for a code.
    public var name: String {
        guard let system else { return field.rawValue }
        return field.rawValue + "." + system.rawValue
    }

    /// Every field but names and aliases that differs from `old` to `new`, in the order a catalog writes them
    /// (codes by their system, in code point order). Text compares by bytes.
    static func between(_ old: Place, _ new: Place) -> [FieldChange] {
        var changes: [FieldChange] = []
        func text(_ field: CatalogSchema.PlaceField, _ a: String?, _ b: String?) {
            switch (a, b) {
            case (nil, nil): return
            case let (a?, b?) where a.hasSameBytes(as: b): return
            default: changes.append(FieldChange(field, old: a.map(FieldValue.text), new: b.map(FieldValue.text)))
            }
        }
        text(.kind, old.kind.rawValue, new.kind.rawValue)
        text(.defaultName, old.defaultName, new.defaultName)
        text(.country, old.country, new.country)
        text(.region, old.region, new.region)
        if old.coordinate != new.coordinate {
            changes.append(FieldChange(.coordinate, old: old.coordinate.map(FieldValue.coordinate),
                                       new: new.coordinate.map(FieldValue.coordinate)))
        }
        if old.population != new.population {
            changes.append(FieldChange(.population, old: old.population.map(FieldValue.number),
                                       new: new.population.map(FieldValue.number)))
        }
        text(.timeZone, old.timeZone, new.timeZone)
        let oldCodes = old.codes
        let newCodes = new.codes
        if oldCodes.isEmpty && newCodes.isEmpty { return changes }
        var systems: [CodeSystem] = []
        for (system, code) in oldCodes where !(newCodes[system]?.hasSameBytes(as: code) ?? false) {
            systems.append(system)
        }
        for system in newCodes.keys where oldCodes[system] == nil { systems.append(system) }
        systems.sort { $0.rawValue.byteOrder(against: $1.rawValue) < 0 }
        for system in systems {
            changes.append(FieldChange(.codes, system: system, old: oldCodes[system].map(FieldValue.text),
                                       new: newCodes[system].map(FieldValue.text)))
        }
        return changes
    }
}
