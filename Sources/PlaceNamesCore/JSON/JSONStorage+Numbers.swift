extension JSONStorage {
    /// The text of the number entry at `index`, exactly as written.
    func numberText(at index: Int) -> String {
        let entry = tape[index]
        return bytes.withUnsafeBufferPointer {
            String(decoding: UnsafeBufferPointer(rebasing: $0[Int(entry.offset)..<Int(entry.offset + entry.length)]),
                   as: UTF8.self)
        }
    }

    /// The number at `index` as an exact integer of type `T`, or nil if it has a fraction or does not fit.
    ///
    /// `1.0` and `1e3` are integers too when their value is whole.
    func integer<T: FixedWidthInteger>(at index: Int, as _: T.Type = T.self) -> T? {
        let entry = tape[index]
        guard entry.flags & JSONTapeEntry.isInteger != 0 else {
            return wholeNumber(at: index)
        }
        return bytes.withUnsafeBufferPointer { buffer -> T? in
            var i = Int(entry.offset)
            let end = i + Int(entry.length)
            let negative = buffer[i] == UInt8(ascii: "-")
            if negative { i += 1 }
            var value: T = 0
            while i < end {
                let digit = T(truncatingIfNeeded: buffer[i] &- UInt8(ascii: "0"))
                let (shifted, o1) = value.multipliedReportingOverflow(by: 10)
                let (next, o2) = negative ? shifted.subtractingReportingOverflow(digit)
                                          : shifted.addingReportingOverflow(digit)
                if o1 || o2 { return nil }
                value = next
                i += 1
            }
            return value
        }
    }

    /// A number written with a fraction or exponent whose value is a whole number that fits `T` exactly.
    private func wholeNumber<T: FixedWidthInteger>(at index: Int) -> T? {
        guard let value = double(at: index), value.isFinite, value == value.rounded(),
              abs(value) <= 9_007_199_254_740_992 else { return nil }
        return T(exactly: value)
    }

    /// The number at `index` as the nearest Double, or nil when it is too large for a Double (infinite).
    func double(at index: Int) -> Double? {
        let entry = tape[index]
        let value: Double? = bytes.withUnsafeBufferPointer { buffer in
            let text = UnsafeBufferPointer(rebasing: buffer[Int(entry.offset)..<Int(entry.offset + entry.length)])
            return Self.fastDouble(text) ?? Double(String(decoding: text, as: UTF8.self))
        }
        guard let value, value.isFinite else { return nil }
        return value
    }

    /// The number at `index` as the nearest Float, or nil when it is too large for a Float.
    func float(at index: Int) -> Float? {
        guard let value = Float(numberText(at: index)), value.isFinite else { return nil }
        return value
    }

    private static let exactPowersOfTen: [Double] = [
        1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11,
        1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
    ]

    /// Clinger's fast path: exact when the digits fit in 2^53 and the power of ten is exact (≤ 10^22),
    /// because then one correctly rounded multiply or divide gives the correctly rounded result.
    @inline(__always)
    static func fastDouble(_ text: UnsafeBufferPointer<UInt8>) -> Double? {
        var i = 0
        let negative = text[0] == UInt8(ascii: "-")
        if negative { i = 1 }
        var mantissa: UInt64 = 0
        var digits = 0
        var exponent = 0
        while i < text.count, text[i] &- UInt8(ascii: "0") < 10 {
            mantissa = mantissa &* 10 &+ UInt64(text[i] &- UInt8(ascii: "0"))
            digits += 1
            i += 1
        }
        if i < text.count, text[i] == UInt8(ascii: ".") {
            i += 1
            while i < text.count, text[i] &- UInt8(ascii: "0") < 10 {
                mantissa = mantissa &* 10 &+ UInt64(text[i] &- UInt8(ascii: "0"))
                digits += 1
                exponent -= 1
                i += 1
            }
        }
        guard i == text.count, digits <= 15 else { return nil }
        let value = Double(mantissa)
        let result: Double
        if exponent == 0 {
            result = value
        } else if exponent >= -22 {
            result = value / exactPowersOfTen[-exponent]
        } else {
            return nil
        }
        return negative ? -result : result
    }
}
