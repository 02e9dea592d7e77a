import PlaceNames

/// Reading the loosely typed values of outside records: ids written as numbers, populations as floats.
extension JSONNode {
    /// The value as id text: a non-blank string, or a positive whole number (`1609350.0` → `1609350`).
    ///
    /// Zero and negative numbers are absent: sources write -1 or 0 for "no id" (Natural Earth's `GEONAMEID`).
    var idText: String? {
        switch kind {
        case .string:
            guard let text = string, !ImportSource.isBlank(text) else { return nil }
            return text
        case .number:
            guard let value = wholeNumber, value > 0 else { return nil }
            return String(value)
        default:
            return nil
        }
    }

    /// A whole number written as an integer or as a float with no fraction (`6704000`, `1609350.0`).
    var wholeNumber: Int? {
        if let value = int { return value }
        guard let value = double, value.rounded() == value, abs(value) < 9e15 else { return nil }
        return Int(value)
    }

    /// A number, or a string holding one (`"13.75"`), as some APIs write coordinates.
    var looseDouble: Double? {
        if let value = double { return value }
        return string.flatMap { Double($0) }
    }
}
