/// The line and column of every finding of files validated together, and of the spots their messages point
/// to, found in one pass over each file's bytes (files on all threads): linear in bytes and findings, however
/// long the lines are.
struct FindingLocations {
    /// Per file: the locations of its findings (in their order), then of related spots other files point to.
    private let located: [[SourceLocation]]
    /// Per file and finding: where its related spot's location is in `located`.
    private let relatedSlots: [[(file: Int, slot: Int)?]]

    init(_ files: [CheckedFile], threads: Int) {
        var offsets = files.map { $0.findings.map(\.offset) }
        var relatedSlots = files.map { [(file: Int, slot: Int)?](repeating: nil, count: $0.findings.count) }
        for f in files.indices {
            for (n, finding) in files[f].findings.enumerated() {
                guard let related = finding.related, files[related.file].document != nil else { continue }
                relatedSlots[f][n] = (related.file, offsets[related.file].count)
                offsets[related.file].append(related.offset)
            }
        }
        let requests = offsets
        let documents = files.map(\.document)
        located = chunkedConcurrently(total: files.count, threads: threads, minimumChunk: 1) { range in
            // One file alone gets both threads for its walk.
            range.map { f in documents[f]?.locations(ofOffsets: requests[f], threads: documents.count == 1 ? threads : 1) ?? [] }
        }.flatMap { $0 }
        self.relatedSlots = relatedSlots
    }

    /// Where finding `finding` of file `file` is; 0:0 for a finding about the whole file.
    func of(file: Int, finding: Int, offset: Int) -> SourceLocation {
        offset < 0 ? SourceLocation(line: 0, column: 0) : located[file][finding]
    }

    /// `file:line:column` of the spot finding `finding` of file `file` points to, or nil when it has none.
    func related(file: Int, finding: Int, paths: [String]) -> String? {
        guard let (other, slot) = relatedSlots[file][finding] else { return nil }
        return "\(paths[other]):\(located[other][slot])"
    }
}
