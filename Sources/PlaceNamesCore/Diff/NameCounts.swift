/// How many names a diff found added, removed and changed (each name being one place's name in one language).
public struct NameCounts: Sendable, Hashable {
    /// Names only the new catalog has, those of added places included.
    public var added: Int
    /// Names only the old catalog has, those of removed places included.
    public var removed: Int
    /// Names both catalogs have that differ.
    public var changed: Int

    /// Counts of `added`, `removed` and `changed` names.
    public init(added: Int = 0, removed: Int = 0, changed: Int = 0) {
        self.added = added
        self.removed = removed
        self.changed = changed
    }

    /// Every name counted.
    public var total: Int { added + removed + changed }

    /// Counts one name's change.
    mutating func count(_ change: NameChange.Change, times: Int = 1) {
        switch change {
        case .added: added += times
        case .removed: removed += times
        case .changed: changed += times
        }
    }
}
