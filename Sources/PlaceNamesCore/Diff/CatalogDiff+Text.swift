extension CatalogDiff {
    /// The diff as a reviewer reads it, a line per difference, places in code point order of their ids, and a
    /// summary line at the end:
    ///
    /// ```text
    /// ~ geonames:1153669 Chiang Mai (city, TH) — Catalogs/cities/TH.json
    ///     ~ japanese: "チェンマイ" → "チエンマイ"
    ///     + thai: "เชียงใหม่"
    ///         + short: "ชม."
    ///     - alias: "Nopburi"
    ///     ~ population: 131091 → 127240
    /// + geonames:99 Foo (city, TH), 2 names — Catalogs/cities/TH.json
    /// - geonames:98 Bar (city, TH), 1 name — old/cities/TH.json
    /// 1 place changed, 1 added, 1 removed; names: 3 added (thai 2, english 1), 1 removed (german 1), 1 changed (japanese 1)
    /// ```
    ///
    /// A place's line starts `~` (changed), `+` (added) or `-` (removed), then its id, default name (else English
    /// name), kind and country, and the file it is in (the new catalog's, the old one's for a removed place). Under a
    /// changed place, indented: its names in code point order of their languages (`+` added, `-` removed, `~`
    /// changed, with `old → new` when the preferred name changed), each with its alternate forms that changed
    /// indented once more (`short`, `variants`, `colloquial`, `historic`; removed before added); then aliases
    /// (`- alias:`, `+ alias:`); then other fields (`kind`, `defaultName`, `country`, `region`, `coordinate` as
    /// `latitude, longitude`, `population`, `timeZone`, `codes.<system>`), `+` when only the new place has the field and `-`
    /// when only the old one has it. Texts are quoted, with invisible characters written `\u{XXXX}`; two
    /// canonically equivalent spellings (NFD and NFC) are followed by the code points that differ.
    public func text() -> String {
        var writer = DiffTextWriter()
        for slot in order {
            switch slot {
            case .added(let index): writer.lone(added[index], mark: "+")
            case .removed(let index): writer.lone(removed[index], mark: "-")
            case .changed(let index): writer.change(changed[index])
            }
        }
        writer.append(summaryLine())
        writer.newline()
        return String(decoding: writer.output, as: UTF8.self)
    }

    /// The last line of ``text()`` (without its newline): `3 places changed, 1 added, 1 removed; names: 2,997 added
    /// (thai 2,997), 0 removed, 1 changed (japanese 1)`. Each count of names lists its three languages with the
    /// most such names (most first, ties in code point order), then how many names the others have.
    public func summaryLine() -> String {
        let grouped = DiffTextWriter.grouped
        var line = DiffTextWriter.count(summary.placesChanged, "place") + " changed, "
            + grouped(summary.placesAdded) + " added, " + grouped(summary.placesRemoved) + " removed; names"
        if let languages {
            line += " in " + languages.sorted().map(\.rawValue).joined(separator: ", ")
        }
        line += ": " + grouped(summary.names.added) + " added" + byLanguage(\.added)
            + ", " + grouped(summary.names.removed) + " removed" + byLanguage(\.removed)
            + ", " + grouped(summary.names.changed) + " changed" + byLanguage(\.changed)
        return line
    }

    /// ` (thai 2,997, lao 3, khmer 2, 5 in 3 other languages)`, or nothing when no language has such names.
    private func byLanguage(_ count: KeyPath<NameCounts, Int>) -> String {
        let languages = summary.languages(by: count)
        guard !languages.isEmpty else { return "" }
        let shown = 3
        var parts = languages.prefix(shown).map { "\($0.language.rawValue) \(DiffTextWriter.grouped($0.count))" }
        if languages.count > shown {
            let rest = languages.dropFirst(shown)
            parts.append(DiffTextWriter.grouped(rest.reduce(0) { $0 + $1.count }) + " in "
                         + DiffTextWriter.count(rest.count, "other language"))
        }
        return " (" + parts.joined(separator: ", ") + ")"
    }
}

extension DiffTextWriter {
    /// `+ id Name (kind, country), N names — file` for an added or removed place.
    mutating func lone(_ entry: DiffPlace, mark: StaticString) {
        append(mark)
        append(" ")
        heading(entry.place)
        append(", ")
        append(DiffTextWriter.count(entry.nameCount, "name"))
        file(entry.file)
        newline()
    }

    /// A changed place's line and its differences under it.
    mutating func change(_ change: PlaceChange) {
        append("~ ")
        heading(change.new)
        file(change.file)
        newline()
        for name in change.names { self.name(name) }
        if let aliases = change.aliases { list(aliases, label: "alias", plural: "aliases", indent: 4) }
        for field in change.fields { self.field(field) }
    }

    /// `id Name (kind, country)`.
    private mutating func heading(_ place: Place) {
        escaped(place.id)
        if let label = place.defaultName ?? place.names[.english]?.preferred {
            append(" ")
            escaped(label)
        }
        append(" (")
        escaped(place.kind.rawValue)
        if let country = place.country {
            append(", ")
            escaped(country)
        }
        append(")")
    }

    private mutating func file(_ file: String?) {
        guard let file else { return }
        append(" — ")
        escaped(file)
    }

    private mutating func name(_ change: NameChange) {
        append("    ")
        switch change.change {
        case .added:
            append("+ \(change.language.rawValue): ")
            quoted(change.new!.preferred)
        case .removed:
            append("- \(change.language.rawValue): ")
            quoted(change.old!.preferred)
        case .changed:
            append("~ \(change.language.rawValue): ")
            let old = change.old!.preferred
            let new = change.new!.preferred
            quoted(old)
            if change.preferredChanged {
                append(" → ")
                quoted(new)
                append(DiffTextWriter.equivalenceNote(old, new))
            }
        }
        newline()
        for kind in NameKind.alternates {
            guard let forms = change.forms[kind] else { continue }
            list(forms, label: kind.rawValue, plural: kind.rawValue, indent: 8)
        }
    }

    /// `- label: "removed"` and `+ label: "added"` lines, or one line saying only the order changed.
    private mutating func list(_ change: ListChange, label: String, plural: String, indent: Int) {
        let margin = String(repeating: " ", count: indent)
        if change.isReordering {
            append(margin + "~ \(plural): the same in another order")
            newline()
            return
        }
        for text in change.removed {
            append(margin + "- \(label): ")
            quoted(text)
            newline()
        }
        for text in change.added {
            append(margin + "+ \(label): ")
            quoted(text)
            // A spelling that replaced a canonically equivalent one says so, as nothing would show it.
            if let was = change.removed.first(where: { $0 == text }) {
                append(DiffTextWriter.equivalenceNote(was, text))
            }
            newline()
        }
    }

    private mutating func field(_ change: FieldChange) {
        append("    ")
        switch (change.old, change.new) {
        case (let old?, let new?):
            append("~ \(change.name): ")
            value(old)
            append(" → ")
            value(new)
            if case .text(let was) = old, case .text(let now) = new { append(DiffTextWriter.equivalenceNote(was, now)) }
        case (let old?, nil):
            append("- \(change.name): ")
            value(old)
        case (nil, let new?):
            append("+ \(change.name): ")
            value(new)
        case (nil, nil):
            break
        }
        newline()
    }

    private mutating func value(_ value: FieldValue) {
        switch value {
        case .text(let text): quoted(text)
        case .number(let number): append(String(number))
        case .coordinate(let coordinate):
            append(coordinate.latitude.description + ", " + coordinate.longitude.description)
        }
    }
}
