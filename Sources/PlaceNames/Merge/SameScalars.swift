/// Whether two strings have exactly the same Unicode scalars (`==` would equate NFC and NFD spellings).
func sameScalars(_ a: String, _ b: String) -> Bool {
    a.utf8.elementsEqual(b.utf8)
}
