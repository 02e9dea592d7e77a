/// gettext `Plural-Forms` headers for the languages the gettext manual lists, keyed by language subtag.
enum GettextPluralForms {
    /// The header value for `language`, or nil when gettext documents none (the header is then left out).
    static func header(for language: Language) -> String? {
        if language.bcp47 == "pt-PT" { return twoForms }
        let subtag = String(language.bcp47.prefix { $0 != "-" })
        return table[subtag]
    }

    private static let oneForm = "nplurals=1; plural=0;"
    private static let twoForms = "nplurals=2; plural=(n != 1);"
    private static let twoFormsZeroSingular = "nplurals=2; plural=(n > 1);"
    private static let slavic = "nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && "
        + "(n%100<10 || n%100>=20) ? 1 : 2);"

    private static let table: [String: String] = {
        var table: [String: String] = [:]
        for code in ["ja", "vi", "ko", "th", "zh", "id", "ms", "lo", "my", "km"] { table[code] = oneForm }
        for code in ["en", "de", "nl", "sv", "da", "nb", "nn", "no", "fo", "et", "fi", "hu", "el", "he", "it", "es",
                     "eo", "bg", "tr", "ca", "eu", "gl", "af", "sq", "az", "ka", "kk", "ky", "mn", "sw", "ta",
                     "te", "ur", "hi", "bn", "mr", "gu", "kn", "ml", "pa", "ne", "si", "uz", "ps", "fy", "lb"] {
            table[code] = twoForms
        }
        for code in ["fr", "pt", "ak", "am", "fil", "tl", "oc", "ln", "wa", "hy", "fa"] {
            table[code] = twoFormsZeroSingular
        }
        for code in ["ru", "uk", "be", "sr", "hr", "bs"] { table[code] = slavic }
        table["cs"] = "nplurals=3; plural=(n==1) ? 0 : (n>=2 && n<=4) ? 1 : 2;"
        table["sk"] = table["cs"]
        table["pl"] = "nplurals=3; plural=(n==1 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);"
        table["lv"] = "nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : n != 0 ? 1 : 2);"
        table["lt"] = "nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : n%10>=2 && (n%100<10 || n%100>=20) ? 1 : 2);"
        table["ro"] = "nplurals=3; plural=(n==1 ? 0 : (n==0 || (n%100 > 0 && n%100 < 20)) ? 1 : 2);"
        table["ga"] = "nplurals=5; plural=(n==1 ? 0 : n==2 ? 1 : n>=3 && n<=6 ? 2 : n>=7 && n<=10 ? 3 : 4);"
        table["sl"] = "nplurals=4; plural=(n%100==1 ? 0 : n%100==2 ? 1 : n%100==3 || n%100==4 ? 2 : 3);"
        table["ar"] = "nplurals=6; plural=(n==0 ? 0 : n==1 ? 1 : n==2 ? 2 : n%100>=3 && n%100<=10 ? 3 : "
            + "n%100>=11 ? 4 : 5);"
        table["cy"] = "nplurals=4; plural=(n==1) ? 0 : (n==2) ? 1 : (n != 8 && n != 11) ? 2 : 3;"
        table["is"] = "nplurals=2; plural=(n%10!=1 || n%100==11);"
        table["mk"] = "nplurals=2; plural=(n%10==1 && n%100!=11) ? 0 : 1;"
        return table
    }()
}
