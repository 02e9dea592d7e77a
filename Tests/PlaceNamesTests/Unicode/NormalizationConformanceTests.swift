import Testing
import PlaceNames

/// Unicode's own normalisation conformance test (NormalizationTest.txt from Debian's `unicode-data`), every line.
@Suite struct NormalizationConformanceTests {
    static let path = "/usr/share/unicode/NormalizationTest.txt.bz2"

    /// Each data line as its five columns c1...c5.
    static func cases() throws -> [[String]]? {
        guard let text = try UnicodeTestData.bzcat(path) else {
            print("skipped: \(path) not found (apt-get install unicode-data)")
            return nil
        }
        return text.split(separator: "\n").compactMap { line -> [String]? in
            if line.hasPrefix("#") || line.hasPrefix("@") { return nil }
            let columns = line.split(separator: ";", omittingEmptySubsequences: false).prefix(5)
            guard columns.count == 5 else { return nil }
            return columns.map { column in
                var scalars = String.UnicodeScalarView()
                for hex in column.split(separator: " ") {
                    scalars.append(Unicode.Scalar(UInt32(hex, radix: 16)!)!)
                }
                return String(scalars)
            }
        }
    }

    @Test func everyLinePassesAllFourForms() throws {
        guard let cases = try Self.cases() else { return }
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
}
