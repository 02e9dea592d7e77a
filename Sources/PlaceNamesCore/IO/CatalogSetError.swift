/// Why the files of a ``CatalogSet`` cannot be one catalog under its ``DuplicatePolicy``.
///
/// The messages say what is wrong with the catalogs; a command line adds what to type about it.
public enum CatalogSetError: Error, CustomStringConvertible, Sendable, Equatable {
    /// Under ``DuplicatePolicy/merge``: files give a place different values. Each diagnostic is one
    /// unresolved conflict, at the later value.
    case conflicts([Diagnostic])
    /// Under ``DuplicatePolicy/reject``: these place ids were read more than once (each listed once, in the
    /// order their second copy was read).
    case duplicateIDs([String])

    /// `the catalogs disagree`, or the ids found twice.
    public var description: String {
        switch self {
        case .conflicts: "the catalogs disagree"
        case .duplicateIDs(let ids):
            "the catalogs share place ids: " + ids.map { "'\($0)'" }.joined(separator: ", ")
        }
    }
}
