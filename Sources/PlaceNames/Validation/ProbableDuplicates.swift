import ICUShim

/// Finds places of the same kind and country whose preferred names in one language collate equal (ICU,
/// primary strength, that language's rules) or look alike (UTS #39 skeletons): probable duplicates. Places whose
/// positions are more than `namesakeKilometres` apart are namesakes and never reported (a name is compared with
/// the first place that has it, so a near pair behind a far first namesake goes unreported).
///
/// Near-linear: each name gets two 64-bit hashes of (kind, country, language, key), computed on all threads;
/// a hash seen before is then confirmed by comparing the real keys, so a hash collision never reports.
struct ProbableDuplicates {
    let options: ValidationOptions

    /// One preferred name that takes part: where it is and its two hashes. The 64-bit fields first and no optional:
    /// 72 bytes, where 88 were read and written for every name of a million-name file.
    private struct Entry {
        var group: UInt64
        /// A hash of the place's id: two places with one id are a duplicate id, reported as such.
        var id: UInt64
        /// The name's `NameHashes.of`.
        var name: UInt64
        var collation: UInt64
        var skeleton: UInt64
        /// The place's position; NaN when it has none.
        var latitude: Double
        var longitude: Double
        var file: Int32
        /// The name's index in its file's `names`.
        var token: Int32
        var place: Int32
        var language: Language
        /// False for a name that compares with nothing: not a preferred name, of a place without a kind or an id,
        /// empty, or of a language without a collator.
        var takesPart: Bool
    }

    /// Places with positions farther apart than this are namesakes, not one place twice: two records of one
    /// city are within the 25 km `names join` allows, and towns called Springfield or Mercedes lie hundreds of
    /// kilometres apart.
    static let namesakeKilometres = 50.0

    func find(_ files: inout [CheckedFile]) {
        let keys = NameKeys(languages: usedLanguages(files))
        // One skeleton table and key memo per thread for all files: a folder of small files would otherwise zero
        // a fresh 512 KB table per file and thread, and forget every name's keys at each file.
        let scratch = (0..<max(1, options.threads)).map { _ in KeyScratch() }
        // One entry per name, in document order across files, so the first occurrence of a key is the earliest;
        // the entries are filled on all threads, each thread taking the names whose hash falls in its part, so a
        // name repeated across places and copies gets its ICU keys once, from one thread's memo. Every entry is
        // written by exactly one thread. (Only preferred names of places with a kind and an id take part; the
        // others get an entry too, so no pass is needed to number the ones that do.)
        var total = 0
        let bases = files.map { file in
            defer { total += file.names.count }
            return total
        }
        // Each thread goes through every file: split file by file, the hundreds of small files of a folder were
        // filled one thread at a time.
        let snapshot = files
        let entries = [Entry](unsafeUninitializedCapacity: total) { buffer, count in
            let out = DisjointSlots(buffer: buffer)
            let parts = max(1, min(options.threads, total / 2048))
            _ = chunkedConcurrently(total: parts, threads: parts, minimumChunk: 1) { range in
                for part in range {
                    for (f, file) in snapshot.enumerated() {
                        fill(out, from: file, index: f, at: bases[f], part: part, of: parts, keys, scratch[part])
                    }
                }
            }
            count = total
        }
        // Places of different kinds or countries never match, so the groups split into independent halves
        // (by a bit of the group hash), one per thread; each half keeps document order, so the first
        // occurrence is the same, and the findings are ordered later anyway.
        let partitions = max(1, min(options.threads, 2))
        let found = chunkedConcurrently(total: partitions, threads: partitions, minimumChunk: 1) { range in
            var all = [[PendingFinding]](repeating: [], count: snapshot.count)
            for partition in range {
                let hits = matches(in: entries, partition: UInt64(partition), of: UInt64(partitions), keys, snapshot)
                let part = report(hits, entries, snapshot)
                for f in all.indices { all[f] += part[f] }
            }
            return all
        }
        for part in found {
            for f in files.indices { files[f].findings += part[f] }
        }
    }

