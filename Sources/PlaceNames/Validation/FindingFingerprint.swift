/// What a finding is about, wherever it is: its code, place, language and a hash of the offending key or value.
///
/// Baselines match findings by it, never by line, so an entry survives reformatting (minified or indented,
/// CRLF) and reordering of places and files.
public struct FindingFingerprint: Hashable, Sendable, Codable {
    /// The finding's code.
    public var code: String
    /// The id of the place the finding is about, when there is one.
    public var place: String?
    /// The language (raw value) of the name the finding is about, when there is one.
    public var language: String?
    /// FNV-1a (64 bits, 16 hex digits) of the offending key's or value's text; of the message when the finding
    /// points at no value (a file that cannot be read, say).
    public var value: String

    /// Creates a fingerprint.
    public init(code: String, place: String?, language: String?, value: String) {
        self.code = code
        self.place = place
        self.language = language
        self.value = value
    }

    /// The fingerprint of `diagnostic`, whose offending text is `text` (nil: none; the message stands in).
    init(_ diagnostic: Diagnostic, text: String?) {
        var hash = FNV1a64()
        hash.add((text ?? diagnostic.message).utf8)
        self.init(code: diagnostic.code, place: diagnostic.place, language: diagnostic.language, value: hash.hex)
    }
}
