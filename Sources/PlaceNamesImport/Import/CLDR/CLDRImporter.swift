import Foundation
import PlaceNames

/// Imports place names from Unicode CLDR as Debian's `unicode-cldr-core` installs it: territory names and
/// time-zone exemplar cities from `main/*.xml`, subdivision names from `subdivisions/*.xml`.
///
/// Each locale file maps to the `Language` whose ICU locale id it is; files with no such case are reported,
/// not read. Regional files (`pt_PT`) hold only what differs from their parent, and the catalog keeps them
/// that way: fallback chains supply the rest.
public struct CLDRImporter {
    /// What to import.
    public enum Part: String, CaseIterable, Sendable {
        /// Countries and territories (`territories.xml`).
        case territories
        /// Exemplar cities of the time zones (`timezones.xml`).
        case exemplarCities = "exemplar-cities"
        /// Subdivisions (`subdivisions/*.xml`).
        case subdivisions
    }

    /// The CLDR `common` folder.
    public var root: String
    /// The parts to import; all by default.
    public var parts: Set<Part> = Set(Part.allCases)
    /// CLDR marks doubtful values `draft="unconfirmed"`; they are skipped unless this is set.
    public var includeUnconfirmed = false
    /// tzdata's `zone.tab`, for exemplar cities' country and position.
    public var zoneTable = "/usr/share/zoneinfo/zone.tab"
    /// tzdata's `tzdata.zi`, whose links place the exemplar cities of old zone ids `zone.tab` no longer lists.
    public var zoneLinks = "/usr/share/zoneinfo/tzdata.zi"
    /// iso-codes' ISO 3166-2 table, for subdivision kinds.
    public var isoSubdivisions = "/usr/share/iso-codes/json/iso_3166-2.json"

    /// Where Debian's `unicode-cldr-core` installs CLDR's `common` folder.
    public static let defaultRoot = "/usr/share/unicode/cldr/common"

    /// The source recorded in the catalog's metadata; its version, when `nil`, is read from the CLDR folder.
    public var source = CatalogSource(name: "Unicode CLDR", licence: "Unicode-3.0", url: "https://cldr.unicode.org")

    /// Creates an importer reading the CLDR `common` folder at `root`.
    public init(root: String = CLDRImporter.defaultRoot) {
        self.root = root
    }

    /// A CLDR folder that cannot be read.
    public struct Failure: Error, CustomStringConvertible {
        /// The file that could not be read.
        public let path: String
        /// Why it could not be read.
        public let reason: String
        public var description: String { "\(path): \(reason)" }
    }

    /// Reads the sources and returns the catalog, places in id order, with what was skipped and why.
    public func run() throws -> (catalog: Catalog, report: ImportReport) {
        var builder = CLDRCatalogBuilder(includeUnconfirmed: includeUnconfirmed,
                                         zones: parts.contains(.exemplarCities)
                                             ? TimeZoneTable(path: zoneTable, links: zoneLinks) : TimeZoneTable(),
                                         isoSubdivisions: parts.contains(.subdivisions)
                                             ? ISOSubdivisionTable(path: isoSubdivisions) : ISOSubdivisionTable())
        let parents = CLDRParentLocales(supplementalData: "\(root)/supplemental/supplementalData.xml")
        if parts.contains(.territories) || parts.contains(.exemplarCities) {
            try importFolder("main", parents: parents, into: &builder)
            if parts.contains(.exemplarCities) {
                builder.addEnglishExemplarCities()
                builder.placeLinkedZones()
            }
        }
        if parts.contains(.subdivisions) {
            try importFolder("subdivisions", parents: parents, into: &builder)
        }
        var source = source
        if source.version == nil { source.version = CLDRImporter.version(root: root) }
        let metadata = CatalogMetadata(generatedBy: "names import cldr", sources: [source])
        return (Catalog(metadata: metadata, places: builder.places()), builder.report)
    }

    /// Imports every language from one CLDR folder. A language's names are its own file's, over those it
    /// inherits from ancestors that are not languages of their own: `chinese-simplified` (`zh_Hans`) gets
    /// `zh.xml`, `norwegian-bokmal` (`nb`) gets `no.xml`; `portuguese-portugal` stops at `portuguese`.
    private func importFolder(_ folder: String, parents: CLDRParentLocales, into builder: inout CLDRCatalogBuilder) throws {
        let directory = "\(root)/\(folder)"
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else {
            throw Failure(path: directory, reason: "cannot read the CLDR folder (apt-get install -y unicode-cldr-core)")
        }
        let available = Set(names.filter { $0.hasSuffix(".xml") }.map { String($0.dropLast(4)) })
        var files: [String: CLDRXMLFile] = [:]
        var used: Set<String> = ["root"]
        for language in Language.allCases {
            let chain = parents.chain(from: language.icuLocaleID) { CLDRImporter.languagesByLocaleID[$0] != nil }
                .filter(available.contains)
            guard !chain.isEmpty else { continue }
            var layers: [(file: CLDRXMLFile, path: String)] = []
            for localeID in chain {
                let path = "\(directory)/\(localeID).xml"
                if files[localeID] == nil {
                    files[localeID] = try CLDRXMLFile.read(path: path)
                    builder.report.filesRead += 1
                }
                layers.append((files[localeID]!, path))
                used.insert(localeID)
            }
            builder.add(layers, language: language, parts: parts)
        }
        for localeID in available.subtracting(used).sorted() {
            builder.report.skip("locale file with no Language case", at: "\(directory)/\(localeID).xml", value: localeID)
        }
    }

    private static let languagesByLocaleID: [String: Language] =
        Dictionary(Language.allCases.map { ($0.icuLocaleID, $0) }, uniquingKeysWith: { first, _ in first })

    /// CLDR's version from `dtd/ldml.dtd` (`<!ATTLIST version cldrVersion CDATA #FIXED "41" >`).
    static func version(root: String) -> String? {
        guard let dtd = try? String(contentsOfFile: "\(root)/dtd/ldml.dtd", encoding: .utf8),
              let range = dtd.range(of: "cldrVersion CDATA #FIXED \"") else { return nil }
        return String(dtd[range.upperBound...].prefix { $0 != "\"" })
    }
}
