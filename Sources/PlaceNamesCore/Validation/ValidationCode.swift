/// A check `names validate` runs, named by the stable kebab-case code its diagnostics carry.
public enum ValidationCode: String, CaseIterable, Sendable, Codable, Comparable {
    // The file as a whole.
    /// The file cannot be read.
    case unreadable = "unreadable"
    /// The file is not valid JSON.
    case notJSON = "not-json"
    /// The JSON is not a PlaceNames catalog (`"format": "placenames-catalog"`).
    case notACatalog = "not-a-catalog"
    /// The catalog's format version is not one this tool reads.
    case unsupportedVersion = "unsupported-version"
    // The catalog's structure.
    /// A value has the wrong JSON type.
    case wrongType = "wrong-type"
    /// A required field is missing.
    case missingField = "missing-field"
    /// A field name is not part of the catalog format (probably misspelt).
    case unknownField = "unknown-field"
    /// An object has the same key twice; one of the values would be lost.
    case duplicateKey = "duplicate-key"
    /// A names key is not a known language.
    case unknownLanguage = "unknown-language"
    /// A place has no id.
    case missingID = "missing-id"
    /// Two places have the same id, in one file or across files.
    case duplicateID = "duplicate-id"
    /// A place has no names and no aliases.
    case noNames = "no-names"
    /// An alias is empty or only whitespace.
    case emptyAlias = "empty-alias"
    /// A place lists the same alias twice.
    case repeatedAlias = "repeated-alias"
    // Each name.
    /// A name is empty or only whitespace.
    case emptyName = "empty-name"
    /// A name has leading, trailing or repeated spaces.
    case whitespace = "whitespace"
    /// A name contains a control character.
    case controlCharacter = "control-character"
    /// A name or alias is not in Unicode NFC (`names validate --fix` rewrites names, not aliases).
    case notNFC = "not-nfc"
    /// A name has letters of a script its language is not written in.
    case scriptMismatch = "script-mismatch"
    /// A name contains a bidi control or a bidi mark its language does not use.
    case bidiControl = "bidi-control"
    /// A name contains a zero-width or other invisible character its language does not use.
    case invisibleCharacter = "invisible-character"
    /// A name mixes scripts in a way that imitates another spelling (UTS #39).
    case mixedScriptConfusable = "mixed-script-confusable"
    /// A preferred name is repeated among its own alternate forms.
    case preferredRepeated = "preferred-repeated"
    /// A name is all upper case or all lower case.
    case suspiciousCase = "suspicious-case"
    // Names of different places.
    /// Two places of the same kind and country have confusable or collation-equal names.
    case probableDuplicate = "probable-duplicate"
    /// A city's name in a language equals its own country's name in that language.
    case cityNamedAfterCountry = "city-named-after-country"
    /// A place's `region` is not a region of its country among the files validated together.
    case brokenRegionLink = "broken-region-link"
    /// A place's `timeZone` is not a zone or link of the machine's tz database.
    case unknownTimeZone = "unknown-time-zone"
    // The baseline (--baseline) itself.
    /// A baseline entry matches no finding any more (fixed: rewrite the baseline to drop it).
    case staleBaseline = "stale-baseline"

    /// How serious a finding of this check is unless `--severity CODE=LEVEL` says otherwise.
    public var defaultSeverity: Severity {
        switch self {
        case .unreadable, .notJSON, .notACatalog, .unsupportedVersion, .wrongType, .missingField, .unknownField,
             .duplicateKey, .unknownLanguage, .missingID, .duplicateID, .emptyName, .emptyAlias, .controlCharacter, .notNFC,
             .bidiControl, .unknownTimeZone:
            .error
        case .noNames, .whitespace, .scriptMismatch, .invisibleCharacter, .mixedScriptConfusable,
             .preferredRepeated, .probableDuplicate, .repeatedAlias, .cityNamedAfterCountry, .brokenRegionLink:
            .warning
        case .suspiciousCase, .staleBaseline:
            .info
        }
    }

    /// What the check looks for, in one line (SARIF rule descriptions and `names validate --help`).
    public var summary: String {
        switch self {
        case .unreadable: "The file cannot be read."
        case .notJSON: "The file is not valid JSON."
        case .notACatalog: "The JSON is not a PlaceNames catalog (\"format\": \"placenames-catalog\")."
        case .unsupportedVersion: "The catalog's format version is not one this tool reads."
        case .wrongType: "A value has the wrong JSON type."
        case .missingField: "A required field is missing."
        case .unknownField: "A field name is not part of the catalog format (probably misspelt)."
        case .duplicateKey: "An object has the same key twice; one of the values would be lost."
        case .unknownLanguage: "A names key is not a known language."
        case .missingID: "A place has no id."
        case .duplicateID: "Two places have the same id, in one file or across files."
        case .noNames: "A place has no names and no aliases."
        case .emptyAlias: "An alias is empty or only whitespace."
        case .repeatedAlias: "A place lists the same alias twice."
        case .emptyName: "A name is empty or only whitespace."
        case .whitespace: "A name has leading, trailing or repeated spaces."
        case .controlCharacter: "A name contains a control character."
        case .notNFC: "A name or alias is not in Unicode NFC (`names validate --fix` rewrites names, not aliases)."
        case .scriptMismatch: "A name has letters of a script its language is not written in."
        case .bidiControl: "A name contains a bidi control or a bidi mark its language does not use."
        case .invisibleCharacter: "A name contains a zero-width or other invisible character its language does not use."
        case .mixedScriptConfusable: "A name mixes scripts in a way that imitates another spelling (UTS #39)."
        case .preferredRepeated: "A preferred name is repeated among its own alternate forms."
        case .suspiciousCase: "A name is all upper case or all lower case."
        case .probableDuplicate: "Two places of the same kind and country have confusable or collation-equal names."
        case .cityNamedAfterCountry: "A city's name in a language equals its own country's name in that language."
        case .unknownTimeZone: "A place's timeZone is not an IANA time zone id the tz database knows."
        case .brokenRegionLink: "A place's region is not a region of its country among the files validated."
        case .staleBaseline: "A baseline entry matches no finding any more (fixed: rewrite the baseline to drop it)."
        }
    }

    public static func < (lhs: ValidationCode, rhs: ValidationCode) -> Bool {
        lhs.rawValue.utf8.lexicographicallyPrecedes(rhs.rawValue.utf8)
    }
}
