import PlaceNames

/// One `<trans-unit>` as read, before it is checked: its attributes and the texts of its own children (those
/// inside `<alt-trans>`, earlier translations, are not its own).
struct XLIFFUnit {
    var attributes: [String: String]
    var location: SourceLocation
    var source: String?
    var target: String?
    var targetLocation: SourceLocation?
    var state: String?
    /// A gettext msgctxt kept as a `<context>` (`x-gettext-msgctxt`, or translate-toolkit's `x-po-msgctxt`).
    var msgctxt: String?
    /// translate-toolkit's `x-po-autocomment` contexts: the PO's `#.` comments.
    var autocomments: [String] = []
    /// Whether a `po-entry` or `po-reference` context group says po2xliff wrote the unit.
    var fromPO = false
    /// Whether the unit has already been reported (inline markup in its target).
    var failed = false

    /// The place id: the msgctxt when the unit keeps one, else `resname`; po2xliff's units have neither and
    /// number their `id`s, so theirs is the `id: …` line `names export` writes among a PO entry's comments.
    func placeID(fromPO2XLIFF: Bool) -> String? {
        if let msgctxt { return msgctxt }
        if let resname = attributes["resname"], !resname.isEmpty { return resname }
        guard fromPO2XLIFF || fromPO else { return attributes["id"] }
        for comment in autocomments {
            for line in comment.split(separator: "\n") where line.hasPrefix("id: ") {
                return String(line.dropFirst(4))
            }
        }
        return nil
    }
}
