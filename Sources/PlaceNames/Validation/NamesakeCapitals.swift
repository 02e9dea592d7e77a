/// The real cities whose name is their own country's name, which the city-named-after-country check leaves out and
/// `names join` lets keep those names: city-states, and capitals and towns the country is named after (or that
/// languages name after the country). Andorra la Vella is not one: its "Andorra" names come from CLDR's zone
/// `Europe/Andorra`, named after the principality. Every id is
/// a place of `Catalogs/cities/`; a city that merely shares its region's name (Chiang Rai, Bangkok) is never
/// checked, so it needs no entry.
package enum NamesakeCapitals {
    /// Place id → why the city is named like its country.
    static let table: [String: String] = [
        "geonames:1880252": "Singapore: a city-state; the city is the country",
        "geonames:2993458": "Monaco: a city-state; the city is the country",
        "geonames:6691831": "Vatican City: a city-state; most languages call both \"Vatican\" (Arabic الفاتيكان)",
        "geonames:3168070": "San Marino: the capital is named like the republic in every language",
        "geonames:2960316": "Luxembourg: the capital the grand duchy is named after (Luxembourgish Lëtzebuerg names both)",
        "geonames:223817": "Djibouti: the capital the republic is named after",
        "geonames:285787": "Kuwait City: Arabic الكويت names both the city and the state",
        "geonames:2411585": "Gibraltar: the territory is the town",
        "geonames:1819729": "Hong Kong: the city is the territory",
        "geonames:1821274": "Macau: the city is the territory",
        "geonames:3598132": "Guatemala City: Ciudad de Guatemala, called Guatemala like the country in most languages",
        "geonames:3703443": "Panama City: Ciudad de Panamá, called Panamá like the country in most languages",
        "geonames:3530597": "Mexico City: Slovak Mexiko (and Spanish México) names both the city and the country",
        "geonames:2507480": "Algiers: Arabic الجزائر names both the city and Algeria, as do Russian Алжир and others",
        "geonames:2464470": "Tunis: Arabic تونس names both the city and Tunisia, as do Russian Тунис and others",
        "geonames:1037390": "Mozambique Island: the town gave the country its name; Portuguese Moçambique names both",
    ]

    /// Whether the place `id` is a city rightly named like its country.
    package static func contains(_ id: String?) -> Bool {
        guard let id else { return false }
        return table[id] != nil
    }
}
