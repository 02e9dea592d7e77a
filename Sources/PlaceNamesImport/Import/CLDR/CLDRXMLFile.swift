import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import PlaceNames

/// The name-bearing elements of one CLDR XML file (`main/*.xml` or `subdivisions/*.xml`), with their attributes.
struct CLDRXMLFile {
    /// One named thing: `<territory type="TH" alt="short">`, `<zone type="Asia/Bangkok"><exemplarCity>`,
    /// `<subdivision type="th10">`.
    struct Entry: Equatable {
        enum Element: Equatable {
            case territory, exemplarCity, subdivision

            var part: CLDRImporter.Part {
                switch self {
                case .territory: .territories
                case .exemplarCity: .exemplarCities
                case .subdivision: .subdivisions
                }
            }
        }
        var element: Element
        /// The `type` attribute (of the enclosing `<zone>` for exemplar cities).
        var type: String
        var alt: String?
        var draft: String?
        var text: String
        /// 1-based line of the element, for reports.
        var line: Int

        /// What the entry names, whatever the language: a nearer file's entry with the same identity wins.
        var identity: String { "\(element.part.rawValue) \(type) \(alt ?? "")" }
    }

    /// The `<identity>` of the file: `language`, `script`, `territory`, `variant` types.
    var identity: [String: String] = [:]
    var entries: [Entry] = []

    struct ReadError: Error, CustomStringConvertible {
        let path: String
        let line: Int
        let column: Int
        let message: String
        var description: String { "\(path):\(line):\(column): error[CLDR]: \(message)" }
    }

    static func read(path: String) throws -> CLDRXMLFile {
        guard let parser = XMLParser(contentsOf: URL(fileURLWithPath: path)) else {
            throw ReadError(path: path, line: 0, column: 0, message: "cannot read the file")
        }
        let collector = Collector()
        parser.delegate = collector
        guard parser.parse() else {
            throw ReadError(path: path, line: parser.lineNumber, column: parser.columnNumber,
                            message: "not well-formed XML: \(parser.parserError.map { "\($0)" } ?? "unknown error")")
        }
        return collector.file
    }

    private final class Collector: NSObject, XMLParserDelegate {
        var file = CLDRXMLFile()
        private var path: [String] = []
        private var zoneType: String?
        private var pending: Entry?
        private var text = ""

        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?,
                    qualifiedName: String?, attributes: [String: String]) {
            let parent = path.last
            path.append(name)
            switch (parent, name) {
            case ("identity", _):
                if let type = attributes["type"] { file.identity[name] = type }
            case ("territories", "territory") where path.contains("localeDisplayNames"):
                begin(.territory, type: attributes["type"], attributes, parser)
            case ("timeZoneNames", "zone"):
                zoneType = attributes["type"]
            case ("zone", "exemplarCity"):
                begin(.exemplarCity, type: zoneType, attributes, parser)
            case ("subdivisions", "subdivision") where path.contains("localeDisplayNames"):
                begin(.subdivision, type: attributes["type"], attributes, parser)
            default:
                break
            }
        }

        private func begin(_ element: Entry.Element, type: String?, _ attributes: [String: String], _ parser: XMLParser) {
            guard let type else { return }
            pending = Entry(element: element, type: type, alt: attributes["alt"], draft: attributes["draft"],
                            text: "", line: parser.lineNumber)
            text = ""
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            if pending != nil { text += string }
        }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            path.removeLast()
            if name == "zone" { zoneType = nil }
            guard var entry = pending else { return }
            entry.text = text
            file.entries.append(entry)
            pending = nil
        }
    }
}
