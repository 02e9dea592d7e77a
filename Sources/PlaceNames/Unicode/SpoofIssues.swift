/// What UTS #39 security checks found suspicious about a string (bit values are ICU's `USpoofChecks`).
public struct SpoofIssues: OptionSet, Sendable, Hashable, CustomStringConvertible {
    public let rawValue: Int32
    public init(rawValue: Int32) { self.rawValue = rawValue }

    /// Two strings of one script look alike (comparison only).
    public static let singleScriptConfusable = SpoofIssues(rawValue: 1)
    /// Mixes scripts and looks like text in fewer scripts (`pаypal` with a Cyrillic `а`).
    public static let mixedScriptConfusable = SpoofIssues(rawValue: 2)
    /// Written wholly in one script yet looks like text in another (Cyrillic `сосо` vs Latin `coco`).
    public static let wholeScriptConfusable = SpoofIssues(rawValue: 4)
    /// Mixes scripts beyond ICU's moderately restrictive level (Latin with Cyrillic, Greek or Cherokee).
    public static let restrictionLevel = SpoofIssues(rawValue: 16)
    /// Repeated non-spacing marks or other invisible combinations.
    public static let invisible = SpoofIssues(rawValue: 32)
    /// Characters outside UTS #39's recommended identifier set.
    public static let characterLimit = SpoofIssues(rawValue: 64)
    /// Digits from more than one numbering system.
    public static let mixedNumbers = SpoofIssues(rawValue: 128)
    /// A combining dot over a letter that already has one (`i̇`).
    public static let hiddenOverlay = SpoofIssues(rawValue: 256)

    public var description: String {
        let names: [(SpoofIssues, String)] = [
            (.singleScriptConfusable, "singleScriptConfusable"), (.mixedScriptConfusable, "mixedScriptConfusable"),
            (.wholeScriptConfusable, "wholeScriptConfusable"), (.restrictionLevel, "restrictionLevel"),
            (.invisible, "invisible"), (.characterLimit, "characterLimit"), (.mixedNumbers, "mixedNumbers"),
            (.hiddenOverlay, "hiddenOverlay"),
        ]
        return "[" + names.filter { contains($0.0) }.map(\.1).joined(separator: ", ") + "]"
    }
}
