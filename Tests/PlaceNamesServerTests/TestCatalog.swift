import PlaceNames

/// A small catalog with real names (from CLDR and the cities' own languages) for the server tests.
enum TestCatalog {
    static let bangkok = Place(
        id: "tz:Asia/Bangkok", kind: .city, country: "TH", population: 10_539_000,
        names: [
            .english: "Bangkok",
            .thai: LocalizedName("กรุงเทพมหานคร", short: ["กรุงเทพฯ"]),
            .japanese: "バンコク",
            .chineseSimplified: "曼谷",
            .chineseTraditional: "曼谷",
        ])
    static let chiangMai = Place(
        id: "iso3166-2:TH-50", kind: .region, country: "TH",
        names: [.english: "Chiang Mai", .thai: "เชียงใหม่"])
    static let tak = Place(
        id: "iso3166-2:TH-63", kind: .region, country: "TH",
        names: [.english: "Tak", .thai: "ตาก"])
    static let beijing = Place(
        id: "iso3166-2:CN-BJ", kind: .region, country: "CN", population: 21_893_095,
        names: [.english: "Beijing", .chineseSimplified: "北京", .chineseTraditional: "北京", .japanese: "北京"])
    /// A village that shares Beijing's Chinese name: it must rank below the capital.
    static let beijingVillage = Place(
        id: "test:beijing-village", kind: .village, country: "CN",
        names: [.chineseSimplified: "北京"])
    static let serbia = Place(
        id: "iso3166-1:RS", kind: .country, country: "RS",
        names: [.english: "Serbia", .serbianCyrillic: "Србија", .serbianLatin: "Srbija"])
    /// Named in Cyrillic Serbian and English only: a Latin Serbian reader must get English, not Cyrillic.
    static let noviSad = Place(
        id: "test:novi-sad", kind: .city, country: "RS",
        names: [.english: "Novi Sad", .serbianCyrillic: "Нови Сад"])
    static let hongKong = Place(
        id: "iso3166-1:HK", kind: .country, country: "HK",
        names: [.english: "Hong Kong SAR China", .chineseTraditional: "中國香港特別行政區",
                .chineseTraditionalHongKong: "中國香港特別行政區", .chineseSimplified: "中国香港特别行政区"])
    /// Named in Thai only.
    static let banNa = Place(id: "test:ban-na", kind: .village, country: "TH", names: [.thai: "บ้านนา"])

    static let catalog = Catalog(places: [bangkok, chiangMai, tak, beijing, beijingVillage, serbia, noviSad,
                                          hongKong, banNa])
}
