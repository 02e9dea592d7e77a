import ICUShim

/// Which scripts text is written in (Unicode Script_Extensions), and whether a name fits a language's scripts.
public enum Scripts {
    /// Common (`Zyyy`) and Inherited (`Zinh`): digits, punctuation, combining marks; they fit any script.
    public static let neutral: Set<String> = ["Zyyy", "Zinh"]

    /// The scripts `text` uses: the union of each scalar's Script_Extensions, without Common and Inherited.
    /// `"東京タワー"` gives `[Hani, Hira, Kana]` (the long-vowel mark `ー` counts as Hiragana and Katakana).
    public static func of(_ text: String) -> ScriptSet {
        var bits = [UInt64](repeating: 0, count: (shortNames.count + 63) / 64)
        ICUText.withUTF8(text) { bytes, count in pn_scripts_used(bytes, count, &bits, Int32(bits.count)) }
        var found: [String] = []
        for (word, value) in bits.enumerated() where value != 0 {
            for bit in 0..<64 where value & (1 << UInt64(bit)) != 0 {
                let code = shortName(of: Int32(word * 64 + bit))
                if !neutral.contains(code) { found.append(code) }
            }
        }
        return ScriptSet(found)
    }

    /// Whether every character of `name` belongs to one of `scripts` (ISO 15924 codes) or is neutral.
    ///
    /// Composite codes expand to what they are written with: `Jpan` is Han, Hiragana and Katakana; `Kore` is
    /// Hangul and Han; `Hans`, `Hant` are Han; `Hrkt` is Hiragana and Katakana.
    public static func fits(_ name: String, scripts: [String]) -> Bool {
        let allowed = codes(of: scripts)
        return ICUText.withUTF8(name) { bytes, count in
            pn_scripts_first_misfit(bytes, count, allowed, Int32(allowed.count)) < 0
        }
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

    private static let codeByName: [String: Int32] = Dictionary(
        shortNames.enumerated().map { ($0.element, Int32($0.offset)) }, uniquingKeysWith: { first, _ in first })

    /// ICU script codes of ISO 15924 codes (composites expanded); unknown codes are left out.
    private static func codes(of scripts: [String]) -> [Int32] {
        if scripts.count == 1, let code = codeByName[scripts[0]], !composites.contains(scripts[0]) { return [code] }
        return expand(scripts).compactMap { name in
            if let code = codeByName[name] { return code }
            let code = pn_script_code(name)
            return code >= 0 ? code : nil
        }
    }

    /// ICU's script codes of the ISO 15924 `scripts` (composites such as `Jpan` expanded, unknown codes left out),
    /// for `fits(utf8:codes:)`.
    static func codes(for scripts: [String]) -> [Int32] {
        codes(of: scripts)
    }

    /// Whether every character of the UTF-8 `bytes` belongs to one of the scripts `codes` (from
    /// `codes(for:)`) or to Common/Inherited, without making a String.
    static func fits(utf8 bytes: UnsafeBufferPointer<UInt8>, codes: [Int32]) -> Bool {
        let text = bytes.baseAddress.map { UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self) }
        return pn_scripts_first_misfit(text, Int32(bytes.count), codes, Int32(codes.count)) < 0
    }

    private static let composites: Set<String> = ["Jpan", "Kore", "Hans", "Hant", "Hanb", "Hrkt"]

    private static func shortName(of code: Int32) -> String {
        code >= 0 && Int(code) < shortNames.count ? shortNames[Int(code)] : "Zzzz"
    }
}
