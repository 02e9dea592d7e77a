extension String {
    /// Whether the two strings have exactly the same Unicode scalars.
    ///
    /// `==` treats canonically equivalent strings as equal (`"é"` precomposed equals `"e\u{301}"`), which hides
    /// the very difference normalisation checks and byte-stable output care about.
    public func isScalarEqual(to other: String) -> Bool {
        utf8.elementsEqual(other.utf8)
    }
}
