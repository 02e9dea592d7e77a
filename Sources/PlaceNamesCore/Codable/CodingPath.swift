/// A coding path as plain, `Sendable` values, rendered the way people read it: `places[12].names.thai`.
///
/// Every error and report in PlaceNames shows paths through this type, so one place decides how they look:
/// keys are joined with dots, array indices are written `[n]`, and a key that would be ambiguous in that
/// notation (empty, or containing `.`, `[`, `]`, `"`, `\` or whitespace) is written `["a.b"]`.
public struct CodingPath: Hashable, Sendable, CustomStringConvertible {
    /// The path's steps, outermost first.
    public var components: [CodingPathComponent]

    /// Creates a path from its steps.
    public init(_ components: [CodingPathComponent] = []) {
        self.components = components
    }

    /// Creates a path from a decoder's or encoder's `codingPath`.
    public init(_ codingPath: [any CodingKey]) {
        self.components = codingPath.map(CodingPathComponent.init)
    }

    /// This path followed by one more step.
    public func appending(_ component: CodingPathComponent) -> CodingPath {
        CodingPath(components + [component])
    }

    /// The rendered path, `places[12].names.thai`; the empty path renders as the empty string.
    public var description: String {
        var text = ""
        for component in components {
            switch component {
            case .index(let index):
                text += "[\(index)]"
            case .key(let key):
                if CodingPath.needsBrackets(key) {
                    text += "[\"\(CodingPath.escaped(key))\"]"
                } else {
                    if !text.isEmpty { text += "." }
                    text += key
                }
            }
        }
        return text
    }

    private static func needsBrackets(_ key: String) -> Bool {
        if key.isEmpty { return true }
        for byte in key.utf8 {
            switch byte {
            case UInt8(ascii: "."), UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "\""),
                 UInt8(ascii: "\\"), UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"),
                 UInt8(ascii: "\r"):
                return true
            default:
                continue
            }
        }
        return false
    }

    private static func escaped(_ key: String) -> String {
        var text = ""
        for scalar in key.unicodeScalars {
            switch scalar {
            case "\"": text += "\\\""
            case "\\": text += "\\\\"
            case "\n": text += "\\n"
            case "\r": text += "\\r"
            case "\t": text += "\\t"
            default: text.unicodeScalars.append(scalar)
            }
        }
        return text
    }
}

extension Array where Element == any CodingKey {
    /// This coding path rendered for people: `places[12].names.thai` (see ``CodingPath``).
    public var rendered: String {
        CodingPath(self).description
    }
}
