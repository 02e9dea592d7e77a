import Foundation
import PlaceNames

/// CLDR's locale inheritance: a locale's parent is the one `supplementalData.xml` names in `<parentLocales>`
/// (`nb` → `no`, `zh_Hant` → `root`), else the locale with its last subtag cut off (`zh_Hans` → `zh`).
public struct CLDRParentLocales: Sendable {
    /// Explicit parents from `<parentLocales>`.
    public private(set) var explicit: [String: String] = [:]

    /// No explicit parents: every parent comes from truncation.
    public init() {}

    /// Reads `<parentLocale parent="no" locales="nb nn"/>` elements; a missing file leaves only truncation.
    public init(supplementalData path: String) {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return }
        for element in text.components(separatedBy: "<parentLocale ").dropFirst() {
            guard let parent = CLDRParentLocales.attribute("parent", in: element),
                  let locales = CLDRParentLocales.attribute("locales", in: element) else { continue }
            for locale in locales.split(separator: " ") { explicit[String(locale)] = parent }
        }
    }

    private static func attribute(_ name: String, in element: String) -> String? {
        guard let start = element.range(of: "\(name)=\"") else { return nil }
        return String(element[start.upperBound...].prefix { $0 != "\"" })
    }

    /// The parent of `localeID`, or nil for `root`.
    public func parent(of localeID: String) -> String? {
        if localeID == "root" { return nil }
        if let parent = explicit[localeID] { return parent }
        guard let cut = localeID.lastIndex(of: "_") else { return "root" }
        return String(localeID[..<cut])
    }

    /// `localeID` and its ancestors, most specific first, up to (not including) `root` or the first ancestor
    /// for which `stop` is true.
    public func chain(from localeID: String, stoppingAt stop: (String) -> Bool) -> [String] {
        var chain = [localeID]
        var current = localeID
        while let next = parent(of: current), next != "root", !stop(next) {
            chain.append(next)
            current = next
        }
        return chain
    }
}
