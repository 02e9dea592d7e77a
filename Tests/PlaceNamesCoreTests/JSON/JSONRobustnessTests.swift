import Foundation
import Testing
@testable import PlaceNamesCore

/// No input may crash or trap: every prefix and many corruptions of real documents either parse or
/// throw a located error, and decoding whatever parses into the catalog type throws or succeeds.
@Suite struct JSONRobustnessTests {
    static func corpus() throws -> [[UInt8]] {
        try JSONTestSuite.availableFiles(prefix: "").map { try [UInt8](Data(contentsOf: $0)) }
    }

    @Test func everyPrefixOfEveryTestSuiteFileParsesOrFailsWithALocation() throws {
        for bytes in try Self.corpus() where bytes.count < 2_000 {
            for end in 0...bytes.count {
                do {
                    _ = try JSONDocument(bytes: Array(bytes[0..<end]))
                } catch {
                    #expect(error.location.line >= 1 && error.offset <= end)
                }
            }
        }
    }

    @Test func corruptedCatalogsNeverCrashTheParserOrDecoder() throws {
        let original = Array(LocatingJSONDecoderTests.catalog.utf8)
        let replacements: [UInt8] = Array("{}[]\",:\\ 0-1eEtfn\u{7}".utf8) + [0xFF, 0xC3, 0xE0, 0x80]
        var random = SystemRandomNumberGenerator.seeded(42)
        var parsed = 0
        for _ in 0..<3_000 {
            var bytes = original
            for _ in 0..<Int.random(in: 1...3, using: &random) {
                let position = Int.random(in: 0..<bytes.count, using: &random)
                switch Int.random(in: 0..<3, using: &random) {
                case 0: bytes[position] = replacements.randomElement(using: &random)!
                case 1: bytes.remove(at: position)
                default: bytes.insert(replacements.randomElement(using: &random)!, at: position)
                }
            }
            guard let document = try? JSONDocument(bytes: bytes) else { continue }
            parsed += 1
            do {
                _ = try LocatingJSONDecoder().decode(TestCatalog.self, from: document)
            } catch {
                #expect(error.line >= 1 && error.column >= 1)
            }
        }
        #expect(parsed > 0)
    }
}

extension SystemRandomNumberGenerator {
    /// A deterministic generator for tests (SplitMix64), so failures reproduce.
    static func seeded(_ seed: UInt64) -> SplitMix64 { SplitMix64(seed: seed) }
}
