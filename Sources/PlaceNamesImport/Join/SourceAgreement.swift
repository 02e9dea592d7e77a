import PlaceNames

/// How the sources of a join agree on the names they give the same city: per pair of sources, the (city, language)
/// pairs where both give a name that is the same, the same but for spelling (`MatchKey`: case, accents, marks,
/// punctuation), or different, and those only one of the two names.
struct SourceAgreement: Sendable {
    /// Source names in the order they were first seen.
    private var sources: [String] = []
    /// Place id → language → source → the preferred name that source gave.
    private var given: [String: [Language: [String: String]]] = [:]

    mutating func record(_ place: Place, source: String, as id: String) {
        if !sources.contains(source) { sources.append(source) }
        for (language, name) in place.names where given[id]?[language]?[source] == nil {
            given[id, default: [:]][language, default: [:]][source] = name.preferred
        }
    }

    /// One line per pair of sources that both name some city: `a / b: 10 same, 2 same but for spelling, 3 differ;
    /// 40 only a, 7 only b`.
    var lines: [String] {
        var lines: [String] = []
        for (i, first) in sources.enumerated() {
            for second in sources[(i + 1)...] {
                var same = 0, spelling = 0, differ = 0, onlyFirst = 0, onlySecond = 0
                for byLanguage in given.values {
                    for bySource in byLanguage.values {
                        switch (bySource[first], bySource[second]) {
                        case let (a?, b?):
                            if a.unicodeScalars.elementsEqual(b.unicodeScalars) {
                                same += 1
                            } else if MatchKey.of(a) == MatchKey.of(b) {
                                spelling += 1
                            } else {
                                differ += 1
                            }
                        case (_?, nil): onlyFirst += 1
                        case (nil, _?): onlySecond += 1
                        case (nil, nil): break
                        }
                    }
                }
                guard same + spelling + differ > 0 else { continue }
                lines.append("agreement \(first) / \(second): \(same) same, \(spelling) same but for spelling, "
                    + "\(differ) differ; \(onlyFirst) only \(first), \(onlySecond) only \(second)")
            }
        }
        return lines
    }
}
