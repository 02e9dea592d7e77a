import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import PlaceNames

/// Each country's official languages and how many of its people speak Hebrew and Yiddish, from CLDR's
/// `supplementalData.xml` (`<territoryInfo>`: `<languagePopulation type="uk" officialStatus="official">`).
///
/// A language counts as official where CLDR marks it `official` or `de_facto_official` (Ukraine: Ukrainian and,
/// de facto, Russian); `official_regional` and `official_minority` do not (Russia's Tatar, Bashkir...). A CLDR
/// language code with no `Language` case is left out: `ScriptNames` only ever names a place in one of ours.
public struct OfficialLanguages: Sendable {
    /// Country code → its official languages that have a `Language` case, sorted.
    public private(set) var byCountry: [String: [Language]] = [:]
    /// Country code → CLDR language code → the share of the country's people who speak it, in percent.
    public private(set) var shares: [String: [String: Double]] = [:]

    /// Where Debian's `unicode-cldr-core` installs the file.
    public static let defaultPath = CLDRImporter.defaultRoot + "/supplemental/supplementalData.xml"

    /// A table given directly (for tests): country code → official languages; `shares` as CLDR gives them.
    public init(_ byCountry: [String: [Language]], shares: [String: [String: Double]] = [:]) {
        self.byCountry = byCountry.mapValues { Array(Set($0)).sorted() }
        self.shares = shares
    }

    /// Reads CLDR's `supplementalData.xml`.
    public static func read(path: String = defaultPath) throws -> OfficialLanguages {
        guard let parser = XMLParser(contentsOf: URL(fileURLWithPath: path)) else {
            throw ReadError(description: "\(path): cannot read the file")
        }
        let collector = Collector()
        parser.delegate = collector
        guard parser.parse() else {
            throw ReadError(description: "\(path):\(parser.lineNumber):\(parser.columnNumber): not well-formed XML")
        }
        guard !collector.shares.isEmpty else {
            throw ReadError(description: "\(path): no <territoryInfo> languages: not CLDR's supplementalData.xml")
        }
        var table: [String: [Language]] = [:]
        for (country, codes) in collector.official {
            table[country] = codes.compactMap { Language(bcp47: $0.replacingOccurrences(of: "_", with: "-")) }
        }
        return OfficialLanguages(table, shares: collector.shares)
    }

    /// Why the file could not be read.
    public struct ReadError: Error, CustomStringConvertible {
        public var description: String
    }

    /// The official languages of `country`.
    public func languages(of country: String) -> [Language] { byCountry[country] ?? [] }

    /// Whether CLDR says at least as many people of `country` speak Yiddish as Hebrew (Ukraine: Yiddish 1.3 %,
    /// no Hebrew; not Israel: Hebrew 100 %, Yiddish 3 %).
    public func suggestsYiddish(_ country: String) -> Bool {
        guard let yiddish = shares[country]?["yi"] else { return false }
        return yiddish >= (shares[country]?["he"] ?? 0)
    }

    private final class Collector: NSObject, XMLParserDelegate {
        var official: [String: [String]] = [:]
        var shares: [String: [String: Double]] = [:]
        private var territory: String?
        private var inTerritoryInfo = false

        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?,
                    qualifiedName: String?, attributes: [String: String]) {
            switch name {
            case "territoryInfo": inTerritoryInfo = true
            case "territory" where inTerritoryInfo: territory = attributes["type"]
            case "languagePopulation" where inTerritoryInfo:
                guard let territory, let type = attributes["type"] else { return }
                shares[territory, default: [:]][type] = attributes["populationPercent"].flatMap(Double.init) ?? 0
                if let status = attributes["officialStatus"], status == "official" || status == "de_facto_official" {
                    official[territory, default: []].append(type)
                }
            default: break
            }
        }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            switch name {
            case "territoryInfo": inTerritoryInfo = false
            case "territory": territory = nil
            default: break
            }
        }
    }
}
