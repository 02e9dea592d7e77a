/// Finds places of the same kind and country whose preferred names in one language collate equal (ICU,
/// primary strength, that language's rules) or look alike (UTS #39 skeletons): probable duplicates.
///
/// Near-linear: each name gets two 64-bit hashes of (kind, country, language, key), computed on all threads;
/// a hash seen before is then confirmed by comparing the real keys, so a hash collision never reports.
struct ProbableDuplicates {
    let options: ValidationOptions

    /// One preferred name that takes part: where it is and its two hashes.
    private struct Entry {
        var file: Int32
        var token: Int32
        var collation: UInt64
        var skeleton: UInt64
    }

    func find(_ files: inout [CheckedFile]) {
        let keys = NameKeys(languages: usedLanguages(files))
        var entries: [Entry] = []
        for (f, file) in files.enumerated() {
            guard let document = file.document else { continue }
            let chunks = chunkedConcurrently(total: file.names.count, threads: options.threads) { range in
                var out: [Entry] = []
                for t in range {
                    let token = file.names[t]
                    guard token.kind == .preferred, let group = Self.group(file, token) else { continue }
                    let node = document.node(atTapeIndex: Int(token.node))
                    let hashes = node.withStringBytes { keys.hashes(of: $0, language: token.language, group: group) }
                    guard let hashes else { continue }
                    out.append(Entry(file: Int32(f), token: Int32(t), collation: hashes.collation,
                                     skeleton: hashes.skeleton))
                }
                return out
            }
            for chunk in chunks { entries += chunk }
        }
        var byCollation: [UInt64: Int32] = [:]
        var bySkeleton: [UInt64: Int32] = [:]
        byCollation.reserveCapacity(entries.count)
        bySkeleton.reserveCapacity(entries.count)
        for (index, entry) in entries.enumerated() {
            if let earlier = byCollation[entry.collation] {
                if report(entries[Int(earlier)], entry, collationEqual: true, keys: keys, &files) { continue }
            } else {
                byCollation[entry.collation] = Int32(index)
            }
            if let earlier = bySkeleton[entry.skeleton] {
                _ = report(entries[Int(earlier)], entry, collationEqual: false, keys: keys, &files)
            } else {
                bySkeleton[entry.skeleton] = Int32(index)
            }
        }
    }

    /// The kind, country and language a name is compared within; nil when the place has no kind.
    private static func group(_ file: CheckedFile, _ token: NameToken) -> (kind: String, country: String)? {
        let place = file.places[Int(token.place)]
        guard let kind = place.kind, place.id != nil else { return nil }
        return (kind, place.country ?? "")
    }

    private func usedLanguages(_ files: [CheckedFile]) -> Set<Language> {
        var languages = Set<Language>()
        for file in files {
            for token in file.names where token.kind == .preferred { languages.insert(token.language) }
        }
        return languages
    }

    /// Confirms and reports a pair; false when the hashes matched by accident or the places are one.
    private func report(
        _ earlier: Entry, _ later: Entry, collationEqual: Bool, keys: NameKeys, _ files: inout [CheckedFile]
    ) -> Bool {
        let first = files[Int(earlier.file)]
        let second = files[Int(later.file)]
        let firstToken = first.names[Int(earlier.token)]
        let secondToken = second.names[Int(later.token)]
        let firstPlace = first.places[Int(firstToken.place)]
        let secondPlace = second.places[Int(secondToken.place)]
        guard let firstDocument = first.document, let secondDocument = second.document,
              firstToken.language == secondToken.language,
              firstPlace.kind == secondPlace.kind, (firstPlace.country ?? "") == (secondPlace.country ?? ""),
              let firstID = firstPlace.id, let secondID = secondPlace.id,
              !firstID.utf8.elementsEqual(secondID.utf8)
        else { return false }
        let firstNode = firstDocument.node(atTapeIndex: Int(firstToken.node))
        let secondNode = secondDocument.node(atTapeIndex: Int(secondToken.node))
        let a = firstNode.string ?? ""
        let b = secondNode.string ?? ""
        let language = secondToken.language
        let same = collationEqual ? keys.collateEqual(a, b, language: language) : keys.lookAlike(a, b)
        guard same else { return false }
        let how: String
        if a.utf8.elementsEqual(b.utf8) {
            how = "both have the \(language) name \"\(displayed(a))\""
        } else if collationEqual {
            how = "their \(language) names \"\(displayed(b))\" and \"\(displayed(a))\" collate equal"
        } else {
            how = "their \(language) names \"\(displayed(b))\" and \"\(displayed(a))\" look alike"
        }
        let kind = secondPlace.kind ?? ""
        let country = secondPlace.country.map { " in \($0)" } ?? ""
        files[Int(later.file)].findings.append(PendingFinding(
            offset: secondNode.offset, code: .probableDuplicate,
            message: "place '\(displayed(secondID))' may duplicate '\(displayed(firstID))' "
                + "(\(position(of: first, offset: firstPlace.offset))), also a \(kind)\(country): \(how)",
            place: secondID, language: language))
        return true
    }
}
