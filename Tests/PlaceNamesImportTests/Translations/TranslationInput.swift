import PlaceNames
import PlaceNamesImport

/// Reading translators' files from bytes in the tests, and what a failed reading says, as a person sees it.
enum TranslationInput {
    static func read(_ text: String, as format: TranslationFormat, path: String = "t",
                     language: Language? = nil) throws(ImportError) -> TranslationFile {
        try TranslationReader.read(bytes: Array(text.utf8), path: path, format: format, language: language)
    }

    /// The lines a failed reading prints (`file:line:column: error[code]: message`); empty when it succeeds.
    static func problems(_ bytes: [UInt8], as format: TranslationFormat, path: String = "t",
                         language: Language? = nil) -> [String] {
        do {
            _ = try TranslationReader.read(bytes: bytes, path: path, format: format, language: language)
            return []
        } catch {
            guard case .invalid(let diagnostics) = error else { return ["not invalid: \(error)"] }
            return diagnostics.map(\.description)
        }
    }

    static func problems(_ text: String, as format: TranslationFormat, path: String = "t",
                         language: Language? = nil) -> [String] {
        problems(Array(text.utf8), as: format, path: path, language: language)
    }
}

extension TranslationFile {
    /// `id=target@line:column` per entry, for comparing a whole file at once.
    var summary: [String] { entries.map { "\($0.id)=\($0.target)@\($0.location)" } }
}
