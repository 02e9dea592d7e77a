import Testing
@testable import PlaceNamesCore

/// The one JSON string writer: exactly the escapes JSON requires, plus U+2028/U+2029 in the JavaScript-safe style.
@Suite struct JSONStringTests {
    static func written(_ text: String, _ style: JSONString.Style = .required) -> String {
        var bytes: [UInt8] = []
        JSONString.append(text, to: &bytes, style: style)
        var string = ""
        JSONString.append(text, to: &string, style: style)
        #expect(String(decoding: bytes, as: UTF8.self) == string, "bytes and String writers agree")
        return string
    }

    @Test func escapesOnlyWhatJSONRequires() {
        #expect(Self.written("กรุงเทพฯ / Bangkok") == #""กรุงเทพฯ / Bangkok""#)
        #expect(Self.written("a\"b\\c") == #""a\"b\\c""#)
        #expect(Self.written("\u{8}\u{C}\n\r\t") == #""\b\f\n\r\t""#)
        #expect(Self.written("\u{0}\u{1F}\u{7F}") == "\"\\u0000\\u001f\u{7F}\"")
        #expect(Self.written("line\u{2028}break") == "\"line\u{2028}break\"")
    }

    @Test func theJavaScriptSafeStyleAlsoEscapesTheTwoLineSeparators() {
        #expect(Self.written("a\u{2028}b\u{2029}c", .javaScriptSafe) == #""a\u2028b\u2029c""#)
        // Other characters whose UTF-8 starts with E2 stay as they are: … (E2 80 A6), € (E2 82 AC), ⁄ at the end.
        #expect(Self.written("…€\u{2044}", .javaScriptSafe) == "\"…€\u{2044}\"")
        #expect(Self.written("\u{2028}\"", .javaScriptSafe) == #""\u2028\"""#)
    }

    /// Strings are looked at eight bytes at a time: a character needing an escape is found at every position of a
    /// word and of the bytes after the last whole word, next to bytes just above and below the ones that need it.
    @Test func anEscapeIsFoundWhereverItFallsInAWord() {
        func reference(_ text: String, _ style: JSONString.Style) -> String {
            let named: [Unicode.Scalar: String] = ["\"": "\\\"", "\\": "\\\\", "\u{8}": "\\b", "\u{C}": "\\f",
                                                   "\n": "\\n", "\r": "\\r", "\t": "\\t"]
            return "\"" + text.unicodeScalars.map { scalar in
                if let escape = named[scalar] { return escape }
                if scalar.value < 0x20 { return "\\u00" + (scalar.value < 0x10 ? "0" : "") + String(scalar.value, radix: 16) }
                if style == .javaScriptSafe, scalar == "\u{2028}" || scalar == "\u{2029}" {
                    return "\\u" + String(scalar.value, radix: 16)
                }
                return String(scalar)
            }.joined() + "\""
        }
        let fillers = ["abcdefghijklmnopqrstuvwx", "ก\u{7F}!#[]ก€…", "\u{21}\u{5B}\u{5D}\u{7F}\u{80}ÿ"]
        for filler in fillers {
            for special in ["\"", "\\", "\u{1F}", "\u{0}", "\n", "\u{2028}", "\u{2029}"] {
                let scalars = Array(filler.unicodeScalars)
                for position in 0...scalars.count {
                    var text = String.UnicodeScalarView(scalars[..<position])
                    text.append(contentsOf: special.unicodeScalars)
                    text.append(contentsOf: scalars[position...])
                    for style in [JSONString.Style.required, .javaScriptSafe] {
                        #expect(Self.written(String(text), style) == reference(String(text), style),
                                "\(special.unicodeScalars.map(\.value)) at \(position) of \(filler)")
                    }
                }
            }
            #expect(Self.written(filler) == reference(filler, .required))
        }
    }
}
