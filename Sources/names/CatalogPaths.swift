import ArgumentParser
import PlaceNames

/// The catalog files and folders a command reads (`names validate`, `export`, `stats`, `snapshot`): one
/// `@OptionGroup`, so every command takes them, defaults them and resolves them alike.
struct CatalogPaths: ParsableArguments {
    /// The folder of shipped catalogs, read when no path is given.
    static let defaultFolder = "Catalogs/"

    @Argument(help: "Catalog files or folders.", completion: .file(extensions: ["json"]))
    var paths: [String] = [CatalogPaths.defaultFolder]

    /// The paths as typed, each resolved by `TypedPath` (a path differing only in letter case is used, with a note).
    func resolved() throws(CatalogReadError) -> [String] {
        try TypedPath.resolve(paths)
    }

    /// Every catalog file under the paths, each once.
    func files() throws(CatalogReadError) -> [String] {
        try CatalogSet.files(under: resolved())
    }

    /// Reads every catalog under the paths, with progress on a terminal. Unreadable paths and files that are not
    /// catalogs throw `CatalogReadError`, which `Names.report` turns into exit code 2 or 1.
    func read(policy: DuplicatePolicy, languages: Set<Language>? = nil) throws -> CatalogSet {
        try CatalogSet.read(files(), policy: policy, languages: languages)
    }
}

extension CatalogSet {
    /// Reads `paths` as typed on the command line (see `CatalogPaths`), with progress on a terminal.
    static func read(typed paths: [String], policy: DuplicatePolicy, locating: Bool = false) throws -> CatalogSet {
        try read(CatalogSet.files(under: TypedPath.resolve(paths)), policy: policy, locating: locating)
    }

    /// Reads `files`, with progress on a terminal.
    static func read(
        _ files: [String], policy: DuplicatePolicy, languages: Set<Language>? = nil, locating: Bool = false
    ) throws -> CatalogSet {
        var progress = TerminalProgress("reading", total: files.count)
        defer { progress.finish() }
        return try CatalogSet(files: files, policy: policy, languages: languages, locating: locating) { done, _ in
            progress.update(done)
        }
    }

    /// ``places()``, with what to type when the catalogs disagree: each conflict is printed (with its hint) and the
    /// command fails with exit status 1.
    func placesOrExit() throws -> [Place] {
        do {
            return try places()
        } catch let error as CatalogSetError {
            switch error {
            case .conflicts(let diagnostics):
                for diagnostic in diagnostics { StandardError.write("\(diagnostic.withCommandHint)\n") }
                StandardError.write("names: \(error); merge them first with names merge --prefer\n")
            case .duplicateIDs:
                StandardError.write("names: \(error)\n")
            }
            throw ExitCode(ExitStatus.findings)
        }
    }
}
