/// Cities whose name is, in some languages, their own country's name, rightly: city-states and capitals named
/// like their country. The join keeps these names and `names validate` does not report them.
enum NamesakeCapitals {
    /// Place id → why the city shares its country's name.
    static let all: [String: String] = [
        "geonames:1819729": "Hong Kong: the city is the territory",
        "geonames:1880252": "Singapore: a city-state",
        "geonames:3703443": "Panama City: Panamá names both in Spanish and most languages",
        "geonames:2993458": "Monaco: a city-state",
        "geonames:3598132": "Guatemala City: Guatemala names both in Spanish",
        "geonames:285787": "Kuwait City: الكويت names both in Arabic",
        "geonames:2411585": "Gibraltar: the town is the territory",
        "geonames:3168070": "San Marino: the city is named as the state",
        "geonames:2960316": "Luxembourg: the city is named as the country",
        "geonames:223817": "Djibouti: the city is named as the country",
        "geonames:1821274": "Macau: the city is the territory",
        "geonames:6691831": "Vatican City: a city-state",
        "geonames:2464470": "Tunis: تونس names both in Arabic",
        "geonames:2507480": "Algiers: الجزائر names both in Arabic, Алжир in Russian",
        "geonames:3530597": "Mexico City: México names both in Spanish",
        "geonames:1037390": "Mozambique Island: the town gave the country its name, Moçambique names both",
    ]

    static func contains(_ id: String) -> Bool { all[id] != nil }
}
