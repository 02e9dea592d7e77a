/// A place only one of two catalogs has, as a diff lists it: the place, the file it is in, and how many of its names
/// the diff counted.
public struct DiffPlace: Sendable, Hashable {
    /// The place as its catalog has it.
    public let place: Place
    /// The catalog file the place was read from, when known.
    public let file: String?
    /// Its names in the languages compared (all of them, unless the diff was limited to some languages).
    public let nameCount: Int

    /// A place read from `file`, with `nameCount` names compared.
    public init(place: Place, file: String?, nameCount: Int) {
        self.place = place
        self.file = file
        self.nameCount = nameCount
    }

    /// The place's id.
    public var id: String { place.id }
}
