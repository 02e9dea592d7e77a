extension MergeInput {
    /// Where `field` of the place at `place` is in `bytes`: the value itself when the place has it, else the
    /// place. One call per place however many fields conflict; nil for each when the input has no map (a
    /// catalog built in memory) or the map does not match the catalog.
    func offsets(of fields: [MergeField], inPlace place: Int) -> [Int?] {
        guard let sourceMap, sourceMap.placeCount == catalog.places.count,
              let placeOffset = sourceMap.offset(ofPlace: place) else {
            return Array(repeating: nil, count: fields.count)
        }
        return sourceMap.offsets(of: fields.map(Self.entry), inPlace: place).map { $0 ?? placeOffset }
    }

    private static func entry(_ field: MergeField) -> CatalogSourceMap.Entry {
        switch field {
        case .name(let language): .name(language)
        case .kind: .field(.kind)
        case .defaultName: .field(.defaultName)
        case .country: .field(.country)
        case .region: .field(.region)
        case .coordinate: .field(.coordinate)
        case .population: .field(.population)
        case .timeZone: .field(.timeZone)
        case .code(let system): .code(system)
        }
    }
}
