import Foundation
import PlaceNames

/// Which `geonames.mo` files to read and in which language, by the rules every gettext importer shares
/// (`GettextLocales.choose`): a locale with no Language case, a regional variant or a pseudo-locale is skipped
/// and counted, never guessed.
///
/// One exception: a locale that maps to Chinese (or Cantonese) without saying the script (`zh`, whose
/// likely script is only a guess) is not a Simplified source. It is read apart, after the locales that do say
/// the script (`zh_CN`, `zh_TW`, `zh_HK`), so theirs win, and each of its names is placed by its characters.
enum LibGeoNamesLocales {
    static let file = "geonames.mo"

    /// The files to read, script-stating locales first (in path order), then unscripted Chinese ones.
    static func files(root: String, report: inout ImportReport) throws(ImportError) -> [LibGeoNamesFile] {
        let folders = try GettextLocales.folders(in: root, install: "libgeonames-common")
        var stating: [String] = []
        var unscripted: [(file: LibGeoNamesFile, distance: Int)] = []
        for folder in folders {
            let locale = GettextLocale(folder)
            guard locale.region == nil, locale.modifier == nil, case .success(let language) = locale.resolve(),
                  let pair = scriptPair(of: language) else {
                stating.append(folder)
                continue
            }
            let path = "\(root)/\(folder)/LC_MESSAGES/\(file)"
            guard FileManager.default.fileExists(atPath: path) else { continue }
            let languages = LibGeoNamesFile.Languages.byScript(simplified: pair.simplified, traditional: pair.traditional)
            unscripted.append((LibGeoNamesFile(path: path, folder: folder, languages: languages),
                               locale.distance(to: language)))
        }
        let chosen = GettextLocales.choose(folders: stating, root: root, file: file, report: &report)
            .map { LibGeoNamesFile(path: $0.path, folder: folderName(of: $0.path, root: root), languages: .one($0.language)) }
        // Closest spelling first (`zh` before `cmn`), so it gives a place's name when both tell the same script.
        let ordered = unscripted.sorted { ($0.distance, $0.file.folder.utf8.count, $0.file.folder) < ($1.distance, $1.file.folder.utf8.count, $1.file.folder) }
        return chosen + ordered.map(\.file)
    }

    /// The Simplified and Traditional cases of a language written in either, or nil for any other language.
    static func scriptPair(of language: Language) -> (simplified: Language, traditional: Language)? {
        switch language {
        case .chineseSimplified, .chineseTraditional, .chineseTraditionalHongKong:
            (.chineseSimplified, .chineseTraditional)
        case .cantoneseSimplified, .cantoneseTraditional:
            (.cantoneseSimplified, .cantoneseTraditional)
        default: nil
        }
    }

    private static func folderName(of path: String, root: String) -> String {
        let relative = path.dropFirst(root.count + 1)
        return relative.split(separator: "/").first.map(String.init) ?? String(relative)
    }
}
