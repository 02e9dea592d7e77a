extension Place: Codable {
    typealias CodingKeys = CatalogSchema.PlaceField

    public init(from decoder: any Decoder) throws {
        // A misspelt field ("nmes") would silently drop data: refuse it.
        let names = try (decoder as? any ObjectKeysDecoding)?.objectKeys()
            ?? decoder.container(keyedBy: DynamicCodingKey.self).allKeys.map(\.stringValue)
        for name in names where CodingKeys(stringValue: name) == nil {
            throw DecodingError.dataCorrupted(DecodingError.Context(
                codingPath: decoder.codingPath + [DynamicCodingKey(name)],
                debugDescription: "unknown place field '\(name)'"
                    + didYouMean(name, among: CatalogSchema.placeFields)))
        }
        let fields = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            id: try fields.decode(String.self, forKey: .id),
            kind: try fields.decode(PlaceKind.self, forKey: .kind),
            defaultName: try fields.decodeIfPresent(String.self, forKey: .defaultName),
            country: try fields.decodeIfPresent(String.self, forKey: .country),
            region: try fields.decodeIfPresent(String.self, forKey: .region),
            coordinate: try fields.decodeIfPresent(Coordinate.self, forKey: .coordinate),
            population: try fields.decodeIfPresent(Int.self, forKey: .population),
            timeZone: try fields.decodeIfPresent(String.self, forKey: .timeZone),
            codes: try fields.decodeIfPresent(DictionaryWrapper<CodeSystem, String>.self, forKey: .codes)?
                .wrappedValue ?? [:],
            names: try fields.decodeIfPresent(DictionaryWrapper<Language, LocalizedName>.self, forKey: .names)?
                .wrappedValue ?? [:],
            aliases: try fields.decodeIfPresent([String].self, forKey: .aliases) ?? []
        )
    }

    public func encode(to encoder: any Encoder) throws {
        var fields = encoder.container(keyedBy: CodingKeys.self)
        try fields.encode(id, forKey: .id)
        try fields.encode(kind, forKey: .kind)
        try fields.encodeIfPresent(defaultName, forKey: .defaultName)
        try fields.encodeIfPresent(country, forKey: .country)
        try fields.encodeIfPresent(region, forKey: .region)
        try fields.encodeIfPresent(coordinate, forKey: .coordinate)
        try fields.encodeIfPresent(population, forKey: .population)
        try fields.encodeIfPresent(timeZone, forKey: .timeZone)
        if !codes.isEmpty { try fields.encode(DictionaryWrapper(wrappedValue: codes), forKey: .codes) }
        try fields.encode(DictionaryWrapper(wrappedValue: names), forKey: .names)
        if !aliases.isEmpty { try fields.encode(aliases, forKey: .aliases) }
    }
}
