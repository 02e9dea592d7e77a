/// Findings recorded as known, so a run reports only new ones (as Android lint, SwiftLint and detekt baselines do).
///
/// Entries are keyed by `FindingFingerprint` (code, place, language, a hash of the offending value), never by
/// line, so they survive reformatting and reordering. An entry matches as many findings as its `count`; one that
/// no longer matches them all is reported once as `info[stale-baseline]` at its line in the baseline file.
///
/// ```swift
/// let result = CatalogValidator().validate(files: files)
/// try ValidationBaseline(recording: result).write(to: "Catalogs/.names-baseline.json")
/// let fresh = try ValidationBaseline.read("Catalogs/.names-baseline.json").apply(to: result)
/// ```
public struct ValidationBaseline: Sendable {
    /// One known finding.
    public struct Entry: Sendable, Hashable {
        /// What identifies the finding across runs.
        public var fingerprint: FindingFingerprint
        /// How many findings share the fingerprint.
        public var count: Int
        /// A finding's message, for the people who review the baseline; never matched.
        public var message: String
        /// Where the entry is in the baseline file it was read from.
        public var location: SourceLocation?
    }

    /// The `format` a baseline file declares.
    public static let formatName = "placenames-validation-baseline"

    /// The file the baseline was read from (nil for one recorded in memory).
    public var path: String?
    /// In canonical order: by code, place, language and value.
    public var entries: [Entry]

    /// The findings of `result`, every severity.
    public init(recording result: ValidationResult) {
        var counts: [FindingFingerprint: (count: Int, message: String)] = [:]
        for (diagnostic, fingerprint) in zip(result.diagnostics, result.fingerprints) {
            counts[fingerprint, default: (0, diagnostic.message)].count += 1
        }
        entries = counts.map { Entry(fingerprint: $0.key, count: $0.value.count, message: $0.value.message) }
            .sorted { Self.precedes($0.fingerprint, $1.fingerprint) }
    }

    init(path: String?, entries: [Entry]) {
        self.path = path
        self.entries = entries
    }

    /// The number of findings the baseline holds.
    public var findingCount: Int { entries.reduce(0) { $0 + $1.count } }

    /// `result` without the findings the baseline holds, plus one `stale-baseline` finding per entry that matched
    /// fewer findings than it records (when `severities` keeps that check on).
    public func apply(
        to result: ValidationResult, severities: SeverityConfiguration = SeverityConfiguration()
    ) -> ValidationResult {
        var left: [FindingFingerprint: Int] = [:]
        for entry in entries { left[entry.fingerprint, default: 0] += entry.count }
        var kept = result
        kept.diagnostics = []
        kept.fingerprints = []
        for (diagnostic, fingerprint) in zip(result.diagnostics, result.fingerprints) {
            if let remaining = left[fingerprint], remaining > 0 {
                left[fingerprint] = remaining - 1
                kept.baselined += 1
            } else {
                kept.diagnostics.append(diagnostic)
                kept.fingerprints.append(fingerprint)
            }
        }
        guard let severity = severities.severity(for: .staleBaseline) else { return kept }
        for entry in entries {
            guard let unmatched = left[entry.fingerprint], unmatched > 0 else { continue }
            left[entry.fingerprint] = 0
            let what = [entry.fingerprint.place.map { "place '\(displayed($0))'" },
                        entry.fingerprint.language.map { "language \($0)" }].compactMap { $0 }
            let subject = what.isEmpty ? "" : " (\(what.joined(separator: ", ")))"
            let diagnostic = Diagnostic(
                file: path ?? "baseline", location: entry.location ?? SourceLocation(line: 0, column: 0),
                severity: severity, code: ValidationCode.staleBaseline.rawValue,
                message: "\(unmatched) of \(entry.count) baselined \(entry.fingerprint.code) finding"
                    + "\(entry.count == 1 ? "" : "s")\(subject) no longer found: rewrite the baseline to drop "
                    + (unmatched == 1 ? "it" : "them"),
                place: entry.fingerprint.place, language: entry.fingerprint.language)
            kept.diagnostics.append(diagnostic)
            kept.fingerprints.append(FindingFingerprint(diagnostic, text: nil))
        }
        return kept
    }

    static func precedes(_ a: FindingFingerprint, _ b: FindingFingerprint) -> Bool {
        let left = [a.code, a.place ?? "", a.language ?? "", a.value]
        let right = [b.code, b.place ?? "", b.language ?? "", b.value]
        for (x, y) in zip(left, right) where !x.utf8.elementsEqual(y.utf8) {
            return x.utf8.lexicographicallyPrecedes(y.utf8)
        }
        return false
    }
}
