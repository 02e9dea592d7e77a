import PlaceNames

/// The names GeoNames gives one place in one language, in file order, turned into a `LocalizedName`.
struct GeoNamesNameList {
    struct Entry {
        var row: GeoNamesRow
        var location: String
    }

    var entries: [Entry] = []

    /// The name with every entry in its kind: the first preferred name is preferred (later ones are variants),
    /// then historic, colloquial and short flags; unflagged names are variants. Without a preferred name the
    /// first unflagged one is preferred (else the first short, else colloquial one). Repeats and
    /// languages with only historic names are skipped into `report`.
    func resolve(report: inout ImportReport) -> LocalizedName? {
        var name = LocalizedName("")
        var hasPreferred = false
        var kept: [Entry] = []
        for entry in entries {
            let row = entry.row
            if name.containsForm(row.name) {
                report.skip("same name twice", at: entry.location, value: row.name)
                continue
            }
            kept.append(entry)
            if row.isPreferred && !hasPreferred {
                name.preferred = row.name
                hasPreferred = true
            } else {
                name[Self.kind(of: row)].append(row.name)
            }
        }
        if !hasPreferred {
            guard let kind = [NameKind.variant, .short, .colloquial].first(where: { !name[$0].isEmpty }) else {
                for entry in kept {
                    report.skip("only historic names in this language", at: entry.location, value: entry.row.name)
                }
                return nil
            }
            name.preferred = name[kind].removeFirst()
        }
        report.namesKept += kept.count
        return name
    }

    private static func kind(of row: GeoNamesRow) -> NameKind {
        if row.isHistoric { return .historic }
        if row.isColloquial { return .colloquial }
        if row.isShort { return .short }
        return .variant
    }
}
