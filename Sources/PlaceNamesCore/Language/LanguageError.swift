/// The error for text that names no `Language`; its description suggests the closest ones.
public struct LanguageError: Error, CustomStringConvertible, Equatable, Sendable {
    /// The text as it was given.
    public let input: String
    /// The closest languages, best first (at most three).
    public let suggestions: [Language]

    /// An error for `input`, suggesting the languages closest to it.
    public init(input: String) {
        self.input = input
        self.suggestions = Language.suggestions(for: input, limit: 3)
    }

    /// `unknown language 'thia' — did you mean 'thai'?`
    public var description: String {
        let quoted = suggestions.map { "'\($0.rawValue)'" }
        switch quoted.count {
        case 0:
            return "unknown language '\(input)' — use a name like 'thai' or a BCP 47 tag like 'th'"
        case 1:
            return "unknown language '\(input)' — did you mean \(quoted[0])?"
        default:
            let head = quoted.dropLast().joined(separator: ", ")
            return "unknown language '\(input)' — did you mean \(head) or \(quoted[quoted.count - 1])?"
        }
    }
}
