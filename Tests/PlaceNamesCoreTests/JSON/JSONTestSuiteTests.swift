import Foundation
import Testing
@testable import PlaceNamesCore

/// The JSONTestSuite parsing corpus: the sample in the repository always, the whole corpus from ../shared/data
/// when it is there.
@Suite struct JSONTestSuiteTests {
    static func parse(_ url: URL) throws -> JSONDocument {
        try JSONDocument(data: try Data(contentsOf: url))
    }

    static func expectAccepted(_ files: [URL]) {
        for file in files {
            #expect(throws: Never.self, "\(file.lastPathComponent)") { _ = try Self.parse(file) }
        }
    }

    static func expectRejectedWithALocation(_ files: [URL]) {
        for file in files {
            do {
                _ = try Self.parse(file)
                Issue.record("\(file.lastPathComponent) was accepted")
            } catch let error as JSONSyntaxError {
                #expect(error.line >= 1 && error.column >= 1 && !error.message.isEmpty)
            } catch {
                Issue.record("\(file.lastPathComponent): \(error)")
            }
        }
    }

    @Test func acceptsEveryYFileOfTheSample() throws {
        let files = try JSONTestSuite.sampleFiles(prefix: "y_")
        #expect(files.count == 15)
        Self.expectAccepted(files)
    }

    @Test func rejectsEveryNFileOfTheSampleWithALocatedSyntaxError() throws {
        let files = try JSONTestSuite.sampleFiles(prefix: "n_")
        #expect(files.count == 18)
        Self.expectRejectedWithALocation(files)
    }

    @Test(.needsSharedData(JSONTestSuite.wholeCorpus)) func acceptsEveryYFile() throws {
        let files = try JSONTestSuite.wholeFiles(prefix: "y_")
        #expect(files.count == 95)
        Self.expectAccepted(files)
    }

    @Test(.needsSharedData(JSONTestSuite.wholeCorpus)) func rejectsEveryNFileWithALocatedSyntaxError() throws {
        let files = try JSONTestSuite.wholeFiles(prefix: "n_")
        #expect(files.count == 188)
        Self.expectRejectedWithALocation(files)
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
        let url = JSONTestSuite.sample(file)
        if accepted {
            #expect(throws: Never.self) { _ = try Self.parse(url) }
        } else {
            #expect(throws: JSONSyntaxError.self) { _ = try Self.parse(url) }
        }
    }

    @Test func theSampleHoldsEveryIFile() throws {
        #expect(try JSONTestSuite.sampleFiles(prefix: "i_").count == 35)
    }

    @Test(.needsSharedData(JSONTestSuite.wholeCorpus)) func coversEveryIFile() throws {
        #expect(try JSONTestSuite.wholeFiles(prefix: "i_").map(\.lastPathComponent)
            == JSONTestSuite.sampleFiles(prefix: "i_").map(\.lastPathComponent))
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
        let url = JSONTestSuite.sample(file)
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
            let url = JSONTestSuite.sample(file)
            do {
                _ = try Self.parse(url)
                Issue.record("\(file) was accepted")
            } catch let error as JSONSyntaxError {
                #expect(error.description == expected, "\(file)")
            }
        }
    }
}
