/// Reads the HTTP `Accept-Language` header (RFC 9110 §12.5.4) into language ranges.
///
/// Two readings: ``parse(_:)`` throws on the first malformed entry, for callers who want to refuse such a header;
/// ``LanguagePreferences/init(acceptLanguage:)`` skips malformed entries and keeps the rest, as a server should,
/// since browsers, proxies and hand-written clients send odd headers and the reader still wants the readable part.
public enum AcceptLanguage {
    /// The ranges of `header`, most wanted first; ranges of equal weight keep their order, and `q=0` ranges
    /// (explicitly not wanted) are left out. An empty header gives no ranges.
    ///
    /// `th-TH, en;q=0.8, *;q=0.1` gives `th-TH`, `en` (0.8), `*` (0.1).
    /// - Throws: `AcceptLanguageError` for an entry that is not a language range with an optional weight.
    public static func parse(_ header: String) throws(AcceptLanguageError) -> [LanguageRange] {
        var ranges: [LanguageRange] = []
        for entry in entries(of: header) {
            let range = try entry.get()
            if range.quality > 0 { ranges.append(range) }
        }
        return mostWantedFirst(ranges)
    }

    /// Each non-empty list element of `header`, in header order: the range it states (with its weight, `q=0`
    /// included), or why it is not one. The list syntax allows empty elements (`th,,en`); they are no entries.
    static func entries(of header: String) -> [Result<LanguageRange, AcceptLanguageError>] {
        var entries: [Result<LanguageRange, AcceptLanguageError>] = []
        for rawElement in header.split(separator: ",", omittingEmptySubsequences: false) {
            let element = trimmed(rawElement)
            if element.isEmpty { continue }
            entries.append(entry(element))
        }
        return entries
    }

    private static func entry(_ element: Substring) -> Result<LanguageRange, AcceptLanguageError> {
        let parts = element.split(separator: ";", omittingEmptySubsequences: false).map(trimmed)
        let tag = parts[0]
        guard isLanguageRange(tag) else {
            return .failure(AcceptLanguageError(element: String(element), reason: "'\(tag)' is not a language tag"))
        }
        var quality = 1.0
        for parameter in parts.dropFirst() {
            guard parameter.count > 2, parameter.lowercased().hasPrefix("q="),
                  let weight = qvalue(parameter.dropFirst(2)) else {
                return .failure(AcceptLanguageError(
                    element: String(element), reason: "the weight must be written q=0 to q=1 with up to 3 decimals"))
            }
            quality = weight
        }
        return .success(LanguageRange(String(tag), quality: quality))
    }

    /// `ranges` by weight, heaviest first; the header's order decides between equal weights (a stable sort).
    static func mostWantedFirst(_ ranges: [LanguageRange]) -> [LanguageRange] {
        ranges.enumerated()
            .sorted { $0.element.quality != $1.element.quality ? $0.element.quality > $1.element.quality
                                                               : $0.offset < $1.offset }
            .map(\.element)
    }

    /// `1*8ALPHA *("-" 1*8alphanum)` or `*`; `_` is accepted for `-` since people write `zh_TW`.
    static func isLanguageRange(_ text: Substring) -> Bool {
        if text == "*" { return true }
        let subtags = text.split(separator: "-", omittingEmptySubsequences: false)
            .flatMap { $0.split(separator: "_", omittingEmptySubsequences: false) }
        guard let first = subtags.first, first.allSatisfy({ $0.isASCII && $0.isLetter }) else { return false }
        return subtags.allSatisfy { (1...8).contains($0.count) && $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) } }
    }

    /// RFC 9110's qvalue, `( "0" [ "." 0*3DIGIT ] ) / ( "1" [ "." 0*3("0") ] )`: `0`, `0.`, `0.5`, `1`, `1.000`.
    static func qvalue(_ text: Substring) -> Double? {
        let parts = text.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        guard let whole = parts.first, whole == "0" || whole == "1" else { return nil }
        let fraction = parts.count == 2 ? parts[1] : ""
        guard fraction.count <= 3, fraction.allSatisfy({ $0 >= "0" && $0 <= "9" }) else { return nil }
        if whole == "1" { return fraction.allSatisfy { $0 == "0" } ? 1 : nil }
        return Double("0." + (fraction.isEmpty ? "0" : fraction))
    }

    private static func trimmed(_ text: Substring) -> Substring {
        let start = text.firstIndex { $0 != " " && $0 != "\t" } ?? text.endIndex
        let end = text.lastIndex { $0 != " " && $0 != "\t" }.map { text.index(after: $0) } ?? start
        return text[start..<end]
    }
}
