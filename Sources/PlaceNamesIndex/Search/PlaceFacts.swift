import PlaceNames

/// A place's kind, country, region and coordinate, read from the start of its `PlaceRecord` without touching its codes
/// or names. What runs for every place a search ranks reads the record without building strings instead
/// (`SearchFilter.Bytes`, `PlaceTable.coordinate(_:)`): a `String` per field was most of a filtered search's cost.
struct PlaceFacts {
    let kind: String
    let country: String?
    let region: String?
    let coordinate: Coordinate?

    /// The facts of the record in `bytes`, or nil when the record is damaged.
    init?(_ bytes: UnsafeRawBufferPointer) {
        var reader = PlaceRecord.Reader(bytes: bytes)
        guard reader.skipString(), let kind = reader.string(), let present = reader.byte() else { return nil }
        var country: String?
        var region: String?
        var coordinate: Coordinate?
        if present & 1 != 0 { guard let text = reader.string() else { return nil }; country = text }
        if present & 8 != 0 { guard reader.skipString() else { return nil } }
        if present & 16 != 0 { guard let text = reader.string() else { return nil }; region = text }
        if present & 2 != 0 { guard reader.fixed() != nil else { return nil } }
        if present & 4 != 0 {
            guard let latitude = reader.fixed(), let longitude = reader.fixed() else { return nil }
            coordinate = Coordinate(latitude: Double(bitPattern: latitude), longitude: Double(bitPattern: longitude))
        }
        self.kind = kind
        self.country = country
        self.region = region
        self.coordinate = coordinate
    }
}

extension PlaceTable {
    /// The `PlaceFacts` of the place at `position`; nil when its record is damaged.
    func facts(_ position: Int) -> PlaceFacts? { PlaceFacts(record(position)) }

    /// The coordinate of the place at `position`, read without building a string; nil when it has none or its
    /// record is damaged.
    func coordinate(_ position: Int) -> Coordinate? {
        var reader = PlaceRecord.Reader(bytes: record(position))
        guard reader.skipString(), reader.skipString(), let present = reader.byte(), present & 4 != 0 else { return nil }
        if present & 1 != 0 { guard reader.skipString() else { return nil } }
        if present & 8 != 0 { guard reader.skipString() else { return nil } }
        if present & 16 != 0 { guard reader.skipString() else { return nil } }
        if present & 2 != 0 { guard reader.fixed() != nil else { return nil } }
        guard let latitude = reader.fixed(), let longitude = reader.fixed() else { return nil }
        return Coordinate(latitude: Double(bitPattern: latitude), longitude: Double(bitPattern: longitude))
    }
}
