/// One place of a generated catalog, before it is written: a real record's facts and the names chosen for it.
struct GeneratedPlace {
    var id: String
    var record: NamePools.Record
    /// (language, name) pairs in code point order of the language.
    var names: [(language: String, name: String)]
}
