import ICUShim

/// Which scripts text is written in (Unicode Script_Extensions), and whether a name fits a language's scripts.
public enum Scripts {
    /// Common (`Zyyy`) and Inherited (`Zinh`): digits, punctuation, combining marks; they fit any script.
    public static let neutral: Set<String> = ["Zyyy", "Zinh"]

    /// The scripts `text` uses: the union of each scalar's Script_Extensions, without Common and Inherited.
    /// `"東京タワー"` gives `[Hani, Hira, Kana]` (the long-vowel mark `ー` counts as Hiragana and Katakana).
    public static func of(_ text: String) -> ScriptSet {
        var found = Set<String>()
        for scalar in text.unicodeScalars {
            let codes = extensions(of: scalar)
            if codes.count == 1, neutral.contains(codes[0]) { continue }
            found.formUnion(codes.filter { !neutral.contains($0) })
        }
        return ScriptSet(found)
    }

    /// Whether every character of `name` belongs to one of `scripts` (ISO 15924 codes) or is neutral.
    ///
    /// Composite codes expand to what they are written with: `Jpan` is Han, Hiragana and Katakana; `Kore` is
    /// Hangul and Han; `Hans`, `Hant` are Han; `Hrkt` is Hiragana and Katakana.
    public static func fits(_ name: String, scripts: [String]) -> Bool {
        let allowed = expand(scripts)
        for scalar in name.unicodeScalars {
            let codes = extensions(of: scalar)
            if codes.contains(where: { neutral.contains($0) || allowed.contains($0) }) { continue }
            return false
        }
        return true
    }

    /// The characters of `name` that fit none of `scripts`, for saying what is wrong.
    public static func misfits(in name: String, scripts: [String]) -> [Unicode.Scalar] {
        let allowed = expand(scripts)
        return name.unicodeScalars.filter { scalar in
            !extensions(of: scalar).contains { neutral.contains($0) || allowed.contains($0) }
        }
    }

    /// `scripts` with composite codes expanded into the scripts they combine.
    public static func expand(_ scripts: [String]) -> Set<String> {
        var result = Set<String>()
        for code in scripts {
            result.insert(code)
            switch code {
            case "Jpan": result.formUnion(["Hani", "Hira", "Kana"])
            case "Kore": result.formUnion(["Hang", "Hani"])
            case "Hans", "Hant": result.insert("Hani")
            case "Hanb": result.formUnion(["Hani", "Bopo"])
            case "Hrkt": result.formUnion(["Hira", "Kana"])
            default: break
            }
        }
        return result
    }

    /// The Script_Extensions of one scalar as ISO 15924 codes (`Zyyy` for Common, `Zinh` for Inherited).
    public static func extensions(of scalar: Unicode.Scalar) -> [String] {
        if scalar.isASCII {
            let v = scalar.value
            let letter = (v >= 0x41 && v <= 0x5A) || (v >= 0x61 && v <= 0x7A)
            return letter ? ["Latn"] : ["Zyyy"]
        }
        var codes = [Int32](repeating: 0, count: 16)
        var status: Int32 = 0
        var n = Int(pn_script_extensions(scalar.value, &codes, Int32(codes.count), &status))
        if n > codes.count {
            codes = [Int32](repeating: 0, count: n)
            n = Int(pn_script_extensions(scalar.value, &codes, Int32(n), &status))
        }
        return codes.prefix(max(0, n)).map { shortName(of: $0) }
    }

    private static let shortNames: [String] = (0..<pn_script_code_limit()).map { code in
        pn_script_short_name(code).map { String(cString: $0) } ?? "Zzzz"
    }

    private static func shortName(of code: Int32) -> String {
        code >= 0 && Int(code) < shortNames.count ? shortNames[Int(code)] : "Zzzz"
    }
}
