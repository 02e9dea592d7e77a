import PlaceNames

/// GeoNames' main table (`allCountries.txt`, `cities15000.txt`...): what a place is and where, by geonameid.
///
/// Columns, tab-separated: geonameid, name, asciiname, alternatenames, latitude, longitude, feature class,
/// feature code, country code, cc2, admin1-4 codes, population, elevation, dem, timezone, modification date.
public struct GeoNamesPlaceTable: Sendable {
    struct Entry: Sendable {
        var kind: PlaceKind?
        var country: String?
        var coordinate: Coordinate?
        var population: Int?
    }

    var entries: [Int: Entry] = [:]

    /// The number of places in the table.
    public var count: Int { entries.count }

    /// Reads a main-table file; lines that are not places are counted into `report` as skips.
    public init(path: String, report: inout ImportReport) throws(ImportError) {
        let bytes = try ImportSource.bytes(of: path)
        var start = 0
        var lineNumber = 0
        while start < bytes.count {
            let end = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
            lineNumber += 1
            let line = String(decoding: bytes[start..<end], as: UTF8.self)
            start = end + 1
            guard !line.isEmpty else { continue }
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            guard fields.count >= 15, let id = Int(fields[0]) else {
                report.skip("malformed --places line: expected 19 columns starting with a geonameid",
                            at: "\(path):\(lineNumber)", value: String(line.prefix(80)))
                continue
            }
            entries[id] = Entry(fields)
        }
    }
}

extension GeoNamesPlaceTable.Entry {
    init(_ fields: [Substring]) {
        kind = Self.kind(featureClass: fields[6], code: fields[7])
        country = fields[8].count == 2 ? String(fields[8]) : nil
        if let latitude = Double(fields[4]), let longitude = Double(fields[5]),
           (-90.0...90.0).contains(latitude), (-180.0...180.0).contains(longitude) {
            coordinate = Coordinate(latitude: latitude, longitude: longitude)
        }
        population = Int(fields[14]).flatMap { $0 > 0 ? $0 : nil }
    }

    /// The kind a GeoNames feature class and code stand for, or nil for the importer's own kind.
    static func kind(featureClass: Substring, code: Substring) -> PlaceKind? {
        switch (featureClass, code) {
        case ("P", _): .city
        case ("A", "PCLI"), ("A", "PCLD"), ("A", "PCLF"), ("A", "PCLS"), ("A", "PCLIX"), ("A", "PCL"): .country
        case ("A", "ADM1"): .region
        case ("A", "ADM2"): .district
        case ("A", "ADM3"): .subdistrict
        case ("T", "ISL"), ("T", "ISLS"): .island
        case ("L", "CONT"): .continent
        default: nil
        }
    }
}