    /// Writes the entries of the names of `file` whose name hash falls in `part` of `parts`, in blocks of 32.
    private func fill(
        _ out: DisjointSlots<Entry>, from file: CheckedFile, index f: Int, at base: Int, part: Int, of parts: Int,
        _ keys: NameKeys, _ own: KeyScratch
    ) {
        let names = file.names
        let nameHashes = file.nameHashes
        guard let document = file.document, !names.isEmpty else { return }
        let groups = file.places.map(Self.group)
        let takesPart = file.places.map(Self.takesPart)
        let coordinates = file.places.map(\.coordinate)
        let ids = file.places.map { place in
            var hash = FNV1a64()
            hash.add((place.id ?? "").utf8)
            return hash.value
        }
        // The thread's tables as locals for the loop (moved, not copied): through the class, every name's
        // access would be checked for exclusivity at run time.
        var cache = own.takeCache()
        var memo = own.takeMemo()
        defer { own.give(cache, memo) }
        var block: [Int] = []
        block.reserveCapacity(32)
        var next = 0
        document.withStrings { strings in
            while next < names.count {
                block.removeAll(keepingCapacity: true)
                while next < names.count, block.count < 32 {
                    if Int(nameHashes[next] >> 48) % parts == part { block.append(next) }
                    next += 1
                }
                // The block's memo slots are prefetched first, independently of each other, so their cache misses
                // overlap instead of stalling the look-ups one after another.
                memo.prefetch(block.lazy.map { nameHashes[$0] })
                for t in block {
                    let token = names[t]
                    let place = Int(token.place)
                    var hashes: (collation: UInt64, skeleton: UInt64)?
                    if token.kind == .preferred, takesPart[place] {
                        hashes = strings.withBytes(Int(token.node)) {
                            keys.hashes(of: $0, language: token.language, nameHash: nameHashes[t], group: groups[place],
                                        cache: &cache, memo: &memo)
                        }
                    }
                    out.initialize(base + t, to: Entry(
                        group: groups[place], id: ids[place], name: nameHashes[t], collation: hashes?.collation ?? 0,
                        skeleton: hashes?.skeleton ?? 0, latitude: coordinates[place]?.latitude ?? .nan,
                        longitude: coordinates[place]?.longitude ?? .nan, file: Int32(f), token: Int32(t),
                        place: token.place, language: token.language, takesPart: hashes != nil))
                }
            }
        }
    }

    /// One thread's skeleton table and key memo, kept across files; only the thread given `part` touches it.
    private final class KeyScratch: @unchecked Sendable {
        private var cache: SkeletonCache? = SkeletonCache()
        private var memo: NameKeyMemo? = NameKeyMemo(names: 1 << 20)

        func takeCache() -> SkeletonCache { defer { cache = nil }; return cache! }
        func takeMemo() -> NameKeyMemo { defer { memo = nil }; return memo! }
        func give(_ cache: SkeletonCache, _ memo: NameKeyMemo) {
            self.cache = cache
            self.memo = memo
        }
    }

    /// The confirmed matches among the entries whose group falls in `partition`, in entry order.
    private func matches(
        in entries: [Entry], partition: UInt64, of partitions: UInt64, _ keys: NameKeys, _ files: [CheckedFile]
    ) -> [Hit] {
        // Through a pointer: the loop runs for every name, and the array's retains and releases were a twentieth
        // of its time.
        entries.withUnsafeBufferPointer { entries in
            matches(in: entries, partition: partition, of: partitions, keys, files)
        }
    }

