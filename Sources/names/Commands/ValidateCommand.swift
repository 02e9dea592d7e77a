import ArgumentParser
import Foundation
import PlaceNames

/// `names validate PATH...`: every check on a set of catalogs, as GNU diagnostics, JSON or SARIF.
struct ValidateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "validate",
        abstract: "Check catalogs: structure, languages, ids and the Unicode of every name.",
        discussion: """
            Checks every *.json catalog under the given files and folders as one set (duplicate ids, probable \
            duplicates and cities named after their country are found across files) and reports each problem as file:line:column: severity[code]: message on stderr, \
            then a one-line summary. A file that is not JSON or not a catalog is an error; the others are \
            still checked.

            Checks (code: default severity):
            \(ValidationCode.allCases.map { "  \($0.rawValue): \($0.defaultSeverity.rawValue)" }
                .joined(separator: "\n"))

            Locations: lines end at LF, CRLF or a lone CR; columns count Unicode scalars (a Thai letter, a \
            combining mark and an emoji are one column each; a byte order mark takes none), starting at 1.

            Baselines: --write-baseline FILE records every finding of the run; --baseline FILE then leaves \
            those out and reports only new ones, and an entry that no longer matches is reported once as \
            info[stale-baseline]. Entries are keyed by check, place, language and a hash of the offending \
            value, never by line, so reformatting and reordering keep them. A folder holding a \
            \(ValidateCommand.baselineFileName) uses it unless --baseline or --no-baseline is given.

            Exit codes: 0 nothing at or above --fail-on; 1 findings at or above --fail-on; 2 usage errors, \
            paths that cannot be read and baselines that cannot be read.

            Examples:
              names validate Catalogs/
              names validate th.json jp.json --fail-on warning
              names validate Catalogs/ --severity suspicious-case=off --severity script-mismatch=error
              names validate Catalogs/ --format sarif > names.sarif
              names validate Catalogs/ --fix --dry-run
              names validate Catalogs/ --write-baseline Catalogs/\(ValidateCommand.baselineFileName)
            """
    )

    @OptionGroup var catalogs: CatalogPaths

    @Option(help: "How to write the findings: text (stderr), json or sarif (stdout).")
    var format: DiagnosticFormat = .text

    @Option(name: .customLong("severity"), help: ArgumentHelp(
        "Change a check's severity: CODE=LEVEL with LEVEL error, warning, info or off (repeatable).",
        valueName: "code=level"))
    var severities: [String] = []

    @Option(help: "Exit with status 1 when anything at or above this severity is found: error, warning or info.")
    var failOn: Severity = .error

    @Flag(help: "Rewrite names that are not in Unicode NFC (atomically, changing nothing else), then check again.")
    var fix = false

    @Flag(help: "With --fix: say what would be rewritten without writing.")
    var dryRun = false

    @Option(help: ArgumentHelp("Leave out the findings recorded in this baseline; report only new ones.",
                               valueName: "file"))
    var baseline: String?

    @Option(help: ArgumentHelp("Record every finding of this run in a baseline file (written atomically).",
                               valueName: "file"))
    var writeBaseline: String?

    @Flag(help: "Ignore the \(ValidateCommand.baselineFileName) of the folders checked.")
    var noBaseline = false

    /// The baseline a catalog folder carries, used by default when that folder is checked.
    static let baselineFileName = ".names-baseline.json"

    func validate() throws {
        if baseline != nil && noBaseline { throw ValidationError("--baseline and --no-baseline exclude each other") }
        if dryRun && !fix { throw ValidationError("--dry-run goes with --fix: names validate --fix --dry-run PATH") }
        _ = try configuration()
    }

    func run() throws {
        // The set's policy is `reject`, reported rather than thrown: a place id read twice is a duplicate-id finding.
        let roots = try catalogs.resolved()
        let files = try CatalogSet.files(under: roots)
        let known = try Self.knownFindings(in: roots, baseline: baseline, noBaseline: noBaseline)
        let options = ValidationOptions(severities: try configuration(),
                                        threads: min(ProcessInfo.processInfo.activeProcessorCount, 2),
                                        fingerprints: writeBaseline != nil || !known.isEmpty)
        if fix { try rewriteToNFC(files) }
        let progress = StandardError.isTerminal && files.count > 1
        var fullResult = CatalogValidator(options: options).validate(files: files) { done, total in
            if progress { StandardError.write("\rchecking \(done)/\(total) files\u{1B}[K") }
        }
        fullResult.diagnostics = fullResult.diagnostics.map(\.withCommandHint)
        if progress { StandardError.write("\r\u{1B}[K") }
        var result = fullResult
        if let writeBaseline {
            let recorded = ValidationBaseline(recording: fullResult)
            try recorded.write(to: writeBaseline)
            StandardError.write("names: recorded \(recorded.findingCount) findings in \(writeBaseline)\n")
            result = recorded.apply(to: fullResult, severities: options.severities)
        } else {
            for baseline in known { result = baseline.apply(to: result, severities: options.severities) }
        }
        switch format {
        case .text:
            let colour = StandardError.isTerminal && ProcessInfo.processInfo.environment["NO_COLOR"] == nil
            StandardError.write(DiagnosticRenderer.text(result.diagnostics, colour: colour))
        case .json:
            StandardOutput.write(DiagnosticRenderer.json(result.diagnostics))
        case .sarif:
            let log = DiagnosticRenderer.sarif(result.diagnostics, rules: ValidationCode.sarifRules(options.severities),
                                               toolVersion: Names.configuration.version)
            StandardOutput.write(log)
        }
        StandardError.write(result.summary + "\n")
        if result.diagnostics.contains(where: { $0.code == ValidationCode.unreadable.rawValue }) {
            throw ExitCode(ExitStatus.usage)
        }
        if result.failed(at: failOn) { throw ExitCode(ExitStatus.findings) }
    }

    /// The baselines in force: --baseline's, else the baseline file of each folder checked (none with
    /// --no-baseline). Read before anything is checked, so a bad one stops the run (exit 2) with its location.
    static func knownFindings(in roots: [String], baseline: String?, noBaseline: Bool) throws -> [ValidationBaseline] {
        if noBaseline { return [] }
        let files = baseline.map { [$0] } ?? roots.compactMap { root -> String? in
            var isFolder: ObjCBool = false
            let file = (root.hasSuffix("/") ? root : root + "/") + ValidateCommand.baselineFileName
            guard FileManager.default.fileExists(atPath: root, isDirectory: &isFolder), isFolder.boolValue,
                  FileManager.default.fileExists(atPath: file) else { return nil }
            return file
        }
        do {
            return try files.map(ValidationBaseline.read)
        } catch let error as CatalogReadError {
            throw error
        } catch {
            StandardError.write("names: \(error)\n")
            throw ExitCode(ExitStatus.usage)
        }
    }

    private func configuration() throws -> SeverityConfiguration {
        var configuration = SeverityConfiguration()
        for setting in severities {
            do {
                try configuration.apply(setting)
            } catch {
                throw ValidationError("--severity \(error)")
            }
        }
        return configuration
    }

    /// Rewrites (or with --dry-run lists) the names that are not in NFC, file by file, atomically.
    private func rewriteToNFC(_ files: [String]) throws {
        for path in files {
            guard let bytes = try? Catalog.readBytes(path), let (fixed, changes) = NFCFix.apply(to: bytes),
                  !changes.isEmpty
            else { continue }
            for change in changes {
                let verb = dryRun ? "would rewrite" : "rewrote"
                StandardError.write("\(path):\(change.location): \(verb) \(change.subject) "
                                    + "\"\(change.after)\" in NFC\n")
            }
            if !dryRun {
                try AtomicFile.write(fixed, to: path)
                StandardError.write("\(path): \(changes.count) name\(changes.count == 1 ? "" : "s") rewritten in NFC\n")
            }
        }
    }
}

extension DiagnosticFormat: ExpressibleByArgument {}
extension Severity: ExpressibleByArgument {}
