import PlaceNames

/// One `geonames.mo` file of libgeonames-common and the language its names are in.
struct LibGeoNamesFile: Equatable {
    /// What the locale folder says of the names' language.
    enum Languages: Equatable {
        /// The locale names the language, script included (`th`, `zh_TW`, `zh_CN`).
        case one(Language)
        /// A Chinese locale that does not say the script (`zh`): each name's characters decide, or it is skipped.
        case byScript(simplified: Language, traditional: Language)
    }

    /// `<root>/<folder>/LC_MESSAGES/geonames.mo`.
    let path: String
    /// The locale folder (`zh_TW`), for messages.
    let folder: String
    let languages: Languages
}
