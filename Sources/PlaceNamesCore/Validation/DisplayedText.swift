/// Text as a message shows it: invisible, control and non-space whitespace characters are written as
/// `<U+200B>`, so a person sees exactly what is in the file.
package func displayed(_ text: String) -> String {
    if text.unicodeScalars.allSatisfy({ !mayBeInvisibleInMessages($0) }) { return text }
    var result = ""
    result.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
        if isInvisibleInMessages(scalar) {
            result += "<\(scalarCode(scalar))>"
        } else {
            result.unicodeScalars.append(scalar)
        }
    }
    return result
}

/// `U+200B ZERO WIDTH SPACE`.
package func scalarCodeAndName(_ scalar: Unicode.Scalar) -> String {
    let code = scalarCode(scalar)
    guard let name = scalar.properties.name ?? scalar.properties.nameAlias ?? controlNames[scalar.value] else {
        return code
    }
    return code + " " + name
}

private func isInvisibleInMessages(_ scalar: Unicode.Scalar) -> Bool {
    if scalar.isASCII { return scalar.value < 0x20 || scalar.value == 0x7F }
    let properties = scalar.properties
    if properties.isDefaultIgnorableCodePoint || properties.isWhitespace { return true }
    switch properties.generalCategory {
    case .control, .format, .lineSeparator, .paragraphSeparator, .privateUse, .unassigned, .surrogate: return true
    default: return false
    }
}

/// A cheap superset of `isInvisibleInMessages`, so most names are shown without looking up properties.
private func mayBeInvisibleInMessages(_ scalar: Unicode.Scalar) -> Bool {
    let v = scalar.value
    if v < 0x80 { return v < 0x20 || v == 0x7F }
    if v < 0xA1 || ScalarClass.isWhitespace(v) || ScalarClass.mayBeInvisible(v) { return true }
    switch v {
    case 0x600...0x605, 0x6DD, 0x70F, 0x890...0x891, 0x8E2, 0xE000...0xF8FF, 0xFFF9...0xFFFB, 0x110BD, 0x110CD,
         0x13430...0x1343F, 0xF0000...:
        return true
    default:
        return false
    }
}

/// Unicode's name aliases of the control characters seen in real data (Swift gives controls no name).
private let controlNames: [UInt32: String] = [
    0x00: "NULL", 0x07: "ALERT", 0x08: "BACKSPACE", 0x09: "CHARACTER TABULATION", 0x0A: "LINE FEED",
    0x0B: "LINE TABULATION", 0x0C: "FORM FEED", 0x0D: "CARRIAGE RETURN", 0x1B: "ESCAPE", 0x7F: "DELETE",
    0x85: "NEXT LINE",
]
