/// Finds cities, towns and villages with a name that is, in the same language, a name of their own country
/// (`city-named-after-country`): the mark of a source that filled a city's missing names with its country's.
/// The country is the place of kind `country` whose `country` code is the city's, in any of the files validated
/// together; when none is among them (one city file alone), there is nothing to compare. Cities rightly named
/// like their country are listed in `NamesakeCapitals`. A city named like its region is normal and not checked.
///
/// Every form of every country name goes into one table keyed by a hash of (country code, language, NFC bytes);
/// each city name is then one look-up with the hash its file already has (`CheckedFile.nameHashes`), and only a
/// hit is compared byte by byte, so no String is made per name.
struct CitiesNamedAfterCountries {
    let options: ValidationOptions

    private static let cityKinds: Set<String> = ["city", "town", "village"]

    /// One form of a country's name, in NFC.
    private struct CountryForm {
        var code: [UInt8]
        var language: Language
        var bytes: [UInt8]
        var id: String
    }

    func find(_ files: inout [CheckedFile]) {
        let forms = countryForms(files)
        guard !forms.isEmpty else { return }
        let snapshot = files
        let found = chunkedConcurrently(total: files.count, threads: max(1, options.threads), minimumChunk: 1) { range in
            range.map { findings(in: snapshot[$0], forms) }
        }
        for (f, findings) in found.joined().enumerated() { files[f].findings += findings }
    }

    /// The forms of the names of the first country place of each code, by `key`.
    private func countryForms(_ files: [CheckedFile]) -> [UInt64: [CountryForm]] {
        var codes: Set<ScalarKey> = []
        var forms: [UInt64: [CountryForm]] = [:]
        for file in files {
            guard let document = file.document else { continue }
            // The file's country places, by their index; the later of two places with one code is left out.
            var countries: [Int32: (code: String, id: String)] = [:]
            for (p, place) in file.places.enumerated() where place.kind == "country" {
                guard let code = place.country, let id = place.id, codes.insert(ScalarKey(text: code)).inserted
                else { continue }
                countries[Int32(p)] = (code, id)
            }
            guard !countries.isEmpty else { continue }
            document.withStrings { strings in
                for token in file.names {
                    guard let country = countries[token.place] else { continue }
                    let bytes = strings.withBytes(Int(token.node)) { Self.nfc($0) }
                    let form = CountryForm(code: Array(country.code.utf8), language: token.language, bytes: bytes,
                                           id: country.id)
                    let key = bytes.withUnsafeBufferPointer {
                        Self.key(code: form.code, name: NameHashes.of($0, language: token.language))
                    }
                    forms[key, default: []].append(form)
                }
            }
        }
        return forms
    }

    /// The findings of the names of the cities of one file.
    private func findings(in file: CheckedFile, _ forms: [UInt64: [CountryForm]]) -> [PendingFinding] {
        guard let document = file.document else { return [] }
        // Each place's country code, for the cities, towns and villages that are checked; nil for the others.
        let codes: [[UInt8]?] = file.places.map { place in
            guard let kind = place.kind, Self.cityKinds.contains(kind), let code = place.country,
                  !NamesakeCapitals.contains(place.id) else { return nil }
            return Array(code.utf8)
        }
        guard codes.contains(where: { $0 != nil }) else { return [] }
        var found: [PendingFinding] = []
        document.withStrings { strings in
            for (t, token) in file.names.enumerated() {
                guard let code = codes[Int(token.place)] else { continue }
                let match = strings.withBytes(Int(token.node)) { raw -> CountryForm? in
                    if let hit = Self.match(raw, code, token.language, Self.key(code: code, name: file.nameHashes[t]),
                                            forms) {
                        return hit
                    }
                    // A name not in NFC (reported as not-nfc) still counts by its NFC form.
                    guard !Self.isSurelyNFC(raw) else { return nil }
                    let nfc = Self.nfc(raw)
                    return nfc.withUnsafeBufferPointer { bytes in
                        Self.match(bytes, code, token.language,
                                   Self.key(code: code, name: NameHashes.of(bytes, language: token.language)), forms)
                    }
                }
                guard let match else { continue }
                let place = file.places[Int(token.place)]
                let kind = place.kind ?? "city"
                let name = strings.withBytes(Int(token.node)) { String(decoding: $0, as: UTF8.self) }
                found.append(PendingFinding(
                    offset: strings.offset(Int(token.node)), code: .cityNamedAfterCountry,
                    message: "the \(kind)'s \(token.language) name \"\(displayed(name))\" is the name of its country "
                        + "(\(displayed(match.id))); a \(kind) is not named after its country",
                    place: place.id, language: token.language))
            }
        }
        return found
    }

    /// The country form `bytes` (in NFC) are, if any.
    private static func match(
        _ bytes: UnsafeBufferPointer<UInt8>, _ code: [UInt8], _ language: Language, _ key: UInt64,
        _ forms: [UInt64: [CountryForm]]
    ) -> CountryForm? {
        forms[key]?.first { $0.language == language && $0.code == code && $0.bytes.elementsEqual(bytes) }
    }

    private static func key(code: [UInt8], name: UInt64) -> UInt64 {
        var hash = FNV1a64()
        hash.add(code)
        return (hash.value &* 0x9E37_79B9_7F4A_7C15) ^ name
    }

    private static func isSurelyNFC(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        bytes.allSatisfy { $0 < 0x80 } || NameTraits(bytes, countCase: false).isSurelyNFC
            || Normalizer.nfc.isNormalized(utf8: bytes)
    }

    private static func nfc(_ bytes: UnsafeBufferPointer<UInt8>) -> [UInt8] {
        guard !isSurelyNFC(bytes) else { return Array(bytes) }
        return Array(Normalizer.nfc.normalize(String(decoding: bytes, as: UTF8.self)).utf8)
    }
}
