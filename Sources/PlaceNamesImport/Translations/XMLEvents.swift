import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import PlaceNames

/// What the XML readers (XLIFF, Android) are told as XMLParser walks a file, with locations in the file.
protocol XMLEventHandler: AnyObject {
    /// An element starts; `location` is its `<`, `textStart` the first character after its start tag.
    func start(_ name: String, attributes: [String: String], location: SourceLocation, textStart: SourceLocation)
    /// Text (entities and character references already read, CDATA included).
    func text(_ text: String)
    func end(_ name: String)
}

/// XMLParser over a file's bytes, turning its events into `XMLEventHandler` calls and its first error into a
/// diagnostic. Element names are given without a namespace prefix (`xliff:g` is `g`): XLIFF and Android files
/// use their namespaces as default ones.
///
/// XMLParser (libxml2) reports its position at an element's start as the `>` of the start tag (checked on Linux:
/// lines and columns 1-based, columns in characters), so the element's `<` is found searching back from there in
/// the bytes and its text start searching forward to the `>`: the locations do not depend on how far into the tag
/// libxml2 has read.
final class XMLEvents: NSObject, XMLParserDelegate {
    private let text: TranslationText
    private let handler: any XMLEventHandler
    private(set) var error: Diagnostic?

    private init(text: TranslationText, handler: any XMLEventHandler) {
        self.text = text
        self.handler = handler
    }

    /// Parses valid UTF-8 `text`, calling `handler`; nil when well-formed, else the first error.
    static func parse(_ text: TranslationText, handler: any XMLEventHandler) -> Diagnostic? {
        // libxml2 counts a lone CR as no line end; XML reads it as LF anyway (XML 1.0, 2.11), so the bytes given
        // are the same length with LF for every lone CR, and lines count as everywhere else.
        var bytes = text.bytes
        for i in bytes.indices where bytes[i] == 0x0D && (i + 1 == bytes.count || bytes[i + 1] != 0x0A) {
            bytes[i] = 0x0A
        }
        // From a stream, so libxml2 is fed in chunks: given the whole of a file over 10 MB at once (a po2xliff
        // conversion of an export of 33,000 names is 20 MB), it stops at the end with error 1.
        let parser = XMLParser(stream: InputStream(data: Data(bytes)))
        parser.shouldProcessNamespaces = false
        parser.shouldResolveExternalEntities = false
        let events = XMLEvents(text: text, handler: handler)
        parser.delegate = events
        let finished = parser.parse()
        if let error = events.error { return error }
        guard finished || parser.parserError == nil else {
            let code = (parser.parserError as NSError?)?.code ?? 0
            return text.error("xml-syntax", "not well-formed XML: \(XMLErrorText.describe(code))",
                              at: SourceLocation(line: max(parser.lineNumber, 1), column: max(parser.columnNumber, 1)))
        }
        return nil
    }

    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                attributes: [String: String]) {
        guard error == nil else { return }
        let reported = SourceLocation(line: parser.lineNumber, column: parser.columnNumber)
        var start = reported
        var textStart = SourceLocation(line: reported.line, column: reported.column + 1)
        if let offset = text.offset(of: reported), offset < text.bytes.count {
            let bytes = text.bytes
            if let open = bytes[..<min(offset + 1, bytes.count)].lastIndex(of: UInt8(ascii: "<")) {
                start = text.location(ofOffset: open)
            }
            if let close = bytes[offset...].firstIndex(of: UInt8(ascii: ">")) {
                textStart = text.location(ofOffset: close + 1)
            }
        }
        let local = name.split(separator: ":").last.map(String.init) ?? name
        handler.start(local, attributes: attributes, location: start, textStart: textStart)
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        if error == nil { handler.text(string) }
    }

    func parser(_ parser: XMLParser, foundCDATA block: Data) {
        if error == nil { handler.text(String(decoding: block, as: UTF8.self)) }
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        if error == nil { handler.end(name.split(separator: ":").last.map(String.init) ?? name) }
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
        guard error == nil else { return }
        let code = (parseError as NSError).code
        var location = SourceLocation(line: max(parser.lineNumber, 1), column: max(parser.columnNumber, 1))
        // libxml2 reports a mismatched end tag after reading it: point at its `</` instead.
        if code == XMLErrorText.tagNameMismatch, let offset = text.offset(of: location),
           let open = text.bytes[..<min(offset, text.bytes.count)].lastIndex(of: UInt8(ascii: "<")) {
            location = text.location(ofOffset: open)
        }
        error = text.error("xml-syntax", "not well-formed XML: \(XMLErrorText.describe(code))", at: location)
        parser.abortParsing()
    }
}
