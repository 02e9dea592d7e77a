import PlaceNames
import PlaceNamesImport

/// What an import prints on stderr: counts always, every skipped value with --verbose.
struct ImportSummary {
    let report: ImportReport
    let verbose: Bool

    func print() {
        var lines = [report.summary]
        if verbose {
            lines += report.skips.map { "\($0.location): skipped \($0.reason): \($0.value)" }
            lines += report.notes.map { "\($0.location): note: \($0.reason): \($0.value)" }
        }
        StandardError.write(lines.joined(separator: "\n") + "\n")
    }
}
