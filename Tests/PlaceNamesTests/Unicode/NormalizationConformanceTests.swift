import Testing
import PlaceNames

/// Unicode's own normalisation conformance test (NormalizationTest.txt from Debian's `unicode-data`), every line.
@Suite(.needsUnicodeData) struct NormalizationConformanceTests {
    /// Each data line as its five columns c1...c5, and the code points Part 1 lists.
    static func cases() throws -> (lines: [[String]], part1: Set<UInt32>) {
        let text = try UnicodeTestData.bzcat(UnicodeTestData.normalizationTest)
        var part = ""
        var part1 = Set<UInt32>()
        let lines = text.split(separator: "\n").compactMap { line -> [String]? in
            if line.hasPrefix("@") { part = String(line.prefix { $0 != " " }) }
            if line.hasPrefix("#") || line.hasPrefix("@") { return nil }
            let columns = line.split(separator: ";", omittingEmptySubsequences: false).prefix(5)
            guard columns.count == 5 else { return nil }
            if part == "@Part1", let hex = columns.first, let value = UInt32(hex, radix: 16) { part1.insert(value) }
            return columns.map { column in
                var scalars = String.UnicodeScalarView()
                for hex in column.split(separator: " ") {
                    scalars.append(Unicode.Scalar(UInt32(hex, radix: 16)!)!)
                }
                return String(scalars)
            }
        }
        return (lines, part1)
    }

    @Test func everyLinePassesAllFourForms() throws {
        let (cases, _) = try Self.cases()
        #expect(cases.count > 19_000)
        let nfc = Normalizer.nfc, nfd = Normalizer.nfd, nfkc = Normalizer.nfkc, nfkd = Normalizer.nfkd
        var failures: [String] = []
        func same(_ a: String, _ b: String, _ what: String, _ line: [String]) {
            if !a.isScalarEqual(to: b), failures.count < 20 {
                failures.append("\(what): \(line.map { $0.unicodeScalars.map { String($0.value, radix: 16) } })")
            }
        }
        for c in cases {
            // c2 == toNFC(c1) == toNFC(c2) == toNFC(c3); c4 == toNFC(c4) == toNFC(c5)
            for i in [0, 1, 2] { same(nfc.normalize(c[i]), c[1], "NFC(c\(i + 1))", c) }
            for i in [3, 4] { same(nfc.normalize(c[i]), c[3], "NFC(c\(i + 1))", c) }
            // c3 == toNFD(c1) == toNFD(c2) == toNFD(c3); c5 == toNFD(c4) == toNFD(c5)
            for i in [0, 1, 2] { same(nfd.normalize(c[i]), c[2], "NFD(c\(i + 1))", c) }
            for i in [3, 4] { same(nfd.normalize(c[i]), c[4], "NFD(c\(i + 1))", c) }
            // c4 == toNFKC(c1...c5); c5 == toNFKD(c1...c5)
            for i in 0..<5 { same(nfkc.normalize(c[i]), c[3], "NFKC(c\(i + 1))", c) }
            for i in 0..<5 { same(nfkd.normalize(c[i]), c[4], "NFKD(c\(i + 1))", c) }
            // The quick answer agrees with normalising and comparing.
            for form in [nfc, nfd, nfkc, nfkd] {
                for text in c where form.isNormalized(text) != form.normalize(text).isScalarEqual(to: text) {
                    if failures.count < 20 { failures.append("isNormalized \(form) \(text.unicodeScalars.map(\.value))") }
                }
            }
        }
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
    }

    /// Every code point Part 1 does not list is left alone by all four forms.
    @Test func codePointsNotInPart1AreUnchanged() throws {
        let (_, part1) = try Self.cases()
        #expect(part1.count > 10_000)
        var changed: [String] = []
        var count = 0
        for value in UInt32(0)...0x10FFFF where !part1.contains(value) {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let text = String(Character(scalar))
            for form in [Normalizer.nfc, .nfd, .nfkc, .nfkd] where !form.normalize(text).isScalarEqual(to: text) {
                count += 1
                if changed.count < 20 { changed.append("U+\(String(value, radix: 16, uppercase: true)) \(form)") }
            }
        }
        #expect(count == 0, "\(count) changed, first: \(changed)")
    }
}
