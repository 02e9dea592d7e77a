extension LenientCatalogReader {
    mutating func readPlace(_ node: JSONNode) {
        guard node.kind == .object else {
            report(node.offset, .wrongType, "a place must be an object with an \"id\", found \(node.kind)")
            return
        }
        let index = Int32(places.count)
        var place = ScannedPlace(offset: node.offset, id: nil, idOffset: node.offset, kind: nil, country: nil)
        if let id = node[CatalogSchema.PlaceField.id.rawValue] {
            if let text = id.string {
                if text.isEmpty {
                    report(id.offset, .missingID, "the place's \"id\" is empty")
                } else {
                    place.id = text
                    place.idOffset = id.offset
                }
            } else {
                report(id.offset, .wrongType, "a place \"id\" must be a string, found \(describeValue(id))")
            }
        } else {
            report(node.offset, .missingID, "a place has no \"id\"")
        }
        let id = place.id
        var seen = 0
        var names: JSONNode?
        var hasKind = false
        var hasAliases = false
        for member in node.members {
            guard let (position, field) = schemaField(member.keyNode, among: CatalogSchema.placeKeys) else {
                let key = member.key
                report(member.keyNode.offset, .unknownField,
                       "unknown place field '\(displayed(key))'" + didYouMean(key, among: CatalogSchema.placeFields),
                       place: id)
                continue
            }
            guard seen & (1 << position) == 0 else {
                report(member.keyNode.offset, .duplicateKey, "place field '\(field.rawValue)' appears twice", place: id)
                continue
            }
            seen |= 1 << position
            let value = member.value
            switch field {
            case .id: break  // read above, as messages name the place by it
            case .kind:
                hasKind = true
                if let kind = value.string { place.kind = kind } else {
                    report(value.offset, .wrongType, "\"kind\" must be a string like \"city\", found \(describeValue(value))",
                           place: id)
                }
            case .country:
                if let country = value.string { place.country = country } else {
                    expectString(value, "\"country\"", optional: true, place: id)
                }
            case .coordinate: readCoordinate(value, place: id)
            case .population:
                if !value.isNull, value.int == nil {
                    report(value.offset, .wrongType, "\"population\" must be a whole number, found \(describeValue(value))",
                           place: id)
                }
            case .codes: readCodes(value, place: id)
            case .names: names = value
            case .aliases: hasAliases = readAliases(value, place: id)
            }
        }
        if !hasKind {
            report(node.offset, .missingField, "the place has no \"kind\" (such as \"city\" or \"region\")", place: id)
        }
        places.append(place)
        // A place with aliases only (a GeoNames city no source names in a language) is searchable and spelled:
        // not "no names".
        guard let names, !names.isNull else {
            if !hasAliases { report(node.offset, .noNames, "the place has no names", place: id) }
            return
        }
        readNames(names, place: index, id: id, hasAliases: hasAliases)
    }

    private mutating func readCoordinate(_ node: JSONNode, place: String?) {
        if node.isNull { return }
        guard node.kind == .object else {
            report(node.offset, .wrongType,
                   "\"coordinate\" must be an object with \"latitude\" and \"longitude\", found \(describeValue(node))",
                   place: place)
            return
        }
        for member in node.members {
            guard let (_, field) = schemaField(member.keyNode, among: CatalogSchema.coordinateKeys) else {
                let key = member.key
                report(member.keyNode.offset, .unknownField, "unknown coordinate field '\(displayed(key))'"
                       + didYouMean(key, among: CatalogSchema.coordinateFields), place: place)
                continue
            }
            if member.value.double == nil {
                report(member.value.offset, .wrongType,
                       "\"\(field.rawValue)\" must be a number, found \(describeValue(member.value))", place: place)
            }
        }
        for key in CatalogSchema.coordinateFields where node[key] == nil {
            report(node.offset, .missingField, "the coordinate has no \"\(key)\"", place: place)
        }
    }

    /// Checks the aliases: strings, not blank, in NFC, none twice (compared by scalars). Returns whether the place
    /// has at least one alias.
    private mutating func readAliases(_ node: JSONNode, place: String?) -> Bool {
        if node.isNull { return false }
        guard node.kind == .array else {
            report(node.offset, .wrongType, "\"aliases\" must be an array of strings, found \(describeValue(node))",
                   place: place)
            return false
        }
        // Aliases are compared as bytes with a hash each, without a String or a Set per place: GeoNames cities
        // carry hundreds of thousands of them.
        var seen: [(hash: UInt64, node: JSONNode)] = []
        var count = 0
        for element in node.elements {
            guard element.kind == .string else {
                report(element.offset, .wrongType, "an alias must be a string, found \(describeValue(element))", place: place)
                continue
            }
            let (blank, normalized, hash) = element.withStringBytes { bytes in
                var hash = FNV1a64()
                hash.add(UnsafeRawBufferPointer(bytes))
                let traits = NameTraits(bytes, countCase: false)
                return (traits.onlySpace, traits.isSurelyNFC || Normalizer.nfc.isNormalized(utf8: bytes), hash.value)
            }
            guard !blank else {
                report(element.offset, .emptyAlias, "an alias is empty or only white space", place: place)
                continue
            }
            count += 1
            if !normalized {
                report(element.offset, .notNFC, "the alias \"\(displayed(element.string ?? ""))\" is not in NFC",
                       place: place)
            }
            if seen.contains(where: { $0.hash == hash && Self.sameBytes($0.node, element) }) {
                report(element.offset, .repeatedAlias,
                       "the alias \"\(displayed(element.string ?? ""))\" appears twice", place: place)
            } else {
                seen.append((hash, element))
            }
        }
        return count > 0
    }

    private mutating func readCodes(_ node: JSONNode, place: String?) {
        if node.isNull { return }
        guard node.kind == .object else {
            report(node.offset, .wrongType, "\"codes\" must be an object of strings, found \(describeValue(node))",
                   place: place)
            return
        }
        for member in node.members where member.value.kind != .string {
            report(member.value.offset, .wrongType,
                   "code \"\(displayed(member.key))\" must be a string, found \(describeValue(member.value))", place: place)
        }
    }
}

extension LenientCatalogReader {
    static func sameBytes(_ a: JSONNode, _ b: JSONNode) -> Bool {
        a.withStringBytes { x in b.withStringBytes { y in PlaceNames.sameBytes(x, y) } }
    }
}
