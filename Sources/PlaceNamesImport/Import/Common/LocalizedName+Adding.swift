import PlaceNames

extension LocalizedName {
    /// Whether the name already holds exactly these Unicode scalars in any of its forms.
    ///
    /// Compares scalars, not `String ==`, so an NFD spelling of a name is kept as the distinct form it is.
    func containsForm(_ text: String) -> Bool {
        forms.contains { $0.value.unicodeScalars.elementsEqual(text.unicodeScalars) }
    }

    /// Adds `text` as a form of `kind` unless the name already has it; a second preferred form becomes a
    /// variant. Returns whether the text was added.
    mutating func add(_ text: String, as kind: NameKind) -> Bool {
        guard !containsForm(text) else { return false }
        self[kind == .preferred ? .variant : kind].append(text)
        return true
    }
}
