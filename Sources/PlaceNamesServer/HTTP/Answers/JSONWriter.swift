import PlaceNames
import PlaceNamesIndex

/// Writes compact JSON with keys in the order they are written, so responses are byte-stable and cheap to make.
struct JSONWriter {
    private(set) var bytes: [UInt8] = []
    /// Bit `d`: a member or element was written at nesting depth `d`, so the next one needs a comma. Answers nest a
    /// few levels; bits rather than an array of flags, which cost a uniqueness check at every value.
    private var written: UInt64 = 0
    private var depth = 0

    init(capacity: Int = 256) {
        bytes.reserveCapacity(capacity)
    }

    mutating func object(_ body: (inout JSONWriter) -> Void) {
        separate()
        bytes.append(UInt8(ascii: "{"))
        nest(body)
        bytes.append(UInt8(ascii: "}"))
    }

    mutating func array(_ body: (inout JSONWriter) -> Void) {
        separate()
        bytes.append(UInt8(ascii: "["))
        nest(body)
        bytes.append(UInt8(ascii: "]"))
    }

    /// Writes `"key":` inside an object; the value written next belongs to it. A key known when compiled is
    /// plain ASCII that JSON never escapes: its bytes are copied as they are, not looked through for escapes.
    mutating func key(_ key: StaticString) {
        separate()
        key.withUTF8Buffer { key in
            assert(key.allSatisfy { $0 >= 0x20 && $0 < 0x80 && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\") },
                   "a JSON key written as it is must need no escape")
            bytes.append(UInt8(ascii: "\""))
            bytes.append(contentsOf: key)
        }
        bytes.append(UInt8(ascii: "\""))
        bytes.append(UInt8(ascii: ":"))
        written &= ~(1 << UInt64(depth))
    }

    /// Writes `"key":` for a key made at run time (a language's name), escaped as any string.
    mutating func key(text key: String) {
        separate()
        writeString(key)
        bytes.append(UInt8(ascii: ":"))
        written &= ~(1 << UInt64(depth))
    }

    mutating func string(_ value: String) {
        separate()
        writeString(value)
    }

    mutating func int(_ value: Int) {
        separate()
        append(value.description)
    }

    mutating func double(_ value: Double) {
        separate()
        append(value.isFinite ? value.description : "null")
    }

    mutating func bool(_ value: Bool) {
        separate()
        append(value ? "true" : "false")
    }

    mutating func null() {
        separate()
        append("null")
    }

    /// Writes `"key": value` pairs for the common value types.
    mutating func field(_ name: StaticString, _ value: String) { key(name); string(value) }
    mutating func field(_ name: StaticString, _ value: Int) { key(name); int(value) }
    mutating func field(_ name: StaticString, _ value: Bool) { key(name); bool(value) }
    mutating func field(_ name: StaticString, _ values: [String]) {
        key(name)
        strings(values)
    }
    /// `"key": [values]` for a key made at run time (`key(text:)`).
    mutating func field(text name: String, _ values: [String]) {
        key(text: name)
        strings(values)
    }

    private mutating func strings(_ values: [String]) {
        array { for value in values { $0.string(value) } }
    }

    private mutating func separate() {
        if written & 1 << UInt64(depth) != 0 { bytes.append(UInt8(ascii: ",")) }
        written |= 1 << UInt64(depth)
    }

    /// Writes `body` one level deeper.
    private mutating func nest(_ body: (inout JSONWriter) -> Void) {
        precondition(depth < 63, "JSONWriter nests at most 63 levels")
        depth += 1
        written &= ~(1 << UInt64(depth))
        body(&self)
        depth -= 1
    }

    /// Appends `text`'s bytes as they are (a number or a literal), without building an array of them.
    private mutating func append(_ text: String) {
        var text = text
        text.withUTF8 { bytes.append(contentsOf: $0) }
    }

    /// A JSON string with only the escapes JSON requires, so non-ASCII names stay readable UTF-8.
    private mutating func writeString(_ value: String) {
        JSONString.append(value, to: &bytes)
    }
}
