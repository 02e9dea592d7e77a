import Foundation
import PlaceNames

/// What one rule of `ScriptNames` did over the whole join.
struct ScriptNameTally: Sendable {
    var added = 0
    /// Measured-only rules: the names they would have added.
    var wouldAdd = 0
    var compared = 0, same = 0, spelling = 0, differ = 0
    var alreadyNamed = 0
    var several = 0
    var refused = 0
}

/// Names from scripts: a GeoNames city's untagged alternate names (its aliases) become names in a language when
/// their script says which (`ScriptNames`), and only where the city has no name in that language yet.
extension JoinState {
    /// Adds, to each GeoNames city without a name in a language, the one alias whose script gives that language.
    ///
    /// Per city and language: every alias `rules` gives the language is checked as the join checks other sources'
    /// names (not its country's or a region's name, `OtherPlaceNames.refusal`; not another city's of its country,
    /// `OtherPlaceNames.otherCity`); when exactly one distinct alias is left it is the candidate (several: none,
    /// counted, since GeoNames' aliases come sorted by code point and their order says nothing). Where libgeonames
    /// names the city in the language, the candidate is compared with that name, which wins; where another source
    /// does, it is kept; otherwise the candidate is added, if its rule is applied (`ScriptNames.applied`).
    mutating func addScriptNames(_ rules: ScriptNames) {
        var tallies: [ScriptNames.Rule: ScriptNameTally] = [:]
        var undecided: [String: Int] = [:]
        var namedCities = 0
        for position in places.indices where !removed.contains(position) {
            let place = places[position]
            guard place.codes[.geonames] != nil, !place.aliases.isEmpty else { continue }
            var found: [Language: (rule: ScriptNames.Rule, aliases: [String])] = [:]
            var confirmed: Set<String>?
            for alias in place.aliases {
                switch rules.classify(alias, country: place.country) {
                case .undecided(let why):
                    undecided[why, default: 0] += 1
                case .name(let language, let rule):
                    if let otherNames {
                        let keys = confirmed ?? confirmedKeys(of: place)
                        confirmed = keys
                        let why = otherNames.refusal(of: alias, language: language, city: place, confirmed: keys,
                                                     hasGeoNamesName: geonamesNames[place.id]?[language] != nil,
                                                     trusted: false).map { ($0.reason, $0.owner) }
                            ?? otherNames.otherCity(named: alias, city: place).map { ("the name of another city of its country", $0) }
                        if let (reason, owner) = why {
                            tallies[rule, default: .init()].refused += 1
                            if rules.applied.contains(rule) {
                                report.skip("names from scripts: \(reason)", at: place.id,
                                            value: "\(language.rawValue): \(alias) (\(owner))")
                            }
                            continue
                        }
                    }
                    var entry = found[language] ?? (rule, [])
                    if !entry.aliases.contains(where: { $0.unicodeScalars.elementsEqual(alias.unicodeScalars) }) {
                        entry.aliases.append(alias)
                    }
                    found[language] = entry
                }
            }
            var added = false
            for (language, entry) in found.sorted(by: { $0.key < $1.key }) {
                let rule = entry.rule
                guard entry.aliases.count == 1, let alias = entry.aliases.first else {
                    tallies[rule, default: .init()].several += 1
                    continue
                }
                if let tagged = geonamesNames[place.id]?[language] {
                    let forms = tagged.forms.map(\.value)
                    tallies[rule, default: .init()].compared += 1
                    if forms.contains(where: { $0.unicodeScalars.elementsEqual(alias.unicodeScalars) }) {
                        tallies[rule, default: .init()].same += 1
                    } else if forms.contains(where: { MatchKey.of($0) == MatchKey.of(alias) }) {
                        tallies[rule, default: .init()].spelling += 1
                    } else {
                        tallies[rule, default: .init()].differ += 1
                        report.note("names from scripts: differs from libgeonames, whose name is kept", at: place.id,
                                    value: "\(language.rawValue): \(alias) (libgeonames: \(tagged.preferred))")
                    }
                } else if place.names[language] != nil {
                    tallies[rule, default: .init()].alreadyNamed += 1
                } else if rules.applied.contains(rule) {
                    places[position].names[language] = LocalizedName(alias)
                    tallies[rule, default: .init()].added += 1
                    report.note("names from scripts: added by \(rule.rawValue)", at: place.id,
                                value: "\(language.rawValue): \(alias)")
                    added = true
                } else {
                    tallies[rule, default: .init()].wouldAdd += 1
                }
            }
            if added { namedCities += 1 }
        }
        summary += Self.scriptNameLines(tallies, undecided: undecided, namedCities: namedCities, applied: rules.applied)
    }

    /// The summary's lines: the total and agreement of the applied rules, one line per rule, the aliases not used.
    static func scriptNameLines(_ tallies: [ScriptNames.Rule: ScriptNameTally], undecided: [String: Int],
                                namedCities: Int, applied: Set<ScriptNames.Rule>) -> [String] {
        func percent(_ part: Int, _ whole: Int) -> String {
            whole == 0 ? "-" : String(format: "%.1f %%", Double(part) * 100 / Double(whole))
        }
        var total = ScriptNameTally()
        for (rule, tally) in tallies where applied.contains(rule) {
            total.added += tally.added
            total.compared += tally.compared
            total.same += tally.same
            total.spelling += tally.spelling
        }
        var lines = ["names from scripts: \(total.added) names added to \(namedCities) cities; where libgeonames "
            + "names the city in the language, the applied rules agree with it in \(total.same + total.spelling) of "
            + "\(total.compared) (\(percent(total.same + total.spelling, total.compared)); \(total.same) the same, "
            + "\(total.spelling) the same but for spelling)"]
        for rule in ScriptNames.Rule.allCases {
            let tally = tallies[rule] ?? .init()
            let agreed = tally.same + tally.spelling
            let head = applied.contains(rule) ? "\(tally.added) added" : "measured only, not added: \(tally.wouldAdd) would be"
            lines.append("names from scripts, \(rule.rawValue): \(head); compared with libgeonames \(tally.compared) "
                + "(agree \(agreed), \(percent(agreed, tally.compared)): \(tally.same) the same, \(tally.spelling) the "
                + "same but for spelling; \(tally.differ) differ); \(tally.alreadyNamed) already named by another "
                + "source; \(tally.several) with several aliases that qualify (none taken); \(tally.refused) aliases "
                + "refused (another place's name)")
        }
        let reasons = undecided.sorted { ($0.value, $1.key) > ($1.value, $0.key) }.map { "\($0.key) \($0.value)" }
        lines.append("names from scripts, aliases no rule makes a name: " + reasons.joined(separator: "; "))
        return lines
    }
}
