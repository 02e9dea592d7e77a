import PlaceNames

/// One line of GeoNames' `alternateNamesV2.txt`: a name (or a code) of a place, with its flags.
///
/// Columns, tab-separated: alternateNameId, geonameid, isolanguage, alternate name, isPreferredName,
/// isShortName, isColloquial, isHistoric, from, to. The flags are `1` or empty. The older
/// `alternateNames.txt` has the first eight columns only; both are read.
struct GeoNamesRow {
    var geonameID: Int
    var language: String
    var name: String
    var isPreferred: Bool
    var isShort: Bool
    var isColloquial: Bool
    var isHistoric: Bool

    /// The row in `fields`, or why it is not one.
    static func parse(_ fields: [Substring]) -> Result<GeoNamesRow, Malformed> {
        guard fields.count >= 4 else {
            return .failure(Malformed(reason: "line has \(fields.count) columns, GeoNames has 10"))
        }
        guard let id = Int(fields[1]), id > 0 else {
            return .failure(Malformed(reason: "geonameid is not a positive number"))
        }
        func flag(_ index: Int) -> Bool { index < fields.count && fields[index] == "1" }
        return .success(GeoNamesRow(
            geonameID: id, language: String(fields[2]), name: String(fields[3]),
            isPreferred: flag(4), isShort: flag(5), isColloquial: flag(6), isHistoric: flag(7)))
    }

    struct Malformed: Error {
        let reason: String
    }
}
