import Foundation

/// A catalog's places, each checked as it is built.
extension CatalogPlaceReader {
    /// The catalog's places, in order.
    func places(at index: Int) -> [Place]? {
        let array = tape[index]
        guard array.tag == .array else { return nil }
        var places: [Place] = []
        places.reserveCapacity(Int(array.length))
        var element = index + 1
        while element < Int(array.end) {
            guard let place = place(at: element) else { return nil }
            places.append(place)
            element = next(after: element)
        }
        return places
    }

    private func place(at index: Int) -> Place? {
        let object = tape[index]
        guard object.tag == .object else { return nil }
        var id: String?, kind: String?, country: String?, coordinate: Coordinate?, population: Int?
        var codes: [CodeSystem: String] = [:]
        var names: [Language: LocalizedName] = [:]
        var aliases: [String] = []
        var seen = 0
        var key = index + 1
        while key < Int(object.end) {
            let value = key + 1
            guard let (position, field) = schemaField(at: key, among: CatalogSchema.placeKeys),
                  seen & (1 << position) == 0 else { return nil }
            seen |= 1 << position
            switch field {
            case .id:
                guard let text = string(at: value) else { return nil }
                id = text
            case .kind:
                guard let text = string(at: value) else { return nil }
                kind = text
            case .country:
                guard tape[value].tag == .null || tape[value].tag == .string else { return nil }
                country = string(at: value)
            case .coordinate:
                guard tape[value].tag == .null || tape[value].tag == .object else { return nil }
                if tape[value].tag == .object {
                    guard let point = self.coordinate(at: value) else { return nil }
                    coordinate = point
                }
            case .population:
                guard tape[value].tag == .null || tape[value].tag == .number else { return nil }
                if tape[value].tag == .number {
                    guard let number = storage.integer(at: value, as: Int.self) else { return nil }
                    population = number
                }
            case .codes:
                guard let read = self.codes(at: value) else { return nil }
                codes = read
            case .names:
                guard let read = self.names(at: value) else { return nil }
                names = read
            case .aliases:
                guard let read = self.aliases(at: value) else { return nil }
                aliases = read
            }
            key = next(after: value)
        }
        guard let id, let kind else { return nil }
        return Place(id: id, kind: PlaceKind(rawValue: kind), country: country, coordinate: coordinate,
                     population: population, codes: codes, names: names, aliases: aliases)
    }

    private func coordinate(at index: Int) -> Coordinate? {
        var latitude: Double?, longitude: Double?
        var key = index + 1
        while key < Int(tape[index].end) {
            guard let (_, field) = schemaField(at: key, among: CatalogSchema.coordinateKeys),
                  tape[key + 1].tag == .number, let number = storage.double(at: key + 1) else { return nil }
            if field == .latitude {
                guard latitude == nil else { return nil }
                latitude = number
            } else {
                guard longitude == nil else { return nil }
                longitude = number
            }
            key += 2
        }
        guard let latitude, let longitude else { return nil }
        return Coordinate(latitude: latitude, longitude: longitude)
    }

    /// The strings of an `aliases` array (or null); nil if an element is not a string.
    private func aliases(at index: Int) -> [String]? {
        let array = tape[index]
        guard array.tag == .array else { return array.tag == .null ? [] : nil }
        var aliases: [String] = []
        aliases.reserveCapacity(Int(array.length))
        var element = index + 1
        while element < Int(array.end) {
            guard let text = string(at: element) else { return nil }
            aliases.append(text)
            element += 1
        }
        return aliases
    }

    /// The codes of a `codes` object (or null); nil if a value is not a string or a key repeats.
    private func codes(at index: Int) -> [CodeSystem: String]? {
        let object = tape[index]
        guard object.tag == .object else { return object.tag == .null ? [:] : nil }
        var codes = [CodeSystem: String].withCapacity(Int(object.length))
        var key = index + 1
        while key < Int(object.end) {
            // A String key, as `CodeSystem` holds one; `String ==` finds keys that differ only in normalisation.
            guard let system = string(at: key), let text = string(at: key + 1),
                  codes.updateValue(text, forKey: CodeSystem(rawValue: system)) == nil else { return nil }
            key += 2
        }
        return codes
    }
}
