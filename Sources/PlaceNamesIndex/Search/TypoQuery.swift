/// A query's letters as typo variants are made from them: their UTF-8 end to end and where each letter starts,
/// so a variant is a few copies of byte ranges rather than arrays of letters.
struct TypoQuery {
    let scalars: [Unicode.Scalar]
    let bytes: [UInt8]
    /// `starts[i]` is where letter `i` starts in `bytes`; `starts[count]` is `bytes.count`.
    let starts: [Int]

    init(_ scalars: [Unicode.Scalar]) {
        self.scalars = scalars
        var bytes: [UInt8] = []
        var starts: [Int] = []
        for scalar in scalars {
            starts.append(bytes.count)
            bytes += String(scalar).utf8
        }
        starts.append(bytes.count)
        self.bytes = bytes
        self.starts = starts
    }

    /// How many letters.
    var count: Int { scalars.count }

    /// Letter `index`, packed (`KeyTable.pack`).
    func letter(_ index: Int) -> UInt64 {
        bytes.withUnsafeBufferPointer { bytes in
            KeyTable.pack(bytes.baseAddress! + starts[index], length: starts[index + 1] - starts[index])
        }
    }

    /// Whether swapping letters `edit` and `edit + 1` makes a different query.
    func canTranspose(at edit: Int) -> Bool {
        edit + 1 < count && scalars[edit] != scalars[edit + 1]
    }

    /// The variant made at letter `edit` (`TypoEdit`), written into `variant` (its old bytes dropped).
    func write(_ edit: TypoEdit, at index: Int, into variant: inout [UInt8]) {
        variant.removeAll(keepingCapacity: true)
        bytes.withUnsafeBufferPointer { bytes in
            func copy(_ range: Range<Int>) { variant.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[range])) }
            let start = starts[index]
            copy(0..<start)
            switch edit {
            case .deletion:
                copy(starts[index + 1]..<bytes.count)
            case .transposition:
                copy(starts[index + 1]..<starts[index + 2])
                copy(start..<starts[index + 1])
                copy(starts[index + 2]..<bytes.count)
            case .substitution(let letter):
                Self.append(letter, to: &variant)
                copy(starts[index + 1]..<bytes.count)
            case .insertion(let letter):
                Self.append(letter, to: &variant)
                copy(start..<bytes.count)
            }
        }
    }

    /// Appends a packed letter's bytes.
    static func append(_ letter: UInt64, to bytes: inout [UInt8]) {
        for index in 0..<Int(letter & 0xFF) {
            bytes.append(UInt8(truncatingIfNeeded: letter >> (8 * UInt64(index) + 8)))
        }
    }
}

/// One edit of a query at a letter: the four Damerau–Levenshtein edits.
enum TypoEdit {
    /// The letter left out.
    case deletion
    /// The letter and the next swapped.
    case transposition
    /// The letter replaced by a packed letter (`KeyTable.pack`).
    case substitution(UInt64)
    /// A packed letter put before it (after the last letter when the edit is at the query's end).
    case insertion(UInt64)
}
