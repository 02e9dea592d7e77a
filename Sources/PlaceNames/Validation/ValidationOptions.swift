/// How a validation run behaves: which checks report at which severity, and how many threads it may use.
public struct ValidationOptions: Sendable, Hashable {
    /// The severity of each check (defaults plus `--severity` overrides; nil turns a check off).
    public var severities: SeverityConfiguration
    /// How many threads check names at once; the findings are the same, in the same order, for any value.
    public var threads: Int

    public init(severities: SeverityConfiguration = SeverityConfiguration(), threads: Int = 2) {
        self.severities = severities
        self.threads = max(1, threads)
    }
}
