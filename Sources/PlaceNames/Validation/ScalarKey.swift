/// A string compared and hashed by its exact UTF-8 bytes: `String`'s own `==` treats canonically
/// equivalent strings as equal, which would hide an NFD id behind its NFC twin.
struct ScalarKey: Hashable, Sendable {
    let text: String

    static func == (a: ScalarKey, b: ScalarKey) -> Bool { a.text.utf8.elementsEqual(b.text.utf8) }

    func hash(into hasher: inout Hasher) {
        var text = text
        text.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
    }
}
