/// What a reload did.
public enum ReloadOutcome: Sendable, Equatable {
    /// The new catalog is served: its fingerprint and number of places.
    case reloaded(fingerprint: String, places: Int)
    /// The files were unchanged: nothing was rebuilt.
    case unchanged(fingerprint: String)
    /// The new catalog was refused; the old one is still served.
    case rejected(problems: [String])
    /// Another reload was running; this one did nothing.
    case busy
}
