import PlaceNames

/// One place in a snapshot, as bytes: every field of `Place`, so the place read back is equal to the one written
/// and answers from a snapshot are the answers from its catalogs, byte for byte.
///
///     id, kind                         string, string
///     present                          byte: bit 0 country, bit 1 population, bit 2 coordinate, bit 3 default name,
///                                      bit 4 region, bit 5 time zone
///     country?                         string
///     defaultName?                     string
///     region?                          string (a place id)
///     population?                      8 bytes, two's complement
///     coordinate?                      latitude, longitude: 8 bytes each, IEEE 754 bits
///     timeZone?                        string (an IANA id, `Asia/Bangkok`)
///     codes                            count, then system and code strings
///     names                            count; then per name its language ordinal (`SearchLanguages`) and the
///                                      byte length of its entry, a table read without touching the entries;
///                                      then the entries: preferred string, then for short, variants,
///                                      colloquial, historic: count and strings
///     aliases                          count, then strings
///
/// A string is its UTF-8 length then its bytes; counts and lengths are LEB128 varints; numbers are little-endian.
enum PlaceRecord {
    static func encode(_ place: Place, into bytes: inout [UInt8]) {
        string(place.id, into: &bytes)
        string(place.kind.rawValue, into: &bytes)
        let present: UInt8 = (place.country != nil ? 1 : 0) | (place.population != nil ? 2 : 0)
            | (place.coordinate != nil ? 4 : 0) | (place.defaultName != nil ? 8 : 0) | (place.region != nil ? 16 : 0)
            | (place.timeZone != nil ? 32 : 0)
        bytes.append(present)
        if let country = place.country { string(country, into: &bytes) }
        if let defaultName = place.defaultName { string(defaultName, into: &bytes) }
        if let region = place.region { string(region, into: &bytes) }
        if let population = place.population { fixed(UInt64(bitPattern: Int64(population)), into: &bytes) }
        if let coordinate = place.coordinate {
            fixed(coordinate.latitude.bitPattern, into: &bytes)
            fixed(coordinate.longitude.bitPattern, into: &bytes)
        }
        if let timeZone = place.timeZone { string(timeZone, into: &bytes) }
        let codes = place.codes.sorted { $0.key.rawValue < $1.key.rawValue }
        varint(codes.count, into: &bytes)
        for (system, code) in codes {
            string(system.rawValue, into: &bytes)
            string(code, into: &bytes)
        }
        let names = place.names.sorted { $0.key < $1.key }
        varint(names.count, into: &bytes)
        // The entries go after the table of their lengths: written once to the end of `bytes`, then moved behind it.
        let entriesStart = bytes.count
        var lengths: [Int] = []
        lengths.reserveCapacity(names.count)
        for (_, name) in names {
            let start = bytes.count
            string(name.preferred, into: &bytes)
            for forms in [name.short, name.variants, name.colloquial, name.historic] { strings(forms, into: &bytes) }
            lengths.append(bytes.count - start)
        }
        var table: [UInt8] = []
        for ((language, _), length) in zip(names, lengths) {
            varint(Int(SearchLanguages.ordinal(language)), into: &table)
            varint(length, into: &table)
        }
        bytes.insert(contentsOf: table, at: entriesStart)
        strings(place.aliases, into: &bytes)
    }

    /// The place in `bytes`, or nil when they are not a whole record (a damaged snapshot).
    static func decode(_ bytes: UnsafeRawBufferPointer) -> Place? {
        var reader = Reader(bytes: bytes)
        guard let id = reader.string(), let kind = reader.string(), let present = reader.byte() else { return nil }
        var country: String?
        var defaultName: String?
        var population: Int?
        var coordinate: Coordinate?
        if present & 1 != 0 { guard let text = reader.string() else { return nil }; country = text }
        if present & 8 != 0 { guard let text = reader.string() else { return nil }; defaultName = text }
        var region: String?
        if present & 16 != 0 { guard let text = reader.string() else { return nil }; region = text }
        if present & 2 != 0 {
            guard let figure = reader.fixed() else { return nil }
            population = Int(Int64(bitPattern: figure))
        }
        if present & 4 != 0 {
            guard let latitude = reader.fixed(), let longitude = reader.fixed() else { return nil }
            coordinate = Coordinate(latitude: Double(bitPattern: latitude), longitude: Double(bitPattern: longitude))
        }
        var timeZone: String?
        if present & 32 != 0 { guard let text = reader.string() else { return nil }; timeZone = text }
        guard let codeCount = reader.count() else { return nil }
        var codes: [CodeSystem: String] = [:]
        for _ in 0..<codeCount {
            guard let system = reader.string(), let code = reader.string() else { return nil }
            codes[CodeSystem(rawValue: system)] = code
        }
        guard let nameCount = reader.count() else { return nil }
        var names: [Language: LocalizedName] = [:]
        names.reserveCapacity(nameCount)
        var ordinals: [Int] = []
        for _ in 0..<nameCount {
            guard let ordinal = reader.varint(), ordinal < SearchLanguages.all.count, reader.varint() != nil
            else { return nil }
            ordinals.append(ordinal)
        }
        for ordinal in ordinals {
            guard let preferred = reader.string(), let short = reader.strings(), let variants = reader.strings(),
                  let colloquial = reader.strings(), let historic = reader.strings() else { return nil }
            names[SearchLanguages.all[ordinal]] = LocalizedName(
                preferred, short: short, variants: variants, colloquial: colloquial, historic: historic)
        }
        guard let aliases = reader.strings(), reader.isAtEnd else { return nil }
        return Place(id: id, kind: PlaceKind(rawValue: kind), defaultName: defaultName, country: country, region: region, coordinate: coordinate,
                     population: population, timeZone: timeZone, codes: codes, names: names, aliases: aliases)
    }

