/// What the catalog reader, walking a file for the validator, records: the problems it found, and what the
/// validator's own checks then read in place (each place's id, kind and country, and every name and alias by
/// the tape index of its string).
package struct CatalogOutline: Sendable {
    /// The problems found, in walk order.
    package var findings: [PendingFinding] = []
    /// One per element of `places` that is an object, in order.
    package var places: [ScannedPlace] = []
    /// Every name string, with its place's position in `places`.
    package var names: [NameToken] = []
    /// Every alias that is not blank.
    package var aliases: [AliasToken] = []

    package init() {}
}
