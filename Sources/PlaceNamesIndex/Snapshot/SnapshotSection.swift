import PlaceNames

/// The parts of a snapshot file, each one section of fixed-width records (`stride` bytes each; 1 for bytes).
/// The numbers are the file format: never renumber one, add new ones at the end (and raise
/// `SnapshotFormat.version` when a reader of the old version would misread the file).
enum SnapshotSection: UInt32, CaseIterable, Sendable {
    /// The source catalogs' fingerprint (UTF-8): every `ETag` starts with it.
    case fingerprint = 1
    /// `Language.allCases` raw values, one per line: what a posting's language ordinal means.
    case languages = 2
    /// Pairs of `UInt32` (language ordinal, places named in it), most covered first.
    case coverage = 3
    /// Where each place's record ends in `placeRecords` (`UInt32`, one per place).
    case placeEnds = 4
    /// `PlaceRecord`s end to end, in catalog order.
    case placeRecords = 5
    /// Ids and `system:code` references sorted by their bytes: where each ends in `referenceBytes`.
    case referenceEnds = 6
    case referenceBytes = 7
    /// The place position each reference leads to (`UInt32`).
    case referencePlaces = 8
    /// The search keys sorted by bytes (`KeyTable`): where each ends in `keyBytes`.
    case keyEnds = 9
    case keyBytes = 10
    /// Where each key's postings end in `postings` (`UInt32`).
    case postingEnds = 11
    /// `Posting`s, 12 bytes each.
    case postings = 12
    /// Every distinct indexed name form and alias: where each ends in `textBytes`.
    case textEnds = 13
    case textBytes = 14
    /// The trigram index: distinct trigrams ascending (`UInt32`), where each one's keys end in `trigramKeys`,
    /// and the key numbers (`Int32`).
    case trigramValues = 15
    case trigramEnds = 16
    case trigramKeys = 17
    /// Each place's `SearchImportance` (`Int64`).
    case importance = 18
    /// Each place's `NamesakeFacts`: flags (bit 0 subdivision, bit 1 city) and country number (`Int32`).
    case namesakeFlags = 19
    case namesakeCountries = 20
    /// `TypoAlphabet`'s letters: for each block, its number (`UInt32`), its letter count (`UInt8`), then each
    /// letter as a length byte and its UTF-8.
    case typoAlphabet = 21
    /// Single figures (`UInt64`): the longest key's length in bytes.
    case figures = 22
    /// The places with coordinates as `SpatialIndex` nodes (`SpatialPoint`, 32 bytes): a k-d tree over their unit
    /// vectors, laid out as the array it is searched in.
    case spatialPoints = 23
    /// `BusyPrefixTable`: each busy prefix as the key range it starts (`UInt32` pairs, first key and one past the
    /// last, ascending), where its list and its classes end, its posting numbers (`UInt32`, most important place
    /// first) and its classes (`PostingClass.Summary`, 8 bytes).
    case busyRanges = 24
    case busyEntryEnds = 25
    case busyEntries = 26
    case busyClassEnds = 27
    case busyClasses = 28
    /// `TypoDeletionTable`s: key numbers (`Int32`) sorted as if each key's first letter (`typoDeletions0`) or
    /// second letter (`typoDeletions1`) were left out.
    case typoDeletions0 = 29
    case typoDeletions1 = 30
    /// `KeyLanguages`: for each key, the languages of its postings as written, one bit each (`UInt64`).
    case keyLanguages = 31
    /// `KeyLanguages`: one bit per key, set when its `keyLanguages` set is not empty (`UInt64` words, key `k` at
    /// bit `k % 64` of word `k / 64`).
    case namedKeys = 32
    /// `SuffixTable`: where needles of four bytes or more can start in the trigram-indexed keys, sorted by the
    /// bytes from there (`UInt64`: key number << 32 | start in the key).
    case suffixes = 33

    /// Bytes per record.
    var stride: Int {
        switch self {
        case .fingerprint, .languages, .placeRecords, .referenceBytes, .keyBytes, .textBytes, .typoAlphabet,
             .namesakeFlags:
            1
        case .coverage, .placeEnds, .referenceEnds, .referencePlaces, .keyEnds, .postingEnds, .textEnds,
             .trigramValues, .trigramEnds, .trigramKeys, .namesakeCountries, .busyRanges, .busyEntryEnds, .busyEntries,
             .busyClassEnds, .typoDeletions0, .typoDeletions1:
            4
        case .postings: MemoryLayout<Posting>.stride
        case .spatialPoints: MemoryLayout<SpatialPoint>.stride
        case .importance, .figures, .busyClasses, .keyLanguages, .namedKeys, .suffixes: 8
        }
    }
}
