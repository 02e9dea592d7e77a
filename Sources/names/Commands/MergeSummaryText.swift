import PlaceNames

/// What `names merge` says it did (or, with --dry-run, would do): one line per input, then the result.
struct MergeSummaryText {
    let result: MergeResult
    /// Lines per input even when there are many of them.
    var verbose = false

    /// Above this many inputs, one total line replaces the per-input lines (a folder of 10,000 files).
    static let perInputLimit = 20

    func lines(output: String?, written: Bool) -> String {
        var lines: [String] = []
        if result.inputs.count > Self.perInputLimit && !verbose {
            let total = result.inputs.reduce(into: MergeResult.InputSummary(file: "")) { total, input in
                total.places += input.places
                total.names += input.names
                total.formsAdded += input.formsAdded
                total.conflicts += input.conflicts
            }
            lines.append("\(count(result.inputs.count, "input")): \(count(total.places, "place")), "
                         + "\(count(total.names, "name")) read, \(count(total.formsAdded, "form")) added to "
                         + "existing names, \(count(total.conflicts, "conflict")) (--verbose: per input)")
        }
        for input in result.inputs where result.inputs.count <= Self.perInputLimit || verbose {
            var parts = [
                "\(input.placesAdded) of \(count(input.places, "place")) added",
                "\(input.namesAdded) of \(count(input.names, "name")) added",
            ]
            if input.formsAdded > 0 { parts.append("\(count(input.formsAdded, "form")) added to existing names") }
            if input.conflicts > 0 { parts.append(count(input.conflicts, "conflict")) }
            lines.append("\(input.file): " + parts.joined(separator: ", "))
        }
        let catalog = result.catalog
        let names = catalog.places.reduce(0) { $0 + $1.names.count }
        let target = output.map { " \($0)" } ?? ""
        lines.append("\(written ? "wrote" : "would write")\(target): \(count(catalog.places.count, "place")), "
                     + "\(count(names, "name"))")
        return lines.joined(separator: "\n") + "\n"
    }

    func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }
}
