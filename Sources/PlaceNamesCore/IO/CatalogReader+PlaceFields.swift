/// The fields of a place that are objects or arrays: its coordinate, codes and aliases.
extension CatalogReader {
    mutating func readCoordinate(at index: Int, place label: String?) -> Coordinate? {
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
        if seen != 0b11 {
            for (position, field) in CatalogSchema.coordinateFields.enumerated() where seen & (1 << position) == 0 {
                guard unreadable(index, .missingField, "the coordinate has no \"\(field)\"", place: label) else {
                    return nil
                }
            }
        }
        guard let latitude, let longitude else { return nil }
        return Coordinate(latitude: latitude, longitude: longitude)
    }

    /// The codes of a `codes` object (or null).
    mutating func readCodes(at index: Int, place label: String?) -> [CodeSystem: String]? {
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
    mutating func readAliases(
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
        return (aliases, hasAliases)
    }
}
