import PlaceNames

/// The catalogs that command-line paths name (files, or folders searched recursively), read in order.
struct CatalogSet {
    let files: [String]
    let inputs: [MergeInput]

    /// Reads every catalog under `paths`, with progress on a terminal. Unreadable paths and files that are
    /// not catalogs throw `CatalogReadError`, which `Names.report` turns into exit code 2 or 1.
    static func read(_ paths: [String]) throws -> CatalogSet {
        let files = try CatalogFiles.find(paths)
        var progress = TerminalProgress("reading", total: files.count)
        defer { progress.finish() }
        var inputs: [MergeInput] = []
        inputs.reserveCapacity(files.count)
        for (position, file) in files.enumerated() {
            progress.update(position)
            inputs.append(try MergeInput.read(file))
        }
        return CatalogSet(files: files, inputs: inputs)
    }
}
