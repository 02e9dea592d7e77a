/// One place: its fields, each checked as it is read, and the place built, outlined and mapped as asked.
extension CatalogReader {
    private static let kindBit = CatalogSchema.placeKeys.bit(.kind)

    /// Reads the place at tape index `index`.
    package mutating func readPlace(at index: Int) {
        if maps { map.addPlace(at: tape[index].offset) }
        let object = tape[index]
        guard object.tag == .object else {
            _ = unreadable(index, .wrongType, "a place must be an object with an \"id\", found \(foundKind(index))")
            return
        }
        let placeIndex = Int32(outlined.places.count)
        var scanned = ScannedPlace(offset: Int(object.offset), id: nil, idOffset: Int(object.offset))
        // Messages name the place by its id, wherever the id is written.
        if outlines { outlineID(of: index, into: &scanned) }
        let label = scanned.id
        var id: String?, kind: String?, defaultName: String?, region: String?, country: String?, coordinate: Coordinate?, population: Int?,
            timeZone: String?
        var codes: [CodeSystem: String] = [:]
        var names: [Language: LocalizedName] = [:]
        var aliases: [String] = [], hasAliases = false, hasDefaultName = false
        var namesValue: Int?
        var seen = 0
        var key = index + 1
        while key < Int(object.end) {
            let value = key + 1
            defer { key = next(after: value) }
            let field: CatalogSchema.PlaceField
            switch member(at: key, among: CatalogSchema.placeKeys, in: "place", seen: &seen, place: label) {
            case .field(let read): field = read
            case .skip: continue
            case .stop: return
            }
            if maps { map.add(.field(field), at: tape[value].offset) }
            switch field {
            case .id:
                // An outline has checked and reported the id already.
                if let text = string(at: value) {
                    id = text
                } else if !outlines {
                    guard unreadable(value, .wrongType, "") else { return }
                }
            case .kind:
                if let text = string(at: value) {
                    kind = text
                } else {
                    guard unreadable(value, .wrongType, "\"kind\" must be a string like \"city\", found \(found(value))",
                                     place: label) else { return }
                }
            case .defaultName:
                if let text = optionalString(at: value) {
                    defaultName = text
                    if outlines, tape[value].tag == .string {
                        outlined.defaultNames.append(DefaultNameToken(node: Int32(value), place: placeIndex))
                        hasDefaultName = !isBlank(value)
                    }
                } else {
                    guard unreadable(value, .wrongType, "\"defaultName\" must be a string, found \(found(value))",
                                     place: label) else { return }
                }
            case .region:
                if let text = optionalString(at: value) {
                    region = text
                    if outlines { scanned.regionOffset = Int(tape[value].offset) }
                } else {
                    guard unreadable(value, .wrongType, "\"region\" must be a place id, found \(found(value))",
                                     place: label) else { return }
                }
            case .country:
                if let text = optionalString(at: value) {
                    country = text
                } else {
                    guard unreadable(value, .wrongType, "\"country\" must be a string, found \(found(value))",
                                     place: label) else { return }
                }
            case .coordinate:
                guard tape[value].tag != .null else { continue }
                guard let point = readCoordinate(at: value, place: label) else {
                    guard goesOn else { return }
                    continue
                }
                coordinate = point
            case .population:
                guard tape[value].tag != .null else { continue }
                guard tape[value].tag == .number, let number = storage.integer(at: value, as: Int.self) else {
                    guard unreadable(value, .wrongType, "\"population\" must be a whole number, found \(found(value))",
                                     place: label) else { return }
                    continue
                }
                population = number
            case .timeZone:
                guard let text = optionalString(at: value) else {
                    guard unreadable(value, .wrongType,
                                     "\"timeZone\" must be an IANA time zone id like \"Asia/Bangkok\", found \(found(value))",
                                     place: label) else { return }
                    continue
                }
                timeZone = text
                if outlines, let text { checkTimeZone(text, at: value, place: label) }
            case .codes:
                guard let read = readCodes(at: value, place: label) else {
                    guard goesOn else { return }
                    continue
                }
                codes = read
            case .names:
                namesValue = value
                guard let read = readNames(at: value, place: placeIndex, label: label) else {
                    guard goesOn else { return }
                    continue
                }
                names = read
            case .aliases:
                guard let read = readAliases(at: value, place: placeIndex, label: label) else {
                    guard goesOn else { return }
                    continue
                }
                (aliases, hasAliases) = read
            }
        }
        if seen & Self.kindBit == 0 {
            guard unreadable(index, .missingField, "the place has no \"kind\" (such as \"city\" or \"region\")",
                             place: label) else { return }
        }
        if outlines {
            scanned.kind = kind
            scanned.country = country
            scanned.coordinate = coordinate
            scanned.region = region
            outlined.places.append(scanned)
            // A place with aliases only (a GeoNames city no source names in a language) is searchable and
            // spelled: not "no names"; nor is one with a default name only, which every reader is shown.
            if !hasAliases, !hasDefaultName {
                if let namesValue, tape[namesValue].tag == .object {
                    if tape[namesValue].length == 0 { report(namesValue, .noNames, "the place has no names", place: label) }
                } else if namesValue == nil || tape[namesValue!].tag == .null {
                    report(index, .noNames, "the place has no names", place: label)
                }
            }
        }
        guard builds else { return }
        guard let id else {
            if !outlines { _ = unreadable(index, .missingID, "") }
            return
        }
        guard let kind else { return }
        places.append(Place(id: id, kind: PlaceKind(rawValue: kind), defaultName: defaultName, country: country, region: region, coordinate: coordinate,
                            population: population, timeZone: timeZone, codes: codes, names: names, aliases: aliases))
    }

    /// Reports a zone id the machine's tz database does not know (a typo, or a zone the source invented): an app
    /// would fail to make a `TimeZone` of it.
    private func checkTimeZone(_ id: String, at value: Int, place: String?) {
        let zones = IANATimeZones.system
        guard severities.isEnabled(.unknownTimeZone), !zones.contains(id) else { return }
        report(value, .unknownTimeZone, "unknown time zone '\(displayed(id))': \(zones.origin) has no such zone or link"
               + didYouMean(id, among: zones.ids.sorted()), place: place)
    }

    /// Records the place's id for the outline, reporting a missing, empty or mistyped one.
    private mutating func outlineID(of index: Int, into place: inout ScannedPlace) {
        guard let id = firstMember(CatalogSchema.placeKeys, .id, in: index) else {
            _ = unreadable(index, .missingID, "a place has no \"id\"")
            return
        }
        guard tape[id].tag == .string else {
            _ = unreadable(id, .wrongType, "a place \"id\" must be a string, found \(found(id))")
            return
        }
        let text = stringValue(at: id)
        guard !text.isEmpty else {
            report(id, .missingID, "the place's \"id\" is empty")
            return
        }
        place.id = text
        place.idOffset = Int(tape[id].offset)
    }
}
