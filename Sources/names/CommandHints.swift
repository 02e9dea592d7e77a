import PlaceNames
import PlaceNamesServer

extension Diagnostic {
    /// The finding with what to type about it on this command line, where there is something: the library says
    /// what is wrong, the tool says which of its flags deals with it.
    var withCommandHint: Diagnostic {
        var hinted = self
        if NFCFix.rewrites(self) {
            hinted.message += "; `names validate --fix` rewrites it"
        } else if code == MergeConflict.code, severity == .error {
            hinted.message += "; choose with --prefer first|last|FILE"
        }
        return hinted
    }
}

extension CatalogStoreError {
    /// The problems, one a line, with what to type about each finding of validation.
    var withCommandHints: String {
        findings.isEmpty ? description : findings.map(\.withCommandHint.description).joined(separator: "\n")
    }
}