    private func matches(
        in entries: UnsafeBufferPointer<Entry>, partition: UInt64, of partitions: UInt64, _ keys: NameKeys,
        _ files: [CheckedFile]
    ) -> [Hit] {
        let taking = entries.reduce(0) { $0 + ($1.takesPart && ($1.group >> 7) % partitions == partition ? 1 : 0) }
        // Sized for every entry to be distinct: growing rehashes each first entry, a cache miss apiece.
        var byCollation = FirstSeenTable(entries: taking * 2)
        var bySkeleton = FirstSeenTable(entries: taking * 2)
        var hits: [Hit] = []
        // Each table slot is a cache miss, and so is the earlier entry a slot names: the slots of the entry `ahead`
        // places on are prefetched, and the earlier entry of the one half as far on, so the misses overlap with
        // this entry's work instead of stalling one after another.
        let ahead = 16
        for (index, entry) in entries.enumerated() {
            if index + ahead < entries.count {
                let coming = entries[index + ahead]
                byCollation.prefetch(coming.collation)
                bySkeleton.prefetch(coming.skeleton)
            }
            if index + ahead / 2 < entries.count, let earlier = byCollation.peek(entries[index + ahead / 2].collation) {
                pn_prefetch(entries.baseAddress! + Int(earlier))
            }
            guard entry.takesPart && (entry.group >> 7) % partitions == partition else { continue }
            if let earlier = byCollation.firstOrInsert(entry.collation, Int32(index), hashOf: { entries[Int($0)].collation }),
               confirm(entries[Int(earlier)], entry, collationEqual: true, keys, files)
            {
                hits.append(Hit(later: Int32(index), earlier: earlier, collationEqual: true))
                continue
            }
            if let earlier = bySkeleton.firstOrInsert(entry.skeleton, Int32(index), hashOf: { entries[Int($0)].skeleton }),
               confirm(entries[Int(earlier)], entry, collationEqual: false, keys, files)
            {
                hits.append(Hit(later: Int32(index), earlier: earlier, collationEqual: false))
            }
        }
        return hits
    }

    /// A confirmed pair of names, as indices into the entries: the later one's place may duplicate the
    /// earlier one's. Indices, not entries, because a big catalog of recurring names has millions of hits.
    private struct Hit {
        var later: Int32
        var earlier: Int32
        var collationEqual: Bool
    }

    /// A hit with its entries.
    private struct Pair {
        var later: Entry
        var earlier: Entry
        var collationEqual: Bool
    }

    /// One finding per place that may duplicate another, at its first matching name, listing the other
    /// languages that match and counting the other places that match.
    private func report(_ hits: [Hit], _ entries: [Entry], _ files: [CheckedFile]) -> [[PendingFinding]] {
        var found = [[PendingFinding]](repeating: [], count: files.count)
        func later(_ i: Int) -> Entry { entries[Int(hits[i].later)] }
        var start = 0
        while start < hits.count {
            var end = start + 1
            while end < hits.count, later(end).file == later(start).file, later(end).place == later(start).place {
                end += 1
            }
            var keys: [Int64] = []
            var counts: [Int] = []
            for hit in hits[start..<end] {
                let earlier = entries[Int(hit.earlier)]
                let key = Int64(earlier.file) << 32 | Int64(earlier.place)
                if let i = keys.firstIndex(of: key) { counts[i] += 1 } else {
                    keys.append(key)
                    counts.append(1)
                }
            }
            // One finding per place: the earlier place with the most matching names (the first on a tie).
            var best = 0
            for i in counts.indices where counts[i] > counts[best] { best = i }
            var group: [Pair] = []
            for hit in hits[start..<end] {
                let pair = Pair(later: entries[Int(hit.later)], earlier: entries[Int(hit.earlier)],
                                collationEqual: hit.collationEqual)
                if Int64(pair.earlier.file) << 32 | Int64(pair.earlier.place) == keys[best] { group.append(pair) }
            }
            found[Int(group[0].later.file)].append(finding(group, otherPlaces: keys.count - 1, files))
            start = end
        }
        return found
    }

