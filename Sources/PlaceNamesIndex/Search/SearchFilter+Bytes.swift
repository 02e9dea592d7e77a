import PlaceNames

extension SearchFilter {
    /// The filter as its values' UTF-8 bytes, compared with a record's bytes where they lie: made once per search or
    /// reverse look-up, then asked for every place it ranks (`admits(_:of:)`).
    package struct Bytes: Sendable {
        let kinds: [[UInt8]]?
        let countries: [[UInt8]]?
        let regions: [[UInt8]]?
        let box: BoundingBox?

        init(_ filter: SearchFilter) {
            kinds = filter.kinds.map { $0.map { Array($0.utf8) } }
            countries = filter.countries.map { $0.map { Array($0.utf8) } }
            regions = filter.regions.map { $0.map { Array($0.utf8) } }
            box = filter.box
        }

        /// Whether the place at `position` of `places` passes: its record read field by field, no further than the
        /// conditions need; a record too damaged to read those fields never passes.
        package func admits(_ position: Int, of places: PlaceTable) -> Bool {
            let bytes = places.record(position)
            var reader = PlaceRecord.Reader(bytes: bytes)
            guard reader.skipString(), let kind = reader.stringRange(), let present = reader.byte() else { return false }
            if let kinds, !Self.contains(kinds, bytes, kind) { return false }
            var country: Range<Int>?
            if present & 1 != 0 { guard let range = reader.stringRange() else { return false }; country = range }
            if let countries, !(country.map { Self.contains(countries, bytes, $0) } ?? false) { return false }
            guard regions != nil || box != nil else { return true }
            if present & 8 != 0 { guard reader.skipString() else { return false } }
            var region: Range<Int>?
            if present & 16 != 0 { guard let range = reader.stringRange() else { return false }; region = range }
            if let regions, !(region.map { Self.contains(regions, bytes, $0) } ?? false) { return false }
            guard let box else { return true }
            if present & 2 != 0 { guard reader.fixed() != nil else { return false } }
            guard present & 4 != 0, let latitude = reader.fixed(), let longitude = reader.fixed() else { return false }
            return box.contains(Coordinate(latitude: Double(bitPattern: latitude),
                                           longitude: Double(bitPattern: longitude)))
        }

        /// Whether `bytes[range]` is one of `values`.
        private static func contains(_ values: [[UInt8]], _ bytes: UnsafeRawBufferPointer, _ range: Range<Int>) -> Bool {
            let field = UnsafeRawBufferPointer(rebasing: bytes[range])
            return values.contains { $0.count == field.count && $0.elementsEqual(field) }
        }
    }

    /// This filter as `Bytes`, to ask of many places.
    package var bytes: Bytes { Bytes(self) }
}
