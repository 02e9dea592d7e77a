extension String {
    /// The string with `&`, `<`, `>`, `"` and `'` written as character references: safe as HTML text and inside a
    /// quoted attribute value, since catalogs are free to name a place or a kind `<b>` or `A & B`.
    var htmlEscaped: String {
        guard utf8.contains(where: { $0 == UInt8(ascii: "&") || $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: ">")
                                     || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "'") })
        else { return self }
        var escaped = ""
        escaped.reserveCapacity(utf8.count + 16)
        // Unicode scalars, not Characters: a combining mark after `<` must not hide the `<` in one cluster.
        for scalar in unicodeScalars {
            switch scalar {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "'": escaped += "&#39;"
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }
}
