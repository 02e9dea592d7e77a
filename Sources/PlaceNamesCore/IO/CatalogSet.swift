/// The catalogs that a list of paths names (files, or folders searched recursively for `*.json`), read in
/// order and made one list of places under one ``DuplicatePolicy``: the single meaning of "the catalogs
/// under these paths" for validation, export, statistics, serving and snapshots.
///
/// Files are read once; each keeps only the names in `languages` when given (exports need a few languages
/// of a large catalog). A file is read without the map that locates its values, unless `locating` asks for
/// it: ``places()`` reads the files again with their maps only when a merge finds a place in two files, so
/// its conflicts are reported at file:line:column.
public struct CatalogSet: Sendable {
    /// The catalog files, each once, in the order they were found (see ``CatalogFiles/find(_:)``).
    public let files: [String]
    /// What a place id in more than one file means.
    public let policy: DuplicatePolicy
    /// The languages each place keeps; nil keeps every name.
    public let languages: Set<Language>?
    /// Each file's catalog, in the order of ``files``.
    public let inputs: [MergeInput]

    /// The catalog files under `paths`, each once (see ``CatalogFiles/find(_:)``), without reading them.
    /// - Throws: `CatalogReadError.unreadable` for a path that does not exist or cannot be listed.
    public static func files(under paths: [String]) throws(CatalogReadError) -> [String] {
        try CatalogFiles.find(paths)
    }

    /// Reads every catalog file under `paths`.
    /// - Parameters:
    ///   - paths: catalog files, or folders searched recursively for `*.json`.
    ///   - policy: what a place id in two files means to ``places()``.
    ///   - languages: the languages each place keeps; nil keeps every name.
    ///   - locating: whether to keep each file's source map now (for a merge of ``inputs`` that always
    ///     locates its conflicts, such as one with a preference).
    ///   - progress: called with the number of files read before each file.
    /// - Throws: `CatalogReadError` naming the path or file (and line and column) that could not be read.
    public init(
        paths: [String], policy: DuplicatePolicy, languages: Set<Language>? = nil, locating: Bool = false,
        progress: (_ done: Int, _ total: Int) -> Void = { _, _ in }
    ) throws(CatalogReadError) {
        try self.init(files: CatalogSet.files(under: paths), policy: policy, languages: languages,
                      locating: locating, progress: progress)
    }

    /// Reads `files` (paths of files, not folders), in order; see ``init(paths:policy:languages:locating:progress:)``.
    public init(
        files: [String], policy: DuplicatePolicy, languages: Set<Language>? = nil, locating: Bool = false,
        progress: (_ done: Int, _ total: Int) -> Void = { _, _ in }
    ) throws(CatalogReadError) {
        var inputs: [MergeInput] = []
        inputs.reserveCapacity(files.count)
        for (position, file) in files.enumerated() {
            progress(position, files.count)
            inputs.append(try MergeInput.read(file, languages: languages, locating: locating))
        }
        self.files = files
        self.policy = policy
        self.languages = languages
        self.inputs = inputs
    }

    /// The places of every file as one list.
    ///
    /// When no place id is read twice (in two files, or twice in one), the places come in file order under
    /// either policy. Otherwise ``DuplicatePolicy/merge`` merges every file (places then in code point order of
    /// their ids) and ``DuplicatePolicy/reject`` fails.
    /// - Throws: ``CatalogSetError`` when the files cannot be one catalog under ``policy``;
    ///   `CatalogReadError` when a file cannot be read again to locate a merge's conflicts.
    public func places() throws -> [Place] {
        let duplicates = duplicateIDs()
        if duplicates.isEmpty { return inputs.count == 1 ? inputs[0].catalog.places : inputs.flatMap(\.catalog.places) }
        switch policy {
        case .reject:
            throw CatalogSetError.duplicateIDs(duplicates)
        case .merge:
            let located = inputs.allSatisfy { $0.sourceMap != nil }
                ? inputs : try files.map { file throws(CatalogReadError) in
                    try MergeInput.read(file, languages: languages, locating: true)
                }
            let result = CatalogMerger().merge(located)
            guard !result.failed else {
                throw CatalogSetError.conflicts(result.diagnostics)
            }
            return result.catalog.places
        }
    }

    /// Each id read more than once, in the order its second reading comes. The places are read in place, by
    /// index: a `for place in` loop copies every place, retaining each of its fields, which showed in export
    /// profiles.
    private func duplicateIDs() -> [String] {
        var ids = PlaceIDSet(minimumCapacity: inputs.reduce(0) { $0 + $1.catalog.places.count })
        var duplicates: [String] = []
        var reported = PlaceIDSet()
        for input in inputs {
            let places = input.catalog.places
            for index in places.indices where !ids.insert(places[index].id) && reported.insert(places[index].id) {
                duplicates.append(places[index].id)
            }
        }
        return duplicates
    }
}
