/// The one catalog reader: a single walk over a parsed document's tape that gives, as asked, the `Place` values,
/// the source map of where each place, name and field is, and an outline of the file with every problem found.
///
/// Every command, the validator, merges and the service read catalogs with it; the field names come from
/// ``CatalogSchema`` and are told apart by the same byte tables (`SchemaKeyTable`, `LanguageKeyTable`). What a
/// walk does is set by its `Mode`:
/// - **strict** (`builds`, the default of `Catalog.read(from:)`, `Catalog(document:)` and the static methods
///   below): the catalog's values, stopping at the first thing a valid catalog does not have. The document is
///   then handed to the Codable decoder, so a broken catalog fails with exactly the decoder's error, at its line
///   and column. Walking the tape instead of going through Codable is several times faster than a full decode.
/// - **lenient** (`goesOn` with `outlines`, the validator): reports every problem with its offset, the check
///   that found it and a message, and goes on; it also records each place's id, kind and country and the tape
///   index of every name and alias, which the validator's name checks then read in place.
/// - `maps` records the `CatalogSourceMap` on the way: a merge builds and maps in one walk, so its conflicts are
///   located without a second parse.
///
/// The modes combine: one walk in every mode gives what each gives alone (`CatalogReaderTests`). The service
/// parses each file once and walks that document twice, lenient then strict, rather than once in both modes:
/// that would keep every file's document, the outline and the whole catalog alive together, where the strict
/// walk lets each document go as its places are built.
///
/// It reads raw pointers, so the hot loop does no reference counting and makes no String per key: a reader
/// must not outlive the `withReader` call that made it.
public struct CatalogReader {
    /// What one walk does.
    package struct Mode: OptionSet, Sendable {
        package let rawValue: Int
        package init(rawValue: Int) { self.rawValue = rawValue }

        /// Builds `Place` values (with the names the language table wants).
        package static let builds = Mode(rawValue: 1)
        /// Goes on after a problem instead of stopping at the first.
        package static let goesOn = Mode(rawValue: 2)
        /// Reports problems as findings and records the places, names and aliases the validator checks.
        package static let outlines = Mode(rawValue: 4)
        /// Records where each place, field, name and code is.
        package static let maps = Mode(rawValue: 8)
    }

    unowned(unsafe) let storage: JSONStorage
    let tape: UnsafePointer<JSONTapeEntry>
    let bytes: UnsafePointer<UInt8>
    let table: LanguageKeyTable
    let builds: Bool, goesOn: Bool, outlines: Bool, maps: Bool
    let severities: SeverityConfiguration

    /// Held by reference, so that reporting needs no exclusive access to the reader: messages read the document
    /// through it while the walk is mutating it.
    let problems = Problems()
    /// The places built, in order (`builds`).
    package var places: [Place] = []
    /// The catalog's metadata (`builds`, when the root was read).
    package var metadata = CatalogMetadata()
    /// What the validator checks next (`outlines`); its findings are in `problems` until `outline` is read.
    var outlined = CatalogOutline()
    /// Where places and values are (`maps`).
    package var map = CatalogSourceMap()

    /// Runs `body` with a reader over `document`, keeping the document alive meanwhile.
    package static func withReader<Result>(
        over document: JSONDocument, mode: Mode, table: LanguageKeyTable = .all,
        severities: SeverityConfiguration = SeverityConfiguration(), _ body: (inout CatalogReader) -> Result
    ) -> Result {
        let storage = document.storage
        return withExtendedLifetime(storage) {
            storage.bytes.withUnsafeBufferPointer { bytes in
                var reader = CatalogReader(storage: storage, tape: UnsafePointer(storage.tape.baseAddress!),
                                           bytes: bytes.baseAddress!, table: table, mode: mode,
                                           severities: severities)
                return body(&reader)
            }
        }
    }

    private init(
        storage: JSONStorage, tape: UnsafePointer<JSONTapeEntry>, bytes: UnsafePointer<UInt8>,
        table: LanguageKeyTable, mode: Mode, severities: SeverityConfiguration
    ) {
        self.storage = storage
        self.tape = tape
        self.bytes = bytes
        self.table = table
        builds = mode.contains(.builds)
        goesOn = mode.contains(.goesOn)
        outlines = mode.contains(.outlines)
        maps = mode.contains(.maps)
        self.severities = severities
    }

    /// Whether something makes the catalog unreadable as the model (a wrong type, an unknown field, a repeated
    /// key...): the places built are then not the file's, and strict readers let the Codable decoder decide.
    package var isUnreadable: Bool { problems.isUnreadable }

    /// What the validator checks next, with the problems found (`outlines`).
    package var outline: CatalogOutline {
        var outline = outlined
        outline.findings = problems.findings
        return outline
    }

    /// Reads the whole document: the root, then every place in order.
    package mutating func readCatalog() {
        guard let array = readRoot() else { return }
        readPlaces(of: array)
    }

    /// Reads every place of the `places` array at tape index `array`.
    package mutating func readPlaces(of array: Int) {
        if builds { places.reserveCapacity(Int(tape[array].length)) }
        if outlines { outlined.places.reserveCapacity(Int(tape[array].length)) }
        var element = array + 1
        while element < Int(tape[array].end) {
            readPlace(at: element)
            if !goesOn && isUnreadable { return }
            element = next(after: element)
        }
    }
}

extension CatalogReader {
    /// What a walk found wrong.
    final class Problems {
        var isUnreadable = false
        var findings: [PendingFinding] = []
    }
}
