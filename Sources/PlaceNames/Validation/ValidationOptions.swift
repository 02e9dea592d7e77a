/// How a validation run behaves: which checks report at which severity, and how many threads it may use.
public struct ValidationOptions: Sendable, Hashable {
    /// The severity of each check (defaults plus `--severity` overrides; nil turns a check off).
    public var severities: SeverityConfiguration
    /// How many threads check names at once; the findings are the same, in the same order, for any value.
    public var threads: Int
    /// Whether results carry `fingerprints`, which baselines need (off, it saves a little work per finding).
    public var fingerprints: Bool

    /// Creates options.
    public init(severities: SeverityConfiguration = SeverityConfiguration(), threads: Int = 2, fingerprints: Bool = true) {
        self.severities = severities
        self.threads = max(1, threads)
        self.fingerprints = fingerprints
    }
}
