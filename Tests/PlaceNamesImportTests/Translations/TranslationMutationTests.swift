import Testing
import PlaceNames
import PlaceNamesImport

/// Real samples of every format with bytes changed, dropped and repeated at random: each is read or refused with
/// diagnostics, never a trap (the run stops at the first crash, so passing is the assertion), and every
/// diagnostic has a location inside the file or none.
@Suite struct TranslationMutationTests {
    static let samples: [(String, TranslationFormat)] = [
        (GettextReaderTests.poedit, .po), (XLIFFReaderTests.xcode, .xliff), (XLIFFReaderTests.po2xliff, .xliff),
        (StringCatalogReaderTests.xcode, .xcstrings), (StringsFileReaderTests.sample, .strings),
        (AndroidStringsReaderTests.sample, .android), (TranslationTableReaderTests.csv, .csv),
        (TranslationTableReaderTests.json, .json),
    ]
    /// Bytes that mean something to one format or another.
    static let interesting = Array("\"\\<>&;=,{}[]#~|:\n\r\t /*u0xX1".utf8) + [0x00, 0xC3, 0xE0, 0xFF, 0xFE, 0x80]

    @Test func mutatedSamplesNeverTrap() {
        let seed = UInt64(20261203)
        var random = SplitMix64(seed: seed)
        for (sample, format) in Self.samples {
            let original = Array(sample.utf8)
            for _ in 0..<150 {
                var bytes = original
                for _ in 0..<Int.random(in: 1...4, using: &random) where !bytes.isEmpty {
                    let at = Int.random(in: 0..<bytes.count, using: &random)
                    switch Int.random(in: 0..<3, using: &random) {
                    case 0: bytes[at] = Self.interesting.randomElement(using: &random) ?? 0
                    case 1: bytes.remove(at: at)
                    default: bytes.insert(contentsOf: bytes[at..<min(at + 8, bytes.count)], at: at)
                    }
                }
                let lines = bytes.split(omittingEmptySubsequences: false) { $0 == 0x0A || $0 == 0x0D }.count
                for problem in problemsOf(bytes, format) {
                    #expect(problem.line >= 0 && problem.line <= lines + 1, "seed \(seed): \(problem)")
                }
            }
        }
    }

    private func problemsOf(_ bytes: [UInt8], _ format: TranslationFormat) -> [Diagnostic] {
        do {
            _ = try TranslationReader.read(bytes: bytes, path: "t", format: format, language: .thai)
            return []
        } catch {
            if case .invalid(let diagnostics) = error { return diagnostics }
            return []
        }
    }
}
