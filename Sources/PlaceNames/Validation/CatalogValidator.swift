/// Checks catalog files and reports every problem with its file, line and column.
///
/// Used by `names validate` and by anything that must refuse a bad catalog (the service on reload):
/// ```swift
/// let result = CatalogValidator(options: ValidationOptions()).validate(files: ["Catalogs/"])
/// if result.failed(at: .error) { ... }
/// ```
public struct CatalogValidator: Sendable {
    /// The checks to run and their severities.
    public var options: ValidationOptions

    /// Creates a validator.
    public init(options: ValidationOptions = ValidationOptions()) {
        self.options = options
    }

    /// Validates the catalog files `files` (paths of files, not folders; see `CatalogFiles.find`) as one set;
    /// `progress` hears (files done, files in all) after each file.
    public func validate(files: [String], progress: ((Int, Int) -> Void)? = nil) -> ValidationResult {
        var checked: [CheckedFile] = []
        checked.reserveCapacity(files.count)
        for path in files {
            defer { progress?(checked.count, files.count) }
            do {
                checked.append(check(bytes: try Catalog.readBytes(path), file: path))
            } catch {
                var file = CheckedFile(path: path, document: nil)
                if case .unreadable(_, let reason) = error { file.located.append(located(path, .unreadable, reason)) }
                checked.append(file)
            }
        }
        return finish(checked)
    }

    /// Validates one catalog held in memory; `file` names it in diagnostics.
    public func validate(bytes: [UInt8], file: String) -> ValidationResult {
        validate(contents: [(file, bytes)])
    }

    /// Validates catalogs held in memory as one set, as `validate(files:)` does files on disk: the service checks
    /// the very bytes it then serves, never a second read that a deploy may have replaced meanwhile.
    public func validate(contents: [(file: String, bytes: [UInt8])]) -> ValidationResult {
        finish(contents.map { check(bytes: $0.bytes, file: $0.file) })
    }

    /// Parses and scans one file and checks its names.
    func check(bytes: [UInt8], file path: String) -> CheckedFile {
        let document: JSONDocument
        do {
            document = try JSONDocument(bytes: bytes)
        } catch {
            var file = CheckedFile(path: path, document: nil)
            if let severity = options.severities.severity(for: .notJSON) {
                file.located.append(Diagnostic(file: path, location: error.location, severity: severity,
                                               code: ValidationCode.notJSON.rawValue,
                                               message: "not JSON: \(error.message)"))
            }
            return file
        }
        var scanner = CatalogScanner(document: document, severities: options.severities)
        scanner.scan()
        var file = CheckedFile(path: path, document: document)
        file.findings = scanner.findings
        file.places = scanner.places
        file.names = scanner.names
        file.nameCount = scanner.names.count
        checkNames(&file)
        return file
    }

    /// The name checks of every name token, on all threads; also fills `file.nameHashes` while the bytes are
    /// at hand. (Remembering clean names to skip their repeats was tried: the look-ups cost more than the checks.)
    private func checkNames(_ file: inout CheckedFile) {
        guard let document = file.document else { return }
        let checker = NameChecker(severities: options.severities)
        let names = file.names
        let places = file.places
        let chunks = chunkedConcurrently(total: names.count, threads: options.threads) { range in
            var findings: [PendingFinding] = []
            var hashes: [UInt64] = []
            hashes.reserveCapacity(range.count)
            for i in range {
                let token = names[i]
                let node = document.node(atTapeIndex: Int(token.node))
                node.withStringBytes { bytes in
                    hashes.append(NameHashes.of(bytes, language: token.language))
                    checker.check(bytes, language: token.language, offset: node.offset,
                                  place: places[Int(token.place)].id, into: &findings)
                }
            }
            return (findings, hashes)
        }
        for chunk in chunks {
            file.findings += chunk.0
            file.nameHashes += chunk.1
        }
    }

    private func located(_ path: String, _ code: ValidationCode, _ message: String) -> Diagnostic {
        Diagnostic(file: path, severity: options.severities.severity(for: code) ?? .error, code: code.rawValue,
                   message: message)
    }

    /// Runs the checks across files, gives every finding its line and column, and orders them.
    func finish(_ files: [CheckedFile]) -> ValidationResult {
        var files = files
        CrossFileChecks(options: options).run(&files)
        let locations = FindingLocations(files, threads: options.threads)
        let paths = files.map(\.path)
        var diagnostics: [(file: Int, diagnostic: Diagnostic, fingerprint: FindingFingerprint?)] = []
        let fingerprints = options.fingerprints
        var places = 0
        var names = 0
        for (index, file) in files.enumerated() {
            places += file.places.count
            names += file.nameCount
            diagnostics += file.located.map { (index, $0, fingerprints ? FindingFingerprint($0, text: nil) : nil) }
            guard let document = file.document else { continue }
            for (number, finding) in file.findings.enumerated() {
                guard let severity = options.severities.severity(for: finding.code) else { continue }
                let message = finding.related.map {
                    finding.message(relatedAt: locations.related(file: index, finding: number, paths: paths)
                                    ?? paths[$0.file])
                } ?? finding.message
                let diagnostic = Diagnostic(
                    file: file.path, location: locations.of(file: index, finding: number, offset: finding.offset),
                    severity: severity, code: finding.code.rawValue, message: message, place: finding.place,
                    language: finding.language?.rawValue)
                let fingerprint = fingerprints ? FindingFingerprint(
                    diagnostic, text: document.valueText(atOffset: finding.offset) ?? finding.message(relatedAt: "")) : nil
                diagnostics.append((index, diagnostic, fingerprint))
            }
        }
        diagnostics.sort { a, b in
            if a.file != b.file { return a.file < b.file }
            if a.diagnostic.line != b.diagnostic.line { return a.diagnostic.line < b.diagnostic.line }
            if a.diagnostic.column != b.diagnostic.column { return a.diagnostic.column < b.diagnostic.column }
            if a.diagnostic.code != b.diagnostic.code {
                return a.diagnostic.code.utf8.lexicographicallyPrecedes(b.diagnostic.code.utf8)
            }
            return a.diagnostic.message.utf8.lexicographicallyPrecedes(b.diagnostic.message.utf8)
        }
        return ValidationResult(diagnostics: diagnostics.map(\.diagnostic), fileCount: files.count,
                                placeCount: places, nameCount: names, fingerprints: diagnostics.compactMap(\.fingerprint))
    }
}
