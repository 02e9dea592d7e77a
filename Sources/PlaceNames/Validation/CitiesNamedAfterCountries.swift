/// Finds cities, towns and villages with a name that is, in the same language, a name of their own country
/// (`city-named-after-country`): the mark of a source that filled a city's missing names with its country's.
/// The country is the place of kind `country` whose `country` code is the city's, in any of the files validated
/// together; when none is among them (one city file alone), there is nothing to compare. Cities rightly named
/// like their country are listed in `NamesakeCapitals`. A city named like its region is normal and not checked.
///
/// Every form of every country name goes into one table keyed by a hash of (country code, language, NFC bytes);
/// each city name is then one probe of a small set of those keys with the hash its file already has
/// (`CheckedFile.nameHashes`), and only a hit is compared byte by byte, so no String is made per name. Only the
/// names the scan could not call NFC by their bytes (`CheckedFile.namesMaybeNotNFC`) are normalised. The names
/// are cut into pieces across files, checked on all threads: one file of a million names is no longer one thread's.
struct CitiesNamedAfterCountries {
    let options: ValidationOptions

    /// Names per piece of work: big enough that a piece's set-up is nothing, small enough to share a big file.
    private static let pieceSize = 32_768

    /// One form of a country's name, in NFC.
    private struct CountryForm {
        var code: String
        var language: Language
        var bytes: [UInt8]
        var id: String
    }

    /// The forms by key, and the same keys as a set that a probe costs one cache line of.
    private struct Forms: Sendable {
        var byKey: [UInt64: [CountryForm]]
        var keys: KeySet
    }

    /// A run of one file's names.
    private struct Piece {
        var file: Int
        var names: Range<Int>
    }

    func find(_ files: inout [CheckedFile]) {
        let byKey = countryForms(files)
        guard !byKey.isEmpty else { return }
        let forms = Forms(byKey: byKey, keys: KeySet(byKey.keys))
        // Each place's country-code key, for the cities, towns and villages that are checked; 0 for the others.
        let codes = files.map(Self.codeKeys)
        var pieces: [Piece] = []
        for (f, file) in files.enumerated() where file.document != nil && codes[f].contains(where: { $0 != 0 }) {
            for start in stride(from: 0, to: file.names.count, by: Self.pieceSize) {
                pieces.append(Piece(file: f, names: start..<min(file.names.count, start + Self.pieceSize)))
            }
        }
        let snapshot = files
        let all = pieces
        let found = chunkedConcurrently(total: pieces.count, threads: max(1, options.threads), minimumChunk: 1) {
            range in range.map { findings(in: snapshot[all[$0].file], all[$0].names, codes[all[$0].file], forms) }
        }
        for (piece, findings) in zip(pieces, found.joined()) { files[piece.file].findings += findings }
    }

    /// The forms of the names of the first country place of each code, by `key`.
    private func countryForms(_ files: [CheckedFile]) -> [UInt64: [CountryForm]] {
        var codes: Set<ScalarKey> = []
        var forms: [UInt64: [CountryForm]] = [:]
        for file in files {
            guard let document = file.document else { continue }
            // The file's country places, by their index (an array: every name of the file is looked up); the
            // later of two places with one code is left out.
            var countries = [(code: String, id: String)?](repeating: nil, count: file.places.count)
            var any = false
            for (p, place) in file.places.enumerated() where place.kind == "country" {
                guard let code = place.country, let id = place.id, codes.insert(ScalarKey(text: code)).inserted
                else { continue }
                countries[p] = (code, id)
                any = true
            }
            guard any else { continue }
            document.withStrings { strings in
                for token in file.names {
                    guard let country = countries[Int(token.place)] else { continue }
                    let bytes = strings.withBytes(Int(token.node)) { Self.nfc($0) }
                    let key = bytes.withUnsafeBufferPointer {
                        Self.codeKey(country.code) ^ NameHashes.of($0, language: token.language)
                    }
                    forms[key, default: []].append(CountryForm(code: country.code, language: token.language,
                                                               bytes: bytes, id: country.id))
                }
            }
        }
        return forms
    }

    /// The findings of the names `range` of one file.
    private func findings(in file: CheckedFile, _ range: Range<Int>, _ codes: [UInt64], _ forms: Forms)
        -> [PendingFinding]
    {
        guard let document = file.document else { return [] }
        let maybeNotNFC = file.namesMaybeNotNFC
        // The first of the names that may not be NFC at or after the range's start (the list is ascending).
        var next = maybeNotNFC.count
        var low = 0
        while low < next {
            let middle = (low + next) / 2
            if Int(maybeNotNFC[middle]) < range.lowerBound { low = middle + 1 } else { next = middle }
        }
        var found: [PendingFinding] = []
        document.withStrings { strings in
            for t in range {
                let mayNotBeNFC = next < maybeNotNFC.count && Int(maybeNotNFC[next]) == t
                if mayNotBeNFC { next += 1 }
                let token = file.names[t]
                let code = codes[Int(token.place)]
                guard code != 0 else { continue }
                let match = strings.withBytes(Int(token.node)) { raw -> CountryForm? in
                    if let hit = Self.match(raw, token.language, code ^ file.nameHashes[t], file, token, forms) {
                        return hit
                    }
                    // A name not in NFC (reported as not-nfc) still counts by its NFC form.
                    guard mayNotBeNFC else { return nil }
                    let nfc = Self.nfc(raw)
                    return nfc.withUnsafeBufferPointer { bytes in
                        Self.match(bytes, token.language, code ^ NameHashes.of(bytes, language: token.language), file,
                                   token, forms)
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
        _ bytes: UnsafeBufferPointer<UInt8>, _ language: Language, _ key: UInt64, _ file: CheckedFile,
        _ token: NameToken, _ forms: Forms
    ) -> CountryForm? {
        guard forms.keys.contains(key) else { return nil }
        let place = file.places[Int(token.place)]
        guard !NamesakeCapitals.contains(place.id) else { return nil }
        return forms.byKey[key]?.first {
            $0.language == language && $0.code == place.country && $0.bytes.elementsEqual(bytes)
        }
    }

    /// Each place's `codeKey` if its names are checked, else 0. (The namesake capitals are left out at a hit.)
    private static func codeKeys(_ file: CheckedFile) -> [UInt64] {
        file.places.map { place in
            guard let kind = place.kind, kind == "city" || kind == "town" || kind == "village",
                  let code = place.country else { return 0 }
            return codeKey(code)
        }
    }

    /// The part of a key a country code gives (never 0); the name's `NameHashes.of` is the other.
    private static func codeKey(_ code: String) -> UInt64 {
        var hash = FNV1a64()
        hash.add(code.utf8)
        return (hash.value &* 0x9E37_79B9_7F4A_7C15) | 1 << 63
    }

    private static func nfc(_ bytes: UnsafeBufferPointer<UInt8>) -> [UInt8] {
        guard !bytes.allSatisfy({ $0 < 0x80 }), !NameTraits(bytes, countCase: false).isSurelyNFC,
              !Normalizer.nfc.isNormalized(utf8: bytes) else { return Array(bytes) }
        return Array(Normalizer.nfc.normalize(String(decoding: bytes, as: UTF8.self)).utf8)
    }
}
