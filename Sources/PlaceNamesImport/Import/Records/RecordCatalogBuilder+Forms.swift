import PlaceNames

/// Alternate forms of names (short, variant, colloquial, historic) from keys like `old_name:th`.
extension RecordCatalogBuilder {
    /// One value of a form key, kept until the record's preferred names are all known.
    struct FormValue {
        var kind: NameKind
        var code: Substring
        var value: JSONNode
    }

    /// Adds forms to the names of their languages; a language with forms but no preferred name takes its
    /// first variant (else short, else colloquial) form as preferred. Returns how many names were kept.
    mutating func addForms(_ forms: [FormValue], to names: inout [Language: LocalizedName], file: String) -> Int {
        var kept = 0
        var orphans: [Language: [(kind: NameKind, text: String, node: JSONNode)]] = [:]
        for form in forms {
            guard let language = language(code: String(form.code)) else {
                report.namesRead += 1
                report.skip("unknown language code '\(form.code)'", at: location(form.value, file),
                            value: form.value.string ?? "\(form.value.kind)")
                continue
            }
            guard let text = form.value.string, !NameFormPattern.names(in: text).isEmpty else {
                report.namesRead += 1
                let reason = form.value.isNull ? "null name"
                    : form.value.string == nil ? "name is \(form.value.kind), not a string" : "empty name"
                report.skip(reason, at: location(form.value, file), value: form.value.string ?? "\(form.value.kind)")
                continue
            }
            for part in NameFormPattern.names(in: text) {
                report.namesRead += 1
                guard names[language] != nil else {
                    orphans[language, default: []].append((form.kind, part, form.value))
                    continue
                }
                if names[language]!.add(part, as: form.kind) {
                    kept += 1
                } else {
                    report.skip("same name twice", at: location(form.value, file), value: part)
                }
            }
        }
        for (language, forms) in orphans.sorted(by: { $0.key < $1.key }) {
            guard let first = [NameKind.variant, .short, .colloquial].lazy
                .compactMap({ kind in forms.firstIndex { $0.kind == kind } }).first else {
                for form in forms {
                    report.skip("only historic names in this language", at: location(form.node, file), value: form.text)
                }
                continue
            }
            var name = LocalizedName(forms[first].text)
            kept += 1
            for (index, form) in forms.enumerated() where index != first {
                if name.add(form.text, as: form.kind) {
                    kept += 1
                } else {
                    report.skip("same name twice", at: location(form.node, file), value: form.text)
                }
            }
            names[language] = name
        }
        return kept
    }
}
