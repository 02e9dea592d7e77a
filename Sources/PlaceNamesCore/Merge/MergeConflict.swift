/// Two inputs that give one place different values for the same field, and how the merge settled it.
public struct MergeConflict: Sendable, Hashable {
    /// One side of a conflict: the value as text and where it was read.
    public struct Value: Sendable, Hashable {
        /// The value as a message shows it (a name, a kind, `13.75, 100.5`).
        public let text: String
        /// The input it was read from.
        public let file: String
        /// Where the value is in `file`; nil for catalogs built in memory.
        public let location: SourceLocation?

        /// `file:line:column`, or the file alone.
        public var position: String { location.map { "\(file):\($0)" } ?? file }
    }

    /// What became of the conflict.
    public enum Resolution: Sendable, Hashable {
        /// No `--prefer` given: the merge fails.
        case unresolved
        /// The earlier value was kept.
        case keptEarlier
        /// The later value replaced the earlier one.
        case keptLater
    }

    /// The id of the place the inputs disagree on.
    public let placeID: String
    /// What they disagree on.
    public let field: MergeField
    /// The value merged so far, from an earlier input (or earlier in the same one).
    public let earlier: Value
    /// The value that disagrees with it, from the input being merged.
    public let later: Value
    /// How the conflict was settled.
    public let resolution: Resolution
    /// Whether the losing name was kept as a variant (always false for fields other than names).
    public let loserKept: Bool

    /// The code of every conflict's diagnostic.
    public static let code = "merge-conflict"

    /// The finding, reported at the later value: an error when unresolved (which side should win is the
    /// caller's to choose), a warning otherwise.
    public var diagnostic: Diagnostic {
        var message = "\(field) of '\(placeID)' is '\(later.text)' here but '\(earlier.text)' in \(earlier.position)"
        let loser: Value
        switch resolution {
        case .unresolved:
            return diagnostic(.error, message)
        case .keptEarlier:
            message += "; kept '\(earlier.text)'"
            loser = later
        case .keptLater:
            message += "; kept '\(later.text)'"
            loser = earlier
        }
        message += loserKept ? ", '\(loser.text)' kept as a variant" : ", '\(loser.text)' dropped"
        return diagnostic(.warning, message)
    }

    /// The conflict with one side's value at `location`.
    func locating(_ location: SourceLocation, later isLater: Bool) -> MergeConflict {
        let side = isLater ? later : earlier
        let located = Value(text: side.text, file: side.file, location: location)
        return MergeConflict(placeID: placeID, field: field, earlier: isLater ? earlier : located,
                             later: isLater ? located : later, resolution: resolution, loserKept: loserKept)
    }

    private func diagnostic(_ severity: Severity, _ message: String) -> Diagnostic {
        var language: String?
        if case .name(let name) = field { language = name.rawValue }
        return Diagnostic(file: later.file, line: later.location?.line ?? 0, column: later.location?.column ?? 0,
                          severity: severity, code: MergeConflict.code, message: message, place: placeID,
                          language: language)
    }
}
