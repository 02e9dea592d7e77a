import PlaceNames

/// What `names merge` says it did (or, with --dry-run, would do): one line per input, then the result.
struct MergeSummaryText {
    let result: MergeResult

    func lines(output: String?, written: Bool) -> String {
        var lines: [String] = []
        for input in result.inputs {
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
