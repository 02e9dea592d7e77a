/// Lets `DictionaryWrapper<Language, V>` suggest languages the way the rest of PlaceNames does (by raw value,
/// BCP 47 tag, English or native name), rather than by raw-value edit distance alone.
extension Language: KeySuggesting {}
