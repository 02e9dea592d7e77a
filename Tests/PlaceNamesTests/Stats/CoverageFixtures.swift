import PlaceNames

/// Four places in two countries, with real names: Thailand and Bangkok named in English, Thai and Japanese
/// (Thailand in Arabic too), a Thai city named by its default name alone, and Bosnia and Herzegovina, whose CLDR
/// English name has an `&`.
enum CoverageFixtures {
    static let thailand = Place(id: "iso3166-1:TH", kind: .country, country: "TH",
                                names: [.english: "Thailand", .thai: "ประเทศไทย", .japanese: "タイ", .arabic: "تايلاند"])
    static let bangkok = Place(id: "geonames:1609350", kind: .city, country: "TH",
                               names: [.english: "Bangkok", .thai: "กรุงเทพมหานคร", .japanese: "バンコク"])
    static let phraNakhon = Place(id: "geonames:1607983", kind: .city, defaultName: "Phra Nakhon", country: "TH")
    static let bosnia = Place(id: "iso3166-1:BA", kind: .country, country: "BA",
                              names: [.english: "Bosnia & Herzegovina", .thai: "บอสเนียและเฮอร์เซโกวีนา"])

    static let places = [thailand, bangkok, phraNakhon, bosnia]
}
