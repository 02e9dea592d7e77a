/// Android resource naming: `values-…` folders for languages and string resource names for place ids.
public enum AndroidResources {
    /// The resource folder for a language: `values-th`, `values-pt-rPT`, `values-b+sr+Latn`, `values-b+fil`.
    public static func valuesFolder(for language: Language) -> String {
        let subtags = language.bcp47.split(separator: "-").map(String.init)
        if subtags.count == 1 && subtags[0].count == 2 { return "values-\(subtags[0])" }
        if subtags.count == 2 && subtags[0].count == 2 && subtags[1].count == 2 {
            return "values-\(subtags[0])-r\(subtags[1])"
        }
        return "values-b+" + subtags.joined(separator: "+")
    }

    /// A valid, stable and collision-free resource name for a place id.
    ///
    /// Letters and digits stay; every other character is escaped after an underscore: `__` for `_`, `_h` for
    /// `-`, `_c` for `:`, `_s` for `/`, `_p` for `.`, `_t` for `~`, and `_uXXXX_` (hex code point) for the rest;
    /// `_n` starts names that would begin with a digit or be a Java keyword. The mapping depends on the id
    /// alone and can be undone, so two ids never share a name: `iso3166-1:TH` → `iso3166_h1_cTH`,
    /// `tz:Asia/Bangkok` → `tz_cAsia_sBangkok`.
    public static func resourceName(for id: String) -> String {
        var name = ""
        for scalar in id.unicodeScalars {
            switch scalar {
            case "a"..."z", "A"..."Z", "0"..."9": name.unicodeScalars.append(scalar)
            case "_": name += "__"
            case "-": name += "_h"
            case ":": name += "_c"
            case "/": name += "_s"
            case ".": name += "_p"
            case "~": name += "_t"
            default: name += "_u" + String(scalar.value, radix: 16, uppercase: true) + "_"
            }
        }
        if name.isEmpty || name.first!.isNumber || javaKeywords.contains(name) { name = "_n" + name }
        return name
    }

    /// The place id whose resource name is `name` (the inverse of `resourceName(for:)`), or nil for a name
    /// that function never writes: an unknown escape, a needless `_n`, hex in lower case or with leading zeros.
    public static func placeID(forResourceName name: String) -> String? {
        var rest = Substring(name)
        if rest.hasPrefix("_n") { rest = rest.dropFirst(2) }
        var id = String.UnicodeScalarView()
        var scalars = rest.unicodeScalars.makeIterator()
        while let scalar = scalars.next() {
            guard scalar == "_" else {
                id.append(scalar)
                continue
            }
            switch scalars.next() {
            case "_": id.append("_")
            case "h": id.append("-")
            case "c": id.append(":")
            case "s": id.append("/")
            case "p": id.append(".")
            case "t": id.append("~")
            case "u":
                var hex = ""
                while let digit = scalars.next(), digit != "_" { hex.unicodeScalars.append(digit) }
                guard let value = UInt32(hex, radix: 16), let decoded = Unicode.Scalar(value) else { return nil }
                id.append(decoded)
            default: return nil
            }
        }
        let decoded = String(id)
        // Only the name this id is written as: so two names never give one id, and what is read is what export wrote.
        return resourceName(for: decoded) == name ? decoded : nil
    }

    private static let javaKeywords: Set<String> = [
        "abstract", "assert", "boolean", "break", "byte", "case", "catch", "char", "class", "const", "continue",
        "default", "do", "double", "else", "enum", "extends", "false", "final", "finally", "float", "for", "goto",
        "if", "implements", "import", "instanceof", "int", "interface", "long", "native", "new", "null",
        "package", "private", "protected", "public", "return", "short", "static", "strictfp", "super", "switch",
        "synchronized", "this", "throw", "throws", "transient", "true", "try", "void", "volatile", "while",
    ]
}
