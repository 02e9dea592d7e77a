import Foundation

/// One object's field names from `CatalogSchema`, as bytes: the catalog reader tells which field a raw key is by
/// comparing bytes with this table, without making a String per key.
@frozen @usableFromInline
package struct SchemaKeyTable<Field: CaseIterable & RawRepresentable & Sendable>: Sendable where Field.RawValue == String {
    /// The fields' raw values back to back: the field at `position` is
    /// `names[starts[position]..<starts[position + 1]]`.
    @usableFromInline let names: [UInt8]
    @usableFromInline let starts: [Int]
    /// The fields in schema order, so a position gives its field (`allCases` would build an array per call).
    @usableFromInline package let fields: [Field]

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
    @inlinable @inline(__always)
    package func position(of key: UnsafeBufferPointer<UInt8>) -> Int? {
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

extension SchemaKeyTable where Field: Equatable {
    /// The bit of `field` in a set of fields seen, one bit per position.
    package func bit(_ field: Field) -> Int { 1 << fields.firstIndex(of: field)! }
}

extension CatalogSchema {
    // Each object's keys as bytes, built once, for the catalog reader.
    package static let rootKeys = SchemaKeyTable<RootField>()
    package static let metadataKeys = SchemaKeyTable<MetadataField>()
    package static let sourceKeys = SchemaKeyTable<SourceField>()
    package static let placeKeys = SchemaKeyTable<PlaceField>()
    package static let coordinateKeys = SchemaKeyTable<CoordinateField>()
    package static let nameKeys = SchemaKeyTable<NameField>()
}
