import Foundation
import Testing
@testable import PlaceNames

/// The JSONTestSuite parsing corpus, read in place from ../shared/data/jsontestsuite/test_parsing.
@Suite struct JSONTestSuiteTests {
    static func files(prefix: String) -> [URL] {
        guard let folder = SharedData.url("jsontestsuite/test_parsing") else { return [] }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasPrefix(prefix) && $0.hasSuffix(".json") }.sorted()
            .map { folder.appendingPathComponent($0) }
    }

    static func parse(_ url: URL) throws -> JSONDocument {
        try JSONDocument(data: try Data(contentsOf: url))
    }

    @Test func acceptsEveryYFile() throws {
        let files = Self.files(prefix: "y_")
        #expect(files.isEmpty || files.count == 95)
        for file in files {
            #expect(throws: Never.self, "\(file.lastPathComponent)") { _ = try Self.parse(file) }
        }
    }

    @Test func rejectsEveryNFileWithALocatedSyntaxError() throws {
        let files = Self.files(prefix: "n_")
        #expect(files.isEmpty || files.count == 188)
        for file in files {
            do {
                _ = try Self.parse(file)
                Issue.record("\(file.lastPathComponent) was accepted")
            } catch let error as JSONSyntaxError {
                #expect(error.line >= 1 && error.column >= 1 && !error.message.isEmpty)
            }
        }
    }

    /// The implementation-defined files, decided: a UTF-8 BOM and huge numbers are accepted; invalid
    /// UTF-8, lone surrogates and UTF-16 are rejected, since a Swift String cannot hold them faithfully.
    @Test(arguments: [
        ("i_number_double_huge_neg_exp.json", true),
        ("i_number_huge_exp.json", true),
        ("i_number_neg_int_huge_exp.json", true),
        ("i_number_pos_double_huge_exp.json", true),
        ("i_number_real_neg_overflow.json", true),
        ("i_number_real_pos_overflow.json", true),
        ("i_number_real_underflow.json", true),
        ("i_number_too_big_neg_int.json", true),
        ("i_number_too_big_pos_int.json", true),
        ("i_number_very_big_negative_int.json", true),
        ("i_object_key_lone_2nd_surrogate.json", false),
        ("i_string_1st_surrogate_but_2nd_missing.json", false),
        ("i_string_1st_valid_surrogate_2nd_invalid.json", false),
        ("i_string_UTF-16LE_with_BOM.json", false),
        ("i_string_UTF-8_invalid_sequence.json", false),
        ("i_string_UTF8_surrogate_U+D800.json", false),
        ("i_string_incomplete_surrogate_and_escape_valid.json", false),
        ("i_string_incomplete_surrogate_pair.json", false),
        ("i_string_incomplete_surrogates_escape_valid.json", false),
        ("i_string_invalid_lonely_surrogate.json", false),
        ("i_string_invalid_surrogate.json", false),
        ("i_string_invalid_utf-8.json", false),
        ("i_string_inverted_surrogates_U+1D11E.json", false),
        ("i_string_iso_latin_1.json", false),
        ("i_string_lone_second_surrogate.json", false),
        ("i_string_lone_utf8_continuation_byte.json", false),
        ("i_string_not_in_unicode_range.json", false),
        ("i_string_overlong_sequence_2_bytes.json", false),
        ("i_string_overlong_sequence_6_bytes.json", false),
        ("i_string_overlong_sequence_6_bytes_null.json", false),
        ("i_string_truncated-utf-8.json", false),
        ("i_string_utf16BE_no_BOM.json", false),
        ("i_string_utf16LE_no_BOM.json", false),
        ("i_structure_500_nested_arrays.json", true),
        ("i_structure_UTF-8_BOM_empty_object.json", true),
    ])
    func implementationDefined(file: String, accepted: Bool) throws {
        guard let url = SharedData.url("jsontestsuite/test_parsing/\(file)") else { return }
        if accepted {
            #expect(throws: Never.self) { _ = try Self.parse(url) }
        } else {
            #expect(throws: JSONSyntaxError.self) { _ = try Self.parse(url) }
        }
    }

    @Test func coversEveryIFile() {
        let files = Self.files(prefix: "i_")
        #expect(files.isEmpty || files.count == 35)
    }

    /// Exact messages and locations for a handful of rejected files.
    @Test(arguments: [
        ("n_object_missing_colon.json", "1:6: expected ':' after object key, found 'b'"),
        ("n_array_extra_comma.json", "1:5: expected a value after ',', found ']' (remove the trailing comma)"),
        ("n_object_trailing_comma.json", "1:9: expected a string key after ',', found '}' (remove the trailing comma)"),
        ("n_string_unescaped_newline.json", "1:6: control character U+000A must be escaped in a string"),
        ("n_structure_unclosed_array.json", "1:3: unclosed array: expected ',' or ']', found end of input"),
        ("n_string_single_doublequote.json", "1:1: unterminated string"),
        ("n_string_invalid_utf8_after_escape.json", "1:3: invalid escape '\\' followed by invalid UTF-8 byte 0xE5 in string; valid escapes are \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX"),
        ("n_structure_100000_opening_arrays.json", "1:513: nesting deeper than 512 levels"),
        ("n_number_-01.json", "1:2: leading zeros are not allowed in numbers"),
        ("n_incomplete_false.json", "1:2: expected a value, found 'fals'"),
        ("n_structure_double_array.json", "1:3: unexpected '[' after the JSON value"),
        ("n_object_unquoted_key.json", "1:2: expected a string key or '}', found 'a'"),
        ("n_structure_whitespace_formfeed.json", "1:2: expected a value, found control character U+000C"),
    ])
    func rejectedFileMessage(file: String, expected: String) throws {
        guard let url = SharedData.url("jsontestsuite/test_parsing/\(file)") else { return }
        #expect(throws: JSONSyntaxError.self) { _ = try Self.parse(url) }
        do { _ = try Self.parse(url) } catch let error as JSONSyntaxError {
            #expect(error.description == expected)
        }
    }

    @Test func rejectedUTF8AndSurrogatesNameTheProblem() throws {
        for (file, expected) in [
            ("i_string_invalid_utf-8.json", "1:3: invalid UTF-8 byte 0xFF"),
            ("i_string_invalid_lonely_surrogate.json", "1:3: lone surrogate \\uD800 (a high surrogate must be followed by a \\u low surrogate)"),
            ("i_string_lone_second_surrogate.json", "1:3: lone surrogate \\uDFAA (a low surrogate without a high surrogate before it)"),
            ("i_string_UTF-16LE_with_BOM.json", "1:1: the file looks UTF-16 encoded; JSON must be UTF-8"),
            ("i_string_utf16BE_no_BOM.json", "1:1: the file looks UTF-16 encoded; JSON must be UTF-8"),
        ] {
            guard let url = SharedData.url("jsontestsuite/test_parsing/\(file)") else { return }
            do {
                _ = try Self.parse(url)
                Issue.record("\(file) was accepted")
            } catch let error as JSONSyntaxError {
                #expect(error.description == expected, "\(file)")
            }
        }
    }
}
