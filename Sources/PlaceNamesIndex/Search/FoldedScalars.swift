import PlaceNames

/// Each scalar below U+3000 case folded and decomposed (NFKC_Casefold, then NFD), as ICU gives it, made once: the
/// letters and marks of a name (`MarkedLetter`) without two ICU normalisations of the whole name.
///
/// Normalising scalar by scalar gives the whole name's normalisation but for the order of the combining marks on a
/// letter, which canonical ordering fixes (`MarkedLetter.letters`): NFKC_Casefold maps each scalar on its own, and
/// the composition it ends with is undone by NFD. Latin, Greek, Cyrillic, Arabic and Thai lie below U+3000; a name
/// with a scalar above (CJK, Hangul) is normalised by ICU as before.
enum FoldedScalars {
    /// Scalars at or above this are not in the table.
    static let end: UInt32 = 0x3000

    /// `table.scalars[table.starts[v]..<table.starts[v + 1]]` is scalar `v`'s folded, decomposed form.
    private static let table: (starts: [Int32], scalars: [Unicode.Scalar]) = {
        var starts: [Int32] = [0]
        var scalars: [Unicode.Scalar] = []
        starts.reserveCapacity(Int(end) + 1)
        for value in 0..<end {
            if let scalar = Unicode.Scalar(value) {
                scalars += Normalizer.nfd.normalize(Normalizer.nfkcCasefold.normalize(String(scalar))).unicodeScalars
            }
            starts.append(Int32(scalars.count))
        }
        return (starts, scalars)
    }()

    /// `utf8`'s folded, decomposed form in canonical order (marks on a letter by combining class, as NFD orders
    /// them); nil when `utf8` has a scalar the table lacks or is not valid UTF-8.
    static func decomposed(_ utf8: Slice<UnsafeBufferPointer<UInt8>>) -> [Unicode.Scalar]? {
        var result: [Unicode.Scalar] = []
        result.reserveCapacity(utf8.count)
        var iterator = utf8.makeIterator()
        var decoder = UTF8()
        let (starts, scalars) = table
        loop: while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                guard scalar.value < end else { return nil }
                result += scalars[Int(starts[Int(scalar.value)])..<Int(starts[Int(scalar.value) + 1])]
            case .emptyInput: break loop
            case .error: return nil
            }
        }
        orderCanonically(&result)
        return result
    }

    /// Sorts each run of combining marks by combining class, keeping the order of marks of one class.
    private static func orderCanonically(_ scalars: inout [Unicode.Scalar]) {
        var position = 1
        while position < scalars.count {
            let moving = scalars[position]
            let movingClass = combiningClass(moving)
            var slot = position
            while slot > 0, movingClass != 0, combiningClass(scalars[slot - 1]) > movingClass {
                scalars[slot] = scalars[slot - 1]
                slot -= 1
            }
            scalars[slot] = moving
            position += 1
        }
    }

    private static func combiningClass(_ scalar: Unicode.Scalar) -> UInt8 {
        scalar.value < 0x300 ? 0 : scalar.properties.canonicalCombiningClass.rawValue
    }
}
