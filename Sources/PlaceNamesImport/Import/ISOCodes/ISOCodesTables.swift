import PlaceNames

/// The ISO 3166 tables of Debian's `iso-codes` (`iso_3166-1.json`, `iso_3166-2.json`), read strictly.
enum ISOCodesTables {
    /// A country in `iso_3166-1.json`.
    struct Country: Decodable, Equatable {
        var alpha2: String
        var name: String
        var officialName: String?
        var commonName: String?

        enum CodingKeys: String, CodingKey {
            case alpha2 = "alpha_2", name
            case officialName = "official_name"
            case commonName = "common_name"
        }
    }

    private struct CountryFile: Decodable {
        let countries: [Country]
        enum CodingKeys: String, CodingKey { case countries = "3166-1" }
    }

    private struct SubdivisionFile: Decodable {
        let subdivisions: [ISOSubdivisionTable.Subdivision]
        enum CodingKeys: String, CodingKey { case subdivisions = "3166-2" }
    }

    static func countries(path: String) throws(ImportError) -> [Country] {
        try decode(CountryFile.self, path: path).countries
    }

    static func subdivisions(path: String) throws(ImportError) -> [ISOSubdivisionTable.Subdivision] {
        try decode(SubdivisionFile.self, path: path).subdivisions
    }

    private static func decode<T: Decodable>(_ type: T.Type, path: String) throws(ImportError) -> T {
        let bytes = try ImportSource.bytes(of: path)
        let document: JSONDocument
        do {
            document = try JSONDocument(bytes: bytes)
        } catch {
            throw .invalid([Diagnostic(file: path, line: error.location.line, column: error.location.column,
                                       severity: .error, code: "json-syntax", message: error.message)])
        }
        do {
            return try LocatingJSONDecoder().decode(type, from: document)
        } catch {
            throw .invalid([Diagnostic(file: path, line: error.location.line, column: error.location.column,
                                       severity: .error, code: "iso-codes-shape", message: error.message)])
        }
    }
}

extension ISOSubdivisionTable {
    /// A table of already decoded subdivisions.
    init(_ list: [Subdivision]) {
        self.init()
        for subdivision in list { subdivisions[subdivision.code] = subdivision }
    }
}
