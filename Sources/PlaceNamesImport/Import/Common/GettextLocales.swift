import Foundation
import PlaceNames

/// Finding the gettext translations of one domain under a locale root (`/usr/share/locale`), one file per
/// language, for every importer that reads `.mo` files (iso-codes, libgweather).
enum GettextLocales {
    /// The locale folders under `root`, sorted by bytes; `install` names the Debian package to suggest.
    static func folders(in root: String, install: String) throws(ImportError) -> [String] {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root, isDirectory: &isFolder), isFolder.boolValue,
              let names = try? FileManager.default.contentsOfDirectory(atPath: root) else {
            throw .unreadable(path: root,
                              reason: "not a readable folder of gettext locales (apt-get install -y \(install))")
        }
        return names.filter { !$0.hasPrefix(".") }.sorted(by: ImportSource.idOrder)
    }

    /// The `<folder>/LC_MESSAGES/<file>` files to read, one per language: where several folders map to one
    /// language the closest spelling wins (`fil` over `tl`, `ro` over `mo`). Every other file is reported as skipped
    /// with the reason `GettextLocale` gives.
    static func choose(folders: [String], root: String, file: String, report: inout ImportReport)
        -> [(path: String, language: Language)] {
        var candidates: [Language: [(locale: GettextLocale, path: String)]] = [:]
        for folder in folders {
            let path = "\(root)/\(folder)/LC_MESSAGES/\(file)"
            guard FileManager.default.fileExists(atPath: path) else { continue }
            let locale = GettextLocale(folder)
            switch locale.resolve() {
            case .failure(let skip): report.skip(skip.reason, at: path, value: folder)
            case .success(let language): candidates[language, default: []].append((locale, path))
            }
        }
        var chosen: [(path: String, language: Language)] = []
        for (language, list) in candidates {
            let ordered = list.sorted { lhs, rhs in
                let (left, right) = (lhs.locale, rhs.locale)
                return (left.distance(to: language), left.folder) < (right.distance(to: language), right.folder)
            }
            chosen.append((ordered[0].path, language))
            for other in ordered.dropFirst() {
                report.skip("another locale gives \(language.rawValue) names (\(ordered[0].locale.folder))",
                            at: other.path, value: other.locale.folder)
            }
        }
        return chosen.sorted { ImportSource.idOrder($0.path, $1.path) }
    }
}
