import PlaceNames
import PropertyBased

/// A random merge: up to four catalogs built from numbered picks, so the property checker shrinks a failing case
/// by dropping names and moving picks towards the first place, language, name and kind.
struct RandomMerge: CustomStringConvertible, Sendable {
    /// One name of one place in one input: indexes into `placeIDs`, the merge's `languages`, and `texts`;
    /// each alternate is `kind * texts.count + text` (kinds in `NameKind.alternates` order).
    struct Pick: Sendable {
        let input: Int
        let place: Int
        let language: Int
        let preferred: Int
        let alternates: [Int]
    }

    /// Ids that overlap between inputs; two are the same text in NFC and NFD, so they are different places.
    static let placeIDs = ["iso3166-2:TH-10", "iso3166-1:JP", "tz:Asia/Bangkok", "cldr:CH", "q-\u{E9}", "q-e\u{301}"]

    /// Names in several scripts, with pairs that differ only in normalisation (NFC and NFD, or combining marks in
    /// another order) so that merge must keep them apart.
    static let texts = [
        "Bangkok", "กรุงเทพมหานคร", "กรุงเทพฯ", "บางกอก", "Krung Thep Maha Nakhon", "東京", "東京都", "北京",
        "Qu\u{E9}bec", "Que\u{301}bec", "Z\u{FC}rich", "Zu\u{308}rich", "H\u{E0} N\u{1ED9}i",
        "Ha\u{300} No\u{323}\u{302}i", "Ha\u{300} No\u{302}\u{323}i", "Ελλάδα", "Łódź", "ヤンゴン",
    ]

    static let fileNames = ["a.json", "b.json", "c.json", "d.json"]

    /// Six languages drawn from `Language.allCases` for this merge (repeats allowed), so names collide often.
    let languages: [Language]
    let picks: [Pick]
    /// 0: no preference, 1: `first`, 2: `last`, 3...: one of the inputs' files.
    let preferenceCode: Int
    let dropsLosers: Bool

    /// The number of inputs: up to the last file picked.
    var inputCount: Int { (picks.map(\.input).max() ?? 0) + 1 }

    var preference: MergePreference? {
        switch preferenceCode {
        case 0: nil
        case 1: .first
        case 2: .last
        default: .file(Self.fileNames[(preferenceCode - 3) % inputCount])
        }
    }

    /// `--prefer` as `names merge` takes it.
    var preferArgument: String? {
        switch preference {
        case nil: nil
        case .first: "first"
        case .last: "last"
        case .file(let path): path
        }
    }

    /// The inputs, in merge order: one catalog per file up to the last one picked, places in order of first pick.
    /// A later pick of the same (input, place, language) replaces the earlier one, as a JSON object would.
    var inputs: [MergeInput] {
        (0..<inputCount).map { input in
            var places: [Place] = []
            for pick in picks where pick.input == input {
                let id = Self.placeIDs[pick.place]
                let position = places.firstIndex { $0.id.utf8.elementsEqual(id.utf8) } ?? {
                    places.append(Place(id: id, kind: .city))
                    return places.count - 1
                }()
                places[position].names[languages[pick.language]] = name(pick)
            }
            return MergeInput(file: Self.fileNames[input], catalog: Catalog(places: places))
        }
    }

    private func name(_ pick: Pick) -> LocalizedName {
        var name = LocalizedName(Self.texts[pick.preferred])
        for code in pick.alternates {
            name[NameKind.alternates[code / Self.texts.count]].append(Self.texts[code % Self.texts.count])
        }
        return name
    }

    var description: String {
        let names = picks.map { pick in
            let alternates = pick.alternates.map {
                "\(NameKind.alternates[$0 / Self.texts.count]):\(Self.texts[$0 % Self.texts.count].debugDescription)"
            }
            return "\(Self.fileNames[pick.input]) \(Self.placeIDs[pick.place].debugDescription) "
                + "\(languages[pick.language]) \(Self.texts[pick.preferred].debugDescription)"
                + (alternates.isEmpty ? "" : " [\(alternates.joined(separator: ", "))]")
        }
        return "merge --prefer \(preferArgument ?? "(none)")\(dropsLosers ? " --drop-losers" : ""):\n  "
            + names.joined(separator: "\n  ")
    }

    /// Random merges of 1 to 30 picks.
    static var generator: Generator<RandomMerge, some SendableSequenceType> {
        let alternateCodes = NameKind.alternates.count * texts.count
        let pick = zip(Gen.int(in: 0...3), Gen.int(in: 0...(placeIDs.count - 1)), Gen.int(in: 0...5),
                       Gen.int(in: 0...(texts.count - 1)), Gen.int(in: 0...(alternateCodes - 1)).array(of: 0...3))
            .map { Pick(input: $0, place: $1, language: $2, preferred: $3, alternates: $4) }
        let languages = Gen.int(in: 0...(Language.allCases.count - 1)).array(of: 6)
            .map { $0.map { Language.allCases[Language.allCases.index(Language.allCases.startIndex, offsetBy: $0)] } }
        return zip(languages, pick.array(of: 1...30), Gen.int(in: 0...(3 + fileNames.count - 1)), Gen.bool)
            .map { RandomMerge(languages: $0, picks: $1, preferenceCode: $2, dropsLosers: $3 && $2 != 0) }
    }
}
