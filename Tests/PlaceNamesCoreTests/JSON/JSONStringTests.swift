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
}
