/// One side of a ``CatalogDiff``: a list of places and, when known, the catalog file each was read from (a diff
/// names the file a changed place is in, so a reviewer can open it).
public struct DiffSide: Sendable {
    /// The places, in any order; ids are expected to be unique, as in one catalog.
    public let places: [Place]
    /// The file each of ``places`` was read from, in the same order (an empty string for one not known); empty when
    /// none is known.
    public let files: [String]

    /// Places built in memory, or read from files the diff need not name (`files` empty), or from `files`, one per
    /// place.
    public init(places: [Place], files: [String] = []) {
        precondition(files.isEmpty || files.count == places.count, "one file per place, or none")
        self.places = places
        self.files = files
    }

    /// The places of `set` (``CatalogSet/places()``, under its policy).
    /// - Throws: what ``CatalogSet/places()`` throws when the files cannot be one catalog.
    public init(_ set: CatalogSet) throws {
        self.init(places: try set.places(), in: set)
    }

    /// `places`, which ``CatalogSet/places()`` gave for `set`: each with the file of `set` it was read from (the
    /// first such file, for a place that was merged from several).
    public init(places: [Place], in set: CatalogSet) {
        let total = set.inputs.reduce(0) { $0 + $1.catalog.places.count }
        var files: [String] = []
        files.reserveCapacity(places.count)
        if total == places.count {
            // No id was read twice, so the places are the files' places in file order.
            for input in set.inputs {
                files.append(contentsOf: repeatElement(input.file, count: input.catalog.places.count))
            }
        } else {
            // Merged: each id's first file, found in a table of (id, file) in code point order of the ids.
            var entries: [(id: String, file: Int)] = []
            entries.reserveCapacity(total)
            for (file, input) in set.inputs.enumerated() {
                for place in input.catalog.places { entries.append((place.id, file)) }
            }
            entries.sort { a, b in
                let order = a.id.byteOrder(against: b.id)
                return order != 0 ? order < 0 : a.file < b.file
            }
            for place in places {
                let found = partitionPoint(entries.indices) { entries[$0].id.byteOrder(against: place.id) < 0 }
                if found < entries.count, entries[found].id.hasSameBytes(as: place.id) {
                    files.append(set.inputs[entries[found].file].file)
                } else {
                    files.append("")  // not in any input: cannot happen for places() of this set
                }
            }
        }
        self.init(places: places, files: files)
    }

    /// The indices of ``places`` in code point order of their ids (ties in list order).
    func idOrder() -> [Int] {
        let ids = places.map(\.id)
        var order = Array(ids.indices)
        // Catalogs are usually written in id order: then there is nothing to sort.
        if zip(order, order.dropFirst()).allSatisfy({ ids[$0.0].byteOrder(against: ids[$0.1]) < 0 }) { return order }
        order.sort { a, b in
            let byID = ids[a].byteOrder(against: ids[b])
            return byID != 0 ? byID < 0 : a < b
        }
        return order
    }

    /// The file of the place at `index`, when known.
    func file(at index: Int) -> String? {
        files.isEmpty || files[index].isEmpty ? nil : files[index]
    }
}
