import PlaceNames

/// How search orders places tied on rank and importance (`SearchIndex.ranked`): by the name shown to the reader
/// in the collation of the reader's first language, then by id in code point order.
///
/// The tie at the page's last place can hold thousands (villages of one size, regions of one kind) of which the page
/// keeps a few: only each candidate's id and shown name are read (`PlaceRecord.idAndShownName`), straight from the
/// snapshot's bytes, and the best kept as they come. Most candidates lose to the last one kept at the first letter
/// that differs, so each is compared by ICU on its UTF-8 (`Collator.compareUTF8`) rather than given a sort key: no
/// string is made, no other field of a place is decoded and the tie is not sorted.
enum NameTieBreak {
    /// The `count` best of `tied` (positions in `hits`, with their coarse keys), best first.
    static func best(_ count: Int, of tied: ArraySlice<(key: UInt64, index: Int)>, hits: [PlaceMatch],
                     places: PlaceTable, chain: [Language], collator: Collator?) -> [(key: UInt64, index: Int)] {
        guard count > 0 else { return [] }
        // Nine runs in ten hold one place (37,594 of 41,912 over the 3,000-query mix): nothing to compare.
        if tied.count == 1 { return Array(tied) }
        let ordinals = PlaceRecord.chainOrdinals(chain)
        let none = UnsafeRawBufferPointer(start: nil, count: 0)
        func precedes(_ a: Tie, _ b: Tie) -> Bool {
            if let collator {
                let order = collator.compareUTF8(a.name, b.name)
                if order != 0 { return order < 0 }
            }
            return String(decoding: a.id, as: UTF8.self).codePointPrecedes(String(decoding: b.id, as: UTF8.self))
        }
        // The best so far, ascending: its last is the one a better tie replaces.
        var best: [Tie] = []
        best.reserveCapacity(count + 1)
        for position in tied.indices {
            // A damaged record shows with no id and no name, as `PlaceTable.shown` shows it.
            let fields = PlaceRecord.idAndShownName(places.record(hits[tied[position].index].place), chain: ordinals)
            let tie = Tie(position: position, id: fields?.id ?? none, name: fields?.name ?? none)
            guard best.count < count || precedes(tie, best[best.count - 1]) else { continue }
            var slot = best.count
            while slot > 0, precedes(tie, best[slot - 1]) { slot -= 1 }
            best.insert(tie, at: slot)
            if best.count > count { best.removeLast() }
        }
        return best.map { tied[$0.position] }
    }

    /// One tied place: where it is in the run, and its id and shown name as the snapshot holds them.
    private struct Tie {
        let position: Int
        let id: UnsafeRawBufferPointer
        let name: UnsafeRawBufferPointer
    }
}
