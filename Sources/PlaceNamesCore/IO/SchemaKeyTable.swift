import Foundation

/// One object's field names from `CatalogSchema`, as bytes: `CatalogPlaceReader` tells which field a raw key is by
/// comparing bytes, without making a String per key.
struct SchemaKeyTable<Field: CaseIterable & RawRepresentable & Sendable>: Sendable where Field.RawValue == String {
    /// The fields' raw values back to back: the field at `position` is
    /// `names[starts[position]..<starts[position + 1]]`.
    private let names: [UInt8]
    private let starts: [Int]
    /// The fields in schema order, so a position gives its field (`allCases` would build an array per call).
    let fields: [Field]

    init() {
        fields = Array(Field.allCases)
        var names: [UInt8] = []
        var starts = [0]
        for field in fields {
            names += field.rawValue.utf8
            starts.append(names.count)
        }
        self.names = names
        self.starts = starts
    }

    /// The position of the field whose name is exactly `key`'s bytes; nil for any other key.
    @inline(__always)
    func position(of key: UnsafeBufferPointer<UInt8>) -> Int? {
        names.withUnsafeBufferPointer { names in
            for position in 0..<fields.count where starts[position + 1] - starts[position] == key.count {
                if key.isEmpty || memcmp(names.baseAddress! + starts[position], key.baseAddress!, key.count) == 0 {
                    return position
                }
            }
            return nil
        }
    }
}

extension CatalogSchema {
    // Each object's keys as bytes, built once, for `CatalogPlaceReader`.
    static let rootKeys = SchemaKeyTable<RootField>()
    static let metadataKeys = SchemaKeyTable<MetadataField>()
    static let sourceKeys = SchemaKeyTable<SourceField>()
    static let placeKeys = SchemaKeyTable<PlaceField>()
    static let coordinateKeys = SchemaKeyTable<CoordinateField>()
    static let nameKeys = SchemaKeyTable<NameField>()
}