    private func finding(
        _ group: [Pair], otherPlaces: Int, _ files: [CheckedFile]
    ) -> PendingFinding {
        let hit = group[0]
        let first = files[Int(hit.earlier.file)]
        let second = files[Int(hit.later.file)]
        let firstToken = first.names[Int(hit.earlier.token)]
        let secondToken = second.names[Int(hit.later.token)]
        let firstPlace = first.places[Int(hit.earlier.place)]
        let secondPlace = second.places[Int(hit.later.place)]
        let secondNode = second.document!.node(atTapeIndex: Int(secondToken.node))
        let a = first.document!.node(atTapeIndex: Int(firstToken.node)).string ?? ""
        let b = secondNode.string ?? ""
        let language = secondToken.language
        var how: String
        if a.utf8.elementsEqual(b.utf8) {
            how = "both have the \(language) name \"\(displayed(a))\""
        } else {
            how = "their \(language) names \"\(displayed(b))\" and \"\(displayed(a))\" "
                + (hit.collationEqual ? "collate equal" : "look alike")
        }
        if group.count > 1 {
            let others = group.dropFirst().map { second.names[Int($0.later.token)].language.rawValue }
            how += ", and so do their names in \(others.count) more language\(others.count == 1 ? "" : "s") "
                + "(\(others.joined(separator: ", ")))"
        }
        if otherPlaces > 0 {
            how += "; a name of \(otherPlaces) other place\(otherPlaces == 1 ? "" : "s") matches too"
        }
        let kind = secondPlace.kind ?? ""
        let country = secondPlace.country.map { " in \($0)" } ?? ""
        let secondID = secondPlace.id ?? ""
        return PendingFinding(
            offset: secondNode.offset, code: .probableDuplicate,
            message: "place '\(displayed(secondID))' may duplicate '\(displayed(firstPlace.id ?? ""))' "
                + "(",
            place: secondID, language: language,
            related: RelatedSpot(file: Int(hit.earlier.file), offset: firstPlace.offset,
                                 then: "), also a \(kind)\(country): \(how)"))
    }

    /// Whether a place's names are compared: it needs a kind and an id.
    private static func takesPart(_ place: ScannedPlace) -> Bool {
        place.kind != nil && place.id != nil
    }

    /// A hash of the kind and country a place's names are compared within.
    private static func group(_ place: ScannedPlace) -> UInt64 {
        var hash = FNV1a64()
        hash.add((place.kind ?? "").utf8)
        hash.add(byte: 0)
        hash.add((place.country ?? "").utf8)
        return mixedBits(hash.value)
    }

    private func usedLanguages(_ files: [CheckedFile]) -> Set<Language> {
        var languages = LanguageSet()
        for file in files {
            for token in file.names where token.kind == .preferred { languages.insert(token.language) }
        }
        return Set(Language.allCases.filter(languages.contains))
    }

    /// Whether the pair is a hit: the names match and the places differ (false for a hash collision).
    private func confirm(
        _ earlier: Entry, _ later: Entry, collationEqual: Bool, _ keys: NameKeys, _ files: [CheckedFile]
    ) -> Bool {
        // Equal id hashes are taken as one id (a 64-bit collision costs a missed pair, never a false report).
        guard earlier.group == later.group, earlier.language == later.language, earlier.id != later.id else {
            return false
        }
        if !earlier.latitude.isNaN, !later.latitude.isNaN,
           Coordinate(latitude: earlier.latitude, longitude: earlier.longitude)
               .kilometres(to: Coordinate(latitude: later.latitude, longitude: later.longitude))
               > Self.namesakeKilometres { return false }
        // Most matches are the very same name: equal name hashes (language and bytes) need no ICU and no look at
        // the document. Two different names would also have to agree on the key hash that brought them here.
        if earlier.name == later.name { return true }
        let first = files[Int(earlier.file)], second = files[Int(later.file)]
        guard let firstDocument = first.document, let secondDocument = second.document else { return false }
        let a = firstDocument.node(atTapeIndex: Int(first.names[Int(earlier.token)].node)).string ?? ""
        let b = secondDocument.node(atTapeIndex: Int(second.names[Int(later.token)].node)).string ?? ""
        return collationEqual ? keys.collateEqual(a, b, language: later.language) : keys.lookAlike(a, b)
    }
}