    private static func string(_ text: String, into bytes: inout [UInt8]) {
        var text = text
        text.withUTF8 { utf8 in
            varint(utf8.count, into: &bytes)
            bytes.append(contentsOf: utf8)
        }
    }

    private static func strings(_ texts: [String], into bytes: inout [UInt8]) {
        varint(texts.count, into: &bytes)
        for text in texts { string(text, into: &bytes) }
    }

    private static func fixed(_ value: UInt64, into bytes: inout [UInt8]) {
        withUnsafeBytes(of: value.littleEndian) { bytes += $0 }
    }

    private static func varint(_ value: Int, into bytes: inout [UInt8]) {
        var value = UInt64(value)
        while value >= 0x80 {
            bytes.append(UInt8(value & 0x7F) | 0x80)
            value >>= 7
        }
        bytes.append(UInt8(value))
    }

    /// Reads a record, every step checked against the record's end.
    struct Reader {
        let bytes: UnsafeRawBufferPointer
        var offset = 0

        var isAtEnd: Bool { offset == bytes.count }

        mutating func byte() -> UInt8? {
            guard offset < bytes.count else { return nil }
            defer { offset += 1 }
            return bytes[offset]
        }

        mutating func varint() -> Int? {
            // Most varints of a record (ordinals, lengths, counts) are under 128: one byte.
            if offset < bytes.count, bytes[offset] < 0x80 {
                defer { offset += 1 }
                return Int(bytes[offset])
            }
            var value: UInt64 = 0
            for shift in stride(from: 0, to: 63, by: 7) {
                guard let byte = byte() else { return nil }
                value |= UInt64(byte & 0x7F) << UInt64(shift)
                if byte < 0x80 { return value <= UInt64(Int32.max) ? Int(value) : nil }
            }
            return nil
        }

        /// A count of items that each take at least one byte, so a damaged count cannot ask for more than is left.
        mutating func count() -> Int? {
            guard let count = varint(), count <= bytes.count - offset else { return nil }
            return count
        }

        mutating func fixed() -> UInt64? {
            guard bytes.count - offset >= 8 else { return nil }
            defer { offset += 8 }
            return UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
        }

        mutating func string() -> String? {
            guard let length = count() else { return nil }
            defer { offset += length }
            return String(decoding: UnsafeRawBufferPointer(rebasing: bytes[offset..<(offset + length)]), as: UTF8.self)
        }

        /// Where the next string's bytes lie, moving past them.
        mutating func stringRange() -> Range<Int>? {
            guard let length = count() else { return nil }
            defer { offset += length }
            return offset..<(offset + length)
        }

        mutating func skipString() -> Bool { stringRange() != nil }

        /// Passes over `count` varints without decoding them: a varint ends at its byte under 0x80.
        mutating func skipVarints(_ count: Int) -> Bool {
            var left = count
            // Eight bytes at a time while at least eight varints are left: each varint ending in them is one to
            // pass, and when fewer than eight end there, the bytes after the last end begin the next one to pass.
            while left >= 8, bytes.count - offset >= 8 {
                let word = bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
                left -= (~word & 0x8080_8080_8080_8080).nonzeroBitCount
                offset += 8
            }
            while left > 0 {
                guard offset < bytes.count else { return false }
                if bytes[offset] < 0x80 { left -= 1 }
                offset += 1
            }
            return true
        }

        mutating func skip(_ count: Int) -> Bool {
            guard bytes.count - offset >= count else { return false }
            offset += count
            return true
        }

        mutating func strings() -> [String]? {
            guard let count = count() else { return nil }
            var result: [String] = []
            result.reserveCapacity(count)
            for _ in 0..<count {
                guard let text = string() else { return nil }
                result.append(text)
            }
            return result
        }
    }
}
