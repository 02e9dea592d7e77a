import PlaceNames

/// Reads an Apple `.strings` file (UTF-8, or UTF-16 with a byte order mark): `"key" = "value";` pairs, the key
/// a place id, with `/* */` and `//` comments. There is no source text; the language is the `th.lproj` folder's
/// unless one is given. Every syntax error is reported (reading resumes at the next line).
enum StringsFileReader {
    static func read(bytes: [UInt8], path: String, language: Language?) throws(ImportError) -> TranslationFile {
        let utf8 = try StringsFileDecoding.utf8(bytes, path: path)
        let text = TranslationText(bytes: utf8, path: path)
        let invalid = text.invalidUTF8()
        guard invalid.isEmpty else { throw .invalid(invalid) }
        var scanner = StringsFileScanner(text)
        var collector = TranslationCollector(text)
        while let pair = scanner.nextPair() {
            if pair.key.failed || pair.value.failed { continue }
            guard !pair.key.text.isEmpty else {
                collector.error("missing-id", "an empty key: the place id is missing", at: pair.key.start)
                continue
            }
            guard collector.claim(pair.key.text, at: pair.key.start, noun: "key") else { continue }
            if pair.value.text.isEmpty {
                collector.skip(.untranslated)
                continue
            }
            collector.entries.append(TranslationEntry(id: pair.key.text, source: nil, target: pair.value.text,
                                                      location: pair.value.location))
        }
        collector.problems += scanner.problems
        return try collector.file(format: .strings, language: language ?? TranslationLanguage.ofFolder(of: path))
    }
}
