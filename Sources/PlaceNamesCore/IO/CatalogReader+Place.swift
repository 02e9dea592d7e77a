/// One place: its fields, each checked as it is read, and the place built, outlined and mapped as asked.
extension CatalogReader {
    private static let kindBit = CatalogSchema.placeKeys.bit(.kind)

    /// Reads the place at tape index `index`.
    package mutating func readPlace(at index: Int) {
        if maps { map.addPlace(at: tape[index].offset) }
        let object = tape[index]
        guard object.tag == .object else {
            _ = unreadable(index, .wrongType, "a place must be an object with an \"id\", found \(kind(index))")
            return
        }
        let placeIndex = Int32(outlined.places.count)
        var scanned = ScannedPlace(offset: Int(object.offset), id: nil, idOffset: Int(object.offset))
        // Messages name the place by its id, wherever the id is written.
        if outlines { outlineID(of: index, into: &scanned) }
        let label = scanned.id
        var id: String?, kind: String?, country: String?, coordinate: Coordinate?, population: Int?
        var codes: [CodeSystem: String] = [:]
        var names: [Language: LocalizedName] = [:]
        var aliases: [String] = [], hasAliases = false
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
            outlined.places.append(scanned)
            // A place with aliases only (a GeoNames city no source names in a language) is searchable and
            // spelled: not "no names".
            if !hasAliases {
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
        places.append(Place(id: id, kind: PlaceKind(rawValue: kind), country: country, coordinate: coordinate,
                            population: population, codes: codes, names: names, aliases: aliases))
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

    private mutating func readCoordinate(at index: Int, place label: String?) -> Coordinate? {
        guard tape[index].tag == .object else {
            _ = unreadable(index, .wrongType, "\"coordinate\" must be an object with \"latitude\" and \"longitude\", "
                           + "found \(found(index))", place: label)
            return nil
        }
        var latitude: Double?, longitude: Double?
        var seen = 0
        var key = index + 1
        while key < Int(tape[index].end) {
            let value = key + 1
            defer { key = next(after: value) }
            let field: CatalogSchema.CoordinateField
            switch member(at: key, among: CatalogSchema.coordinateKeys, in: "coordinate", seen: &seen, place: label) {
            case .field(let read): field = read
            case .skip: continue
            case .stop: return nil
            }
            guard tape[value].tag == .number, let number = storage.double(at: value) else {
                guard unreadable(value, .wrongType, "\"\(field.rawValue)\" must be a number, found \(found(value))",
                                 place: label) else { return nil }
                continue
            }
            if field == .latitude { latitude = number } else { longitude = number }
        }
        for (position, field) in CatalogSchema.coordinateFields.enumerated() where seen & (1 << position) == 0 {
            guard unreadable(index, .missingField, "the coordinate has no \"\(field)\"", place: label) else { return nil }
        }
        guard let latitude, let longitude else { return nil }
        return Coordinate(latitude: latitude, longitude: longitude)
    }

    /// The codes of a `codes` object (or null).
    private mutating func readCodes(at index: Int, place label: String?) -> [CodeSystem: String]? {
        guard tape[index].tag == .object else {
            if tape[index].tag == .null { return [:] }
            _ = unreadable(index, .wrongType, "\"codes\" must be an object of strings, found \(found(index))",
                           place: label)
            return nil
        }
        var codes = [CodeSystem: String].withCapacity(Int(tape[index].length))
        var key = index + 1
        while key < Int(tape[index].end) {
            let value = key + 1
            defer { key = next(after: value) }
            let system = CodeSystem(rawValue: stringValue(at: key))
            if maps { map.addCode(system, at: tape[value].offset) }
            guard let text = string(at: value) else {
                guard unreadable(value, .wrongType, "code \"\(displayed(system.rawValue))\" must be a string, "
                                 + "found \(found(value))", place: label) else { return nil }
                continue
            }
            // `CodeSystem` holds a String, whose `==` also finds keys that differ only in normalisation.
            guard codes.updateValue(text, forKey: system) == nil else {
                guard unreadable(key, .duplicateKey, "the code \"\(displayed(system.rawValue))\" appears twice; only "
                                 + "one would be kept", place: label) else { return nil }
                continue
            }
        }
        return codes
    }

    /// The aliases (null is none), and whether there is one that is not blank. An outline reports blank ones and
    /// records the others for the validator's checks.
    private mutating func readAliases(
        at index: Int, place: Int32, label: String?
    ) -> (aliases: [String], hasAliases: Bool)? {
        guard tape[index].tag == .array else {
            if tape[index].tag == .null { return ([], false) }
            _ = unreadable(index, .wrongType, "\"aliases\" must be an array of strings, found \(found(index))",
                           place: label)
            return nil
        }
        var aliases: [String] = []
        if builds { aliases.reserveCapacity(Int(tape[index].length)) }
        var hasAliases = false
        var element = index + 1
        while element < Int(tape[index].end) {
            defer { element = next(after: element) }
            guard tape[element].tag == .string else {
                guard unreadable(element, .wrongType, "an alias must be a string, found \(found(element))",
                                 place: label) else { return nil }
                continue
            }
            if builds { aliases.append(stringValue(at: element)) }
            guard outlines else { continue }
            guard !isBlank(element) else {
                report(element, .emptyAlias, "an alias is empty or only white space", place: label)
                continue
            }
            hasAliases = true
            outlined.aliases.append(AliasToken(node: Int32(element), place: place))
        }
        return (aliases, hasAliases || !outlines && !aliases.isEmpty)
    }
}
