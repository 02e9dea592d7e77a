/// One invisible or direction-changing character found in a name, with where it is.
public struct InvisibleCharacter: Sendable, Hashable, CustomStringConvertible {
    /// Why the character is reported.
    public enum Kind: String, Sendable, Hashable {
        /// Embeddings, overrides and isolates (U+202A–202E, U+2066–2069): they reorder what follows.
        case bidiControl
        /// LRM, RLM, ALM (U+200E, U+200F, U+061C): legitimate only in right-to-left text.
        case bidiMark
        /// Zero-width and other default-ignorable characters (U+200B, U+200C, U+FEFF, U+00AD, ...).
        case ignorable
    }

    /// The character.
    public let scalar: Unicode.Scalar
    /// Its position counted in Unicode scalars from the start of the string.
    public let scalarOffset: Int
    /// Its position counted in UTF-8 bytes from the start of the string.
    public let utf8Offset: Int
    /// Why it is reported.
    public let kind: Kind

    /// `U+200B ZERO WIDTH SPACE`.
    public var name: String {
        let code = scalarCode(scalar)
        guard let name = scalar.properties.name ?? scalar.properties.nameAlias else { return code }
        return code + " " + name
    }

    public var description: String { "\(name) at scalar \(scalarOffset)" }
}
