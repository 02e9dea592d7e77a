import PlaceNames

/// The checks every importer applies to a source's text before it becomes a name, so an import never
/// writes what `names validate` calls an error.
enum ImportedText {
    /// Why a source value cannot be a name.
    struct Rejection: Error {
        let reason: String
        let character: String
    }

    /// The text as a name: in NFC (canonically the same text, so nothing a reader sees changes), and whether
    /// normalising changed its scalars; or why it is refused (control characters, bidi embedding/override
    /// controls: data errors, never part of a name).
    static func clean(_ text: String) -> Result<(text: String, normalised: Bool), Rejection> {
        if let control = text.unicodeScalars.first(where: { $0.properties.generalCategory == .control }) {
            return .failure(Rejection(reason: "contains a control character", character: scalarCode(control)))
        }
        if let control = InvisibleCharacters.scan(text).first(where: { $0.kind == .bidiControl }) {
            return .failure(Rejection(reason: "contains a bidi control character", character: control.name))
        }
        let normalised = Normalizer.nfc.normalize(text)
        return .success((normalised, !normalised.unicodeScalars.elementsEqual(text.unicodeScalars)))
    }
}

extension ImportReport {
    /// Runs `ImportedText.clean` and records a refusal as a skip and a normalisation as a note.
    mutating func cleanName(_ text: String, at location: @autoclosure () -> String) -> String? {
        switch ImportedText.clean(text) {
        case .failure(let rejection):
            skip(rejection.reason, at: location(), value: "\(rejection.character): \(text)")
            return nil
        case .success(let cleaned):
            if cleaned.normalised { note("normalised to NFC", at: location(), value: text) }
            return cleaned.text
        }
    }
}
