import ArgumentParser
import PlaceNames

/// The catalogs that command-line paths name (files, or folders searched recursively), read in order.
struct CatalogSet {
    let files: [String]
    let inputs: [MergeInput]

    /// Reads every catalog under `paths`, with progress on a terminal. Unreadable paths and files that are
    /// not catalogs throw `CatalogReadError`, which `Names.report` turns into exit code 2 or 1.
    static func read(_ paths: [String]) throws -> CatalogSet {
        let files = try CatalogFiles.find(TypedPath.resolve(paths))
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

    /// The places of every file as one catalog. Several files are merged as `names merge` does without
    /// `--prefer`: a place in two files is one place, and conflicting values are printed and fail the command.
    func mergedPlaces() throws -> [Place] {
        if inputs.count == 1 { return inputs[0].catalog.places }
        let result = CatalogMerger().merge(inputs)
        guard !result.failed else {
            for diagnostic in result.diagnostics { StandardError.write("\(diagnostic)\n") }
            StandardError.write("names: the catalogs disagree; merge them first with names merge --prefer\n")
            throw ExitCode(ExitStatus.findings)
        }
        return result.catalog.places
    }
}
