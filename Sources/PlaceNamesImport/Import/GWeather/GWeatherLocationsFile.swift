import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import PlaceNames

/// The cities of libgweather's `Locations.xml`, read with Foundation's `XMLParser` as the CLDR importer reads CLDR.
///
/// A `<city>` sits in a `<country>` (with its `<iso-code>`), sometimes in a `<state>`; its name is `<_name>` (to be
/// translated, with an optional `msgctxt` such as "City in Texas, United States") or `<name>` (not translated),
/// and `<coordinates>` holds "latitude longitude" in degrees. Weather stations (`<location>`) are not cities.
struct GWeatherLocationsFile {
    struct City: Equatable {
        var name: String
        /// The gettext context of the name, when `<_name msgctxt="...">` gives one.
        var context: String?
        /// Whether the name is marked for translation (`<_name>`), not a plain `<name>`.
        var isTranslatable: Bool
        var country: String?
        var state: String?
        var coordinates: String?
        /// 1-based line of the `<city>` element.
        var line: Int
    }

    var cities: [City] = []
    /// `<location>` elements (weather stations) seen, counted so the report says what was left out.
    var stations = 0

    /// Why the file could not be read: not there, or not well-formed XML (a truncated file), at its line and column.
    struct ReadError: Error {
        let line: Int
        let column: Int
        let message: String
    }

    init(bytes: [UInt8]) throws(ReadError) {
        let parser = XMLParser(data: Data(bytes))
        let collector = Collector()
        parser.delegate = collector
        guard parser.parse() else {
            throw ReadError(line: parser.lineNumber, column: parser.columnNumber,
                            message: "not well-formed XML: \(parser.parserError.map { "\($0)" } ?? "unknown error")")
        }
        // Foundation's parser on Linux accepts a document that stops inside an element (a truncated file):
        // an element still open at the end is that error.
        guard collector.open.isEmpty, collector.sawRoot else {
            let inside = collector.open.map { "<\($0)>" }.joined(separator: " ")
            throw ReadError(line: parser.lineNumber, column: parser.columnNumber,
                            message: collector.sawRoot ? "not well-formed XML: the file ends inside \(inside) (truncated?)"
                                                       : "not well-formed XML: no root element")
        }
        cities = collector.cities
        stations = collector.stations
    }

    private final class Collector: NSObject, XMLParserDelegate {
        var cities: [City] = []
        var stations = 0
        var sawRoot = false
        /// The elements open at this point, outermost first.
        var open: [String] { path }
        private var path: [String] = []
        private var country: String?
        private var state: String?
        private var city: City?
        private var text = ""

        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?,
                    qualifiedName: String?, attributes: [String: String]) {
            let parent = path.last
            path.append(name)
            sawRoot = true
            text = ""
            switch (parent, name) {
            case (_, "country"): country = nil
            case (_, "state"): state = nil
            case (_, "city"):
                city = City(name: "", isTranslatable: false, country: country, state: state, line: parser.lineNumber)
            case ("city", "_name"): city?.context = attributes["msgctxt"]
            case (_, "location"): stations += 1
            default: break
            }
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            text += string
        }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            path.removeLast()
            let parent = path.last
            switch (parent, name) {
            case ("country", "iso-code"): country = text.trimmingSpaces
            case ("state", "_name"), ("state", "name"): state = state ?? text.trimmingSpaces
            case ("city", "_name"), ("city", "name"):
                // The first name is the city's; a second plain <name> (the DTD allows name+) adds nothing.
                if city?.name.isEmpty == true {
                    city?.name = text.trimmingSpaces
                    city?.isTranslatable = name == "_name"
                }
            case ("city", "coordinates"): city?.coordinates = text.trimmingSpaces
            case (_, "city"):
                if let city { cities.append(city) }
                city = nil
            case (_, "state"): state = nil
            default: break
            }
            text = ""
        }
    }
}
