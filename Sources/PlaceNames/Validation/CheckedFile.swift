/// One file after its own checks: the parsed document (kept for locations), its places and findings.
struct CheckedFile: Sendable {
    let path: String
    /// Nil when the file could not be read or parsed.
    let document: JSONDocument?
    var places: [ScannedPlace] = []
    var names: [NameToken] = []
    /// `NameHashes.of` each of `names`, in their order.
    var nameHashes: [UInt64] = []
    /// The indices in `names` of the names that may not be in NFC (their bytes alone do not say), ascending:
    /// the few a check comparing NFC forms must normalise.
    var namesMaybeNotNFC: [Int32] = []
    var findings: [PendingFinding] = []
    /// Findings already located (the file could not be parsed, so there is no document to locate them in).
    var located: [Diagnostic] = []
    var nameCount: Int = 0

    init(path: String, document: JSONDocument?) {
        self.path = path
        self.document = document
    }
}
