import Foundation

/// Imports place names from Unicode CLDR as Debian's `unicode-cldr-core` installs it: territory names and
/// time-zone exemplar cities from `main/*.xml`, subdivision names from `subdivisions/*.xml`.
///
/// Each locale file maps to the `Language` whose ICU locale id it is; files with no such case are reported,
/// not read. Regional files (`pt_PT`) hold only what differs from their parent, and the catalog keeps them
/// that way: fallback chains supply the rest.
public struct CLDRImporter {
    /// What to import.
    public enum Part: String, CaseIterable, Sendable {
        case territories
        case exemplarCities = "exemplar-cities"
        case subdivisions
    }

    /// The CLDR `common` folder.
    public var root: String
    public var parts: Set<Part> = Set(Part.allCases)
    /// CLDR marks doubtful values `draft="unconfirmed"`; they are skipped unless this is set.
    public var includeUnconfirmed = false
    /// tzdata's `zone.tab`, for exemplar cities' country and position.
    public var zoneTable = "/usr/share/zoneinfo/zone.tab"
    /// iso-codes' ISO 3166-2 table, for subdivision kinds.
    public var isoSubdivisions = "/usr/share/iso-codes/json/iso_3166-2.json"

    public static let defaultRoot = "/usr/share/unicode/cldr/common"

    public init(root: String = CLDRImporter.defaultRoot) {
        self.root = root
    }

    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }

    /// Reads the sources and returns the catalog, places in id order, with what was skipped and why.
    public func run() throws -> (catalog: Catalog, report: ImportReport) {
        var builder = CLDRCatalogBuilder(includeUnconfirmed: includeUnconfirmed,
                                         zones: parts.contains(.exemplarCities) ? TimeZoneTable(path: zoneTable) : TimeZoneTable(),
                                         isoSubdivisions: parts.contains(.subdivisions)
                                             ? ISOSubdivisionTable(path: isoSubdivisions) : ISOSubdivisionTable())
        if parts.contains(.territories) || parts.contains(.exemplarCities) {
            for (language, path) in try localeFiles(in: "main", builder: &builder, exactOnly: true) {
                builder.add(try CLDRXMLFile.read(path: path), language: language, file: path, parts: parts)
            }
            if parts.contains(.exemplarCities) { builder.addEnglishExemplarCities() }
        }
        if parts.contains(.subdivisions) {
            for (language, path) in try localeFiles(in: "subdivisions", builder: &builder, exactOnly: false) {
                builder.add(try CLDRXMLFile.read(path: path), language: language, file: path, parts: parts)
            }
        }
        let version = CLDRImporter.version(root: root)
        let metadata = CatalogMetadata(
            generatedBy: "names import cldr",
            sources: [CatalogSource(name: "Unicode CLDR", version: version, licence: "Unicode-3.0",
                                    url: "https://cldr.unicode.org")])
        return (Catalog(metadata: metadata, places: builder.places()), builder.report)
    }

    /// The locale files of one CLDR folder that map to a `Language`, in file-name order.
    private func localeFiles(in folder: String, builder: inout CLDRCatalogBuilder, exactOnly: Bool) throws
        -> [(Language, String)]
    {
        let directory = "\(root)/\(folder)"
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else {
            throw Failure(description: "\(directory): cannot read the CLDR folder (apt-get install -y unicode-cldr-core)")
        }
        var files: [(Language, String)] = []
        for name in names.sorted() where name.hasSuffix(".xml") && name != "root.xml" {
            let localeID = String(name.dropLast(4))
            let path = "\(directory)/\(name)"
            if let language = CLDRImporter.language(forLocaleID: localeID, exactOnly: exactOnly) {
                files.append((language, path))
            } else {
                builder.report.skip("locale file with no Language case", at: path, value: localeID)
            }
        }
        return files
    }

    private static let languagesByLocaleID: [String: Language] =
        Dictionary(Language.allCases.map { ($0.icuLocaleID, $0) }, uniquingKeysWith: { first, _ in first })

    /// The language of a CLDR locale id: an exact ICU locale id, or (outside `main/`) a bare legacy code
    /// such as `no` for Norwegian Bokmål. A regional file never stands in for its base language.
    static func language(forLocaleID localeID: String, exactOnly: Bool) -> Language? {
        if let language = languagesByLocaleID[localeID] { return language }
        guard !exactOnly, !localeID.contains("_") else { return nil }
        return Language(bcp47: localeID)
    }

    /// CLDR's version from `dtd/ldml.dtd` (`<!ATTLIST version cldrVersion CDATA #FIXED "41" >`).
    static func version(root: String) -> String? {
        guard let dtd = try? String(contentsOfFile: "\(root)/dtd/ldml.dtd", encoding: .utf8),
              let range = dtd.range(of: "cldrVersion CDATA #FIXED \"") else { return nil }
        return String(dtd[range.upperBound...].prefix { $0 != "\"" })
    }
}
