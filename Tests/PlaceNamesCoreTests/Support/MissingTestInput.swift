/// Thrown by a look-up of something a test needs from outside the repository (the `names` binary, shared data,
/// CLDR, iso-codes, Unicode data) when it is absent. Tests declare such needs with a `needs…` trait, which skips
/// them with the reason; this error is what a test meets if it forgot the trait, so it fails instead of passing.
struct MissingTestInput: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
