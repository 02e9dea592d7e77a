/// What the catalog reader, walking a file for the validator, records: the problems it found, and what the
/// validator's own checks then read in place (each place's id, kind and country, and every name, alias and
/// default name by the tape index of its string).
package struct CatalogOutline: Sendable {
    /// The problems found, in walk order.
    package var findings: [PendingFinding] = []
    /// One per element of `places` that is an object, in order.
    package var places: [ScannedPlace] = []
    /// Every name string, with its place's position in `places`.
    package var names: [NameToken] = []
    /// Every alias that is not blank.
    package var aliases: [AliasToken] = []
    /// Every default name that is a string, blank or not: the validator reports blank ones with the other checks
    /// of its text.
    package var defaultNames: [DefaultNameToken] = []

    package init() {}
}
