import PlaceNames

/// How search orders places tied on rank and importance (`SearchIndex.ranked`): by the collation key of the name
/// shown to the reader in the collation of the reader's first language, then by id in code point order.
///
/// The tie at the page's last place can hold thousands (villages of one size, regions of one kind) of which the page
/// keeps a few: only each candidate's id and shown name are read (`PlaceRecord.idAndShownName`), their sort keys
/// kept in one buffer, and the best kept as they come: no other field of a place is decoded and the tie is not sorted.
enum NameTieBreak {
    /// The `count` best of `tied` (positions in `hits`, with their coarse keys), best first.
    static func best(_ count: Int, of tied: ArraySlice<(key: UInt64, index: Int)>, hits: [PlaceMatch],
                     places: PlaceTable, chain: [Language], collator: Collator?) -> [(key: UInt64, index: Int)] {
        guard count > 0 else { return [] }
        // Nine runs in ten hold one place (37,594 of 41,912 over the 3,000-query mix): nothing to compare.
        if tied.count == 1 { return Array(tied) }
        let ordinals = PlaceRecord.chainOrdinals(chain)
        var sortKeys: [UInt8] = []
        var ties: [(id: UnsafeRawBufferPointer, key: Range<Int>)] = []
        ties.reserveCapacity(tied.count)
        for candidate in tied {
            // A damaged record shows with no id and no name, as `PlaceTable.shown` shows it.
            let fields = PlaceRecord.idAndShownName(places.record(hits[candidate.index].place), chain: ordinals)
            let start = sortKeys.count
            if let collator {
                let name = fields?.name.map { String(decoding: $0, as: UTF8.self) } ?? ""
                collator.appendSortKey(of: name, to: &sortKeys)
            }
            ties.append((fields?.id ?? UnsafeRawBufferPointer(start: nil, count: 0), start..<sortKeys.count))
        }
        let chosen = sortKeys.withUnsafeBufferPointer { keys in
            func precedes(_ a: Int, _ b: Int) -> Bool {
                let order = compareBytes(UnsafeBufferPointer(rebasing: keys[ties[a].key]),
                                         UnsafeBufferPointer(rebasing: keys[ties[b].key]))
                if order != 0 { return order < 0 }
                return String(decoding: ties[a].id, as: UTF8.self)
                    .codePointPrecedes(String(decoding: ties[b].id, as: UTF8.self))
            }
            // The best so far, ascending: its last is the one a better tie replaces.
            var best: [Int] = []
            best.reserveCapacity(count + 1)
            for tie in ties.indices where best.count < count || precedes(tie, best[best.count - 1]) {
                var position = best.count
                while position > 0, precedes(tie, best[position - 1]) { position -= 1 }
                best.insert(tie, at: position)
                if best.count > count { best.removeLast() }
            }
            return best
        }
        return chosen.map { tied[tied.startIndex + $0] }
    }
}
