import Foundation

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
        let checked = FilesChecked(count: files.count, progress: progress)
        // A big file is read and checked alone, on all threads; the others side by side, one thread each: one
        // at a time, the hundreds of small files of the shipped catalogs were checked on one thread.
        let sizes = files.map { (try? FileManager.default.attributesOfItem(atPath: $0)[.size] as? Int) ?? 0 }
        let small = files.indices.filter { sizes[$0] < Self.bigFile }
        for i in files.indices where sizes[i] >= Self.bigFile { checked.set(i, checkFile(files[i])) }
        var one = self
        one.options.threads = 1
        performConcurrently(iterations: small.count, maximumThreads: options.threads) { k in
            checked.set(small[k], one.checkFile(files[small[k]]))
        }
        return finish(checked.files)
    }

    /// Files from this size on are big enough to share among threads (`validate(files:)`).
    static let bigFile = 4 << 20

    /// Reads and checks one file.
    private func checkFile(_ path: String) -> CheckedFile {
        do {
            return check(bytes: try Catalog.readBytes(path), file: path)
        } catch {
            var file = CheckedFile(path: path, document: nil)
            if case .unreadable(_, let reason) = error { file.located.append(located(path, .unreadable, reason)) }
            return file
        }
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

    /// Validates catalogs already parsed, as one set, without parsing them again: the service parses each file
    /// once, validates that document here, then reads its places from the same document.
    public func validate(parsed: [ParsedCatalogFile]) -> ValidationResult {
        finish(parsed.map(check))
    }

    /// Parses and scans one file and checks its names.
    func check(bytes: [UInt8], file path: String) -> CheckedFile {
        check(ParsedCatalogFile(path: path, bytes: bytes, threads: options.threads))
    }

    /// Scans one parsed file and checks its names.
    func check(_ parsed: ParsedCatalogFile) -> CheckedFile {
        let path = parsed.path
        let document: JSONDocument
        switch parsed.document {
        case .success(let parsed):
            document = parsed
        case .failure(let error):
            var file = CheckedFile(path: path, document: nil)
            if let severity = options.severities.severity(for: .notJSON) {
                file.located.append(Diagnostic(file: path, location: error.location, severity: severity,
                                               code: ValidationCode.notJSON.rawValue,
                                               message: "not JSON: \(error.message)"))
            }
            return file
        }
        let (places, findings) = CatalogReader.withReader(
            over: document, mode: [.goesOn, .outlines], severities: options.severities
        ) { reader in (reader.readRoot(), reader.outline.findings) }
        var file = CheckedFile(path: path, document: document)
        file.findings = findings
        if let places { scanPlaces(places, of: &file) }
        file.nameCount = file.names.count
        return file
    }

    /// Reads the places and checks their names, aliases and default names on all threads, in parts of consecutive
    /// places; each part's places, names and findings are then joined in document order, so the result never
    /// depends on scheduling. Also fills `file.nameHashes` and `file.namesMaybeNotNFC` while each name's bytes are
    /// at hand. (Remembering clean names to skip their repeats was tried: the look-ups cost more than the checks.)
    private func scanPlaces(_ places: Int, of file: inout CheckedFile) {
        guard let document = file.document else { return }
        let nodes = document.node(atTapeIndex: places).elementTapeIndices
        let severities = options.severities
        let checker = NameChecker(severities: severities)
        // Many more parts than threads, so a part of places with many names (countries come first, with a hundred
        // names each) does not keep one thread busy alone at the end: with 8 per thread, the last twentieth of the
        // scan of a 1.4 M-name file ran on one thread.
        let parts = options.threads > 1 ? options.threads * 32 : 1
        let scanned = chunkedConcurrently(total: nodes.count, threads: parts, minimumChunk: 256) { range in
            var outline = CatalogReader.withReader(over: document, mode: [.goesOn, .outlines], severities: severities) {
                reader in
                for i in range { reader.readPlace(at: nodes[i]) }
                return reader.outline
            }
            var hashes: [UInt64] = []
            hashes.reserveCapacity(outline.names.count)
            var maybeNotNFC: [Int32] = []
            var findings: [PendingFinding] = []
            document.withStrings { strings in
                for (t, token) in outline.names.enumerated() {
                    let before = findings.count
                    strings.withBytes(Int(token.node)) { bytes in
                        hashes.append(NameHashes.of(bytes, language: token.language))
                        if !checker.check(bytes, language: token.language, offset: strings.offset(Int(token.node)),
                                          place: nil, into: &findings) {
                            maybeNotNFC.append(Int32(t))
                        }
                    }
                    // The place's id is added to the few names with findings, not passed with every name.
                    for k in before..<findings.count { findings[k].place = outline.places[Int(token.place)].id }
                }
                AliasChecks(severities: severities).run(outline.aliases, of: outline.places, in: strings,
                                                        into: &findings)
                for token in outline.defaultNames {
                    strings.withBytes(Int(token.node)) { bytes in
                        checker.checkDefaultName(bytes, offset: strings.offset(Int(token.node)),
                                                 place: outline.places[Int(token.place)].id, into: &findings)
                    }
                }
            }
            outline.findings += findings
            return (outline, hashes, maybeNotNFC)
        }
        file.places.reserveCapacity(nodes.count)
        file.names.reserveCapacity(scanned.reduce(0) { $0 + $1.0.names.count })
        file.nameHashes.reserveCapacity(file.names.capacity)
        for (outline, hashes, maybeNotNFC) in scanned {
            file.namesMaybeNotNFC += maybeNotNFC.lazy.map { [count = Int32(file.names.count)] in $0 + count }
            let base = Int32(file.places.count)
            file.places += outline.places
            file.names += outline.names.lazy.map { token in
                var token = token
                token.place += base
                return token
            }
            file.nameHashes += hashes
            file.findings += outline.findings
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
