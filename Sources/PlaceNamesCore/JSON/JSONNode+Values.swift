extension JSONNode {
    /// The unescaped string, if this is a string (keys are string nodes too).
    public var string: String? {
        entry.tag == .string ? storage.string(at: index) : nil
    }

    /// Whether this is a string with exactly the Unicode scalars of `text` (UTF-8 bytes compared, no normalisation).
    public func isString(_ text: String) -> Bool {
        guard entry.tag == .string else { return false }
        var text = text
        return text.withUTF8 { storage.stringEquals(index, $0) }
    }

    /// The number exactly as written in the file (`1e400`, `-0.0`, `123456789012345678901234567890`).
    public var numberText: String? {
        entry.tag == .number ? storage.numberText(at: index) : nil
    }

    /// The number as an `Int`, if it is a whole number that fits.
    public var int: Int? { integer(as: Int.self) }

    /// The number as an `Int64`, if it is a whole number that fits.
    public var int64: Int64? { integer(as: Int64.self) }

    /// The number as an integer of type `T`, if it is a whole number that fits.
    public func integer<T: FixedWidthInteger>(as type: T.Type) -> T? {
        entry.tag == .number ? storage.integer(at: index, as: T.self) : nil
    }

    /// The number as the nearest `Double`; nil if it is not a number or too large for a Double.
    public var double: Double? {
        entry.tag == .number ? storage.double(at: index) : nil
    }

    /// The boolean, if this is `true` or `false`.
    public var bool: Bool? {
        switch entry.tag {
        case .trueValue: true
        case .falseValue: false
        default: nil
        }
    }

    /// Whether this is `null`.
    public var isNull: Bool { entry.tag == .null }
}
