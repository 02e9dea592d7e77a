/// `U+200B`: a code point as Unicode writes it, at least four upper-case hex digits. The one formatter every
/// message that names a character uses.
package func scalarCode(_ value: UInt32) -> String {
    "U+" + hexDigits(value, minimumCount: 4)
}

/// `U+200B` for a scalar.
package func scalarCode(_ scalar: Unicode.Scalar) -> String {
    scalarCode(scalar.value)
}

/// `value` in upper-case hex, left-padded with zeros to `minimumCount` digits.
package func hexDigits(_ value: UInt32, minimumCount: Int) -> String {
    let hex = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, minimumCount - hex.count)) + hex
}
