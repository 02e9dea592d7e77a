/// Members numbered by a key suffix, `amenity1`, `amenity2`, … `amenityN`: read as one array, written back
/// the same way.
extension KeyedDecodingContainer where K == DynamicCodingKey {
    /// The values of `stem1`, `stem2`, … in order of their number, skipping `null` members and empty strings.
    ///
    /// ```swift
    /// // {"amenity1": "school", "amenity3": "", "amenity2": "temple", "amenity10": "market"}
    /// try keys.decodeNumbered("amenity", as: String.self)   // ["school", "temple", "market"]
    /// ```
    ///
    /// Numbers need not be contiguous; a key is `stem` followed by decimal digits only (`amenity1a` and
    /// `amenity` are not part of the family). Equal numbers (`amenity01`, `amenity1`) keep code point order.
    public func decodeNumbered<Value: Decodable>(_ stem: String, as type: Value.Type = Value.self) throws -> [Value] {
        var numbered: [(number: Int, key: DynamicCodingKey)] = []
        for key in allKeys {
            if let number = numberedKeyNumber(key.stringValue, stem: stem) {
                numbered.append((number, key))
            }
        }
        numbered.sort {
            $0.number != $1.number
                ? $0.number < $1.number
                : $0.key.stringValue.utf8.lexicographicallyPrecedes($1.key.stringValue.utf8)
        }
        var values: [Value] = []
        values.reserveCapacity(numbered.count)
        for (_, key) in numbered {
            guard let value = try decodeIfPresent(Value.self, forKey: key) else { continue }
            if let text = value as? String, text.isEmpty { continue }
            values.append(value)
        }
        return values
    }
}

extension KeyedEncodingContainer where K == DynamicCodingKey {
    /// Writes `values` as `stem1`, `stem2`, … `stemN`, the shape ``KeyedDecodingContainer/decodeNumbered(_:as:)``
    /// reads.
    public mutating func encodeNumbered<Value: Encodable>(_ values: [Value], stem: String) throws {
        for (offset, value) in values.enumerated() {
            try encode(value, forKey: DynamicCodingKey(stem + String(offset + 1)))
        }
    }
}

/// The number in `amenity12` for the stem `amenity`, or `nil` if the key is not stem + digits.
func numberedKeyNumber(_ key: String, stem: String) -> Int? {
    var utf8 = key.utf8[...]
    for expected in stem.utf8 {
        guard utf8.popFirst() == expected else { return nil }
    }
    guard !utf8.isEmpty, utf8.count <= 18 else { return nil }
    var number = 0
    for byte in utf8 {
        guard KeyCaseConversion.isDigit(byte) else { return nil }
        number = number * 10 + Int(byte - 0x30)
    }
    return number
}
