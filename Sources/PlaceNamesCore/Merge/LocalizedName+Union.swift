extension LocalizedName {
    /// Whether any form (preferred or alternate) has exactly these Unicode scalars.
    public func contains(_ form: String) -> Bool {
        if preferred.isScalarEqual(to: form) { return true }
        return NameKind.alternates.contains { kind in self[kind].contains { $0.isScalarEqual(to: form) } }
    }

    /// Adds `other`'s alternate forms that this name does not have yet, each under its own kind.
    mutating func addAlternates(of other: LocalizedName) {
        for kind in NameKind.alternates {
            for form in other[kind] where !contains(form) {
                self[kind].append(form)
            }
        }
    }
}
