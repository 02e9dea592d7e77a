/// The CLDR facts the generator records about one `Language` case.
struct LanguageRecord: Sendable {
    let bcp47: String
    let icuLocaleID: String
    let englishName: String
    let nativeName: String
    let scripts: [String]
}
