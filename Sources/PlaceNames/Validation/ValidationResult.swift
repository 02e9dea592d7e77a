/// What a validation run found: its diagnostics in a stable order, and how much it checked.
public struct ValidationResult: Sendable, Hashable {
    /// Every finding, ordered by file (in the order files were given), line, column and code.
    public var diagnostics: [Diagnostic]
    /// The number of files checked (readable or not).
    public var fileCount: Int
    /// The number of places found in catalogs.
    public var placeCount: Int
    /// The number of name strings checked (preferred and alternate forms).
    public var nameCount: Int
    /// What each diagnostic is about, in the order of `diagnostics`, for baselines (empty when not computed).
    public var fingerprints: [FindingFingerprint]
    /// The number of findings a baseline left out (see `ValidationBaseline.apply(to:)`).
    public var baselined: Int

    /// Creates a result.
    public init(
        diagnostics: [Diagnostic] = [], fileCount: Int = 0, placeCount: Int = 0, nameCount: Int = 0,
        fingerprints: [FindingFingerprint] = [], baselined: Int = 0
    ) {
        self.diagnostics = diagnostics
        self.fileCount = fileCount
        self.placeCount = placeCount
        self.nameCount = nameCount
        self.fingerprints = fingerprints
        self.baselined = baselined
    }

    /// The number of findings of exactly `severity`.
    public func count(_ severity: Severity) -> Int {
        diagnostics.reduce(0) { $0 + ($1.severity == severity ? 1 : 0) }
    }

    /// Whether anything at or above `threshold` was found: the run fails (exit 1) at `--fail-on` `threshold`.
    public func failed(at threshold: Severity) -> Bool {
        diagnostics.contains { $0.severity >= threshold }
    }

    /// `3 errors, 12 warnings in 2 files, 8,412 places checked` (infos are counted when there are any, and
    /// so are the findings a baseline left out: `; 1,467 known findings left out by the baseline`).
    public var summary: String {
        var parts = [counted(count(.error), "error"), counted(count(.warning), "warning")]
        let infos = count(.info)
        if infos > 0 { parts.append(counted(infos, "info")) }
        var summary = parts.joined(separator: ", ") + " in \(counted(fileCount, "file")), "
            + "\(counted(placeCount, "place")) checked"
        if baselined > 0 {
            summary += "; \(counted(baselined, "known finding")) left out by the baseline"
        }
        return summary
    }

    private func counted(_ n: Int, _ noun: String) -> String {
        "\(groupedDigits(n)) \(noun)\(n == 1 ? "" : "s")"
    }
}

/// `8412` → `8,412`: counts as people read them, the same in every locale so output stays deterministic.
func groupedDigits(_ n: Int) -> String {
    let digits = String(n.magnitude)
    var result = ""
    for (i, digit) in digits.enumerated() {
        if i > 0, (digits.count - i) % 3 == 0 { result.append(",") }
        result.append(digit)
    }
    return (n < 0 ? "-" : "") + result
}
