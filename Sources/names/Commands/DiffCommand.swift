import ArgumentParser
import Foundation
import PlaceNames

/// `names diff`: what differs between two catalogs, place by place, for a reviewer of a change to the catalogs.
struct DiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Show what differs between two catalogs: places, names per language, aliases and fields.",
        discussion: """
            OLD and NEW are each a catalog file or a folder of catalogs, read as names export reads them (a \
            place in two files of one side is one place; names that disagree fail). Places are matched by id. \
            Listed in code point order of their ids: places added (+) and removed (-), with their kind, country, \
            default name, names count and file; and each changed place (~) with the file it is in on the NEW \
            side, then under it its names added, removed and changed per language (languages in code point \
            order; the preferred name as old → new, alternate forms short, variants, colloquial and historic \
            indented once more), aliases added and removed, and its other fields that changed (kind, \
            defaultName, country, region, coordinate, population, codes.<system>). A summary line ends the \
            output: places changed, added and removed; names added, removed and changed (names of added and \
            removed places included), each with its three languages with the most. Texts are compared by their \
            bytes, never as canonically equivalent: a name rewritten from NFD to NFC is a change, shown with the \
            code points that differ; invisible characters are written \\u{XXXX}. --lang limits the names \
            compared to some languages (aliases and fields are always compared).

            --format json writes one JSON document with the same information: "summary" ("places": old, new, \
            added, removed, changed; "names": added, removed, changed; "languages": each language's counts, \
            most names first), "languagesCompared" (the --lang languages, or null), and "places", in id order, \
            each with "change" (added, removed or changed), "id", "kind", "defaultName", "country", "file"; \
            added and removed places have "nameCount", changed ones "names" (each: "language", "change", \
            "old" and "new" written as a catalog writes a name, and "forms": the alternate kinds that changed, \
            with "kind", "removed", "added", "reordered"), "aliases" ("removed", "added", "reordered"; null \
            when unchanged) and "fields" (each: "field", "system" for codes, "old" and "new", null when absent).

            Exit codes, as diff's: 0 the catalogs are the same, 1 they differ, 2 usage errors, paths that \
            cannot be read, files that are not catalogs and sides whose files disagree.

            Examples:
              names diff Catalogs/ ../review/Catalogs/
              names diff Catalogs/cities/TH.json new-TH.json --lang thai --lang lao
              names diff --format json Catalogs/ ../review/Catalogs/ > diff.json
            """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, json
    }

    @Argument(help: "The old catalog file or folder.", completion: .file(extensions: ["json"]))
    var old: String

    @Argument(help: "The new catalog file or folder.", completion: .file(extensions: ["json"]))
    var new: String

    @Option(help: "Output format: text (for a reviewer) or json (for tools).")
    var format: Format = .text

    @Option(name: .customLong("lang"),
            help: ArgumentHelp("Compare only names in this language (repeatable; raw values or BCP 47 tags).",
                               valueName: "language"),
            transform: Language.argument)
    var languages: [Language] = []

    func run() throws {
        let diff: CatalogDiff
        do {
            diff = try compare()
        } catch let failure as CatalogReadError {
            StandardError.write("names: \(failure)\n")
            throw ExitCode(ExitStatus.usage)
        } catch is ExitCode {
            // A side whose files disagree (placesOrExit said why): trouble, not a difference.
            throw ExitCode(ExitStatus.usage)
        }
        StandardOutput.write(format == .json ? diff.json() : diff.text())
        if !diff.isEmpty { throw ExitCode(ExitStatus.findings) }
    }

    /// Reads both sides, the old one on a thread of its own while this one reads the new, and compares them.
    private func compare() throws -> CatalogDiff {
        let oldFiles = try CatalogSet.files(under: TypedPath.resolve([old]))
        let newFiles = try CatalogSet.files(under: TypedPath.resolve([new]))
        let languages = languages.isEmpty ? nil : Set(languages)
        let oldRead = SideRead()
        let other = OtherThread.start {
            oldRead.result = Result { () throws(CatalogReadError) in
                try CatalogSet(files: oldFiles, policy: .merge, languages: languages)
            }
        }
        let newSet: CatalogSet
        do {
            newSet = try CatalogSet.read(newFiles, policy: .merge, languages: languages)
        } catch {
            other.wait()
            throw error
        }
        other.wait()
        let oldSet = try oldRead.result!.get()
        let oldSide = DiffSide(places: try oldSet.placesOrExit(), in: oldSet)
        let newSide = DiffSide(places: try newSet.placesOrExit(), in: newSet)
        return CatalogDiff(old: oldSide, new: newSide, languages: languages)
    }
}

/// The old side's catalogs, read on another thread and read here only after it has been waited for.
private final class SideRead: @unchecked Sendable {
    var result: Result<CatalogSet, CatalogReadError>?
}
