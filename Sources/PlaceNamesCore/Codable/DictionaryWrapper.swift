/// A dictionary keyed by an enum (or any raw-value type) that is coded as a JSON object keyed by the raw
/// values, untouched by key strategies, rejecting unknown keys by name.
///
/// Swift codes a `[Language: String]` as an alternating `[key, value, …]` array, or (with
/// `CodingKeyRepresentable`) as an object whose keys `keyEncodingStrategy` rewrites and in which one unknown key
/// fails without saying which. This wrapper fixes all three:
///
/// ```swift
/// enum Lang: String, CaseIterable { case english, thai, chineseTraditional = "chinese-traditional" }
///
/// struct Place: Codable {
///     @DictionaryWrapper var names: [Lang: String]
/// }
/// // {"names":{"chinese-traditional":"曼谷","english":"Bangkok","thai":"กรุงเทพมหานคร"}}
/// ```
///
/// - Decoding: an object whose keys are `Key` raw values (`Int` raw values are written in decimal, `"12"`).
///   An unknown key throws `DecodingError.dataCorrupted` whose coding path ends at that key, with the message
///   `unknown key 'thia' — did you mean 'thai'?` (suggestions need `Key` to be ``KeySuggesting`` or
///   `CaseIterable`). When the decoder's `userInfo[.decodingReport]` holds a ``DecodingReport``, decoding is
///   lossy instead: unknown keys and undecodable values are skipped and each is recorded in the report, in
///   code point order of the keys. A missing or `null` property decodes as an empty dictionary.
/// - Encoding: a plain `[String: Value]` keyed by the raw values, so key strategies leave it alone. Its key
///   order is up to the encoder: `JSONEncoder` writes code point order only with
///   `outputFormatting.sortedKeys`; set it for byte-stable files. PlaceNames' catalog encoder writes
///   string-keyed objects in code point order.
@propertyWrapper
public struct DictionaryWrapper<Key: Hashable & RawRepresentable, Value> where Key.RawValue: DictionaryKeyRawValue {
    /// The dictionary itself.
    public var wrappedValue: [Key: Value]

    /// Wraps a dictionary.
    ///
    /// (No default argument: that would make a memberwise initializer take the wrapper instead of the dictionary.)
    public init(wrappedValue: [Key: Value]) {
        self.wrappedValue = wrappedValue
    }

    /// The wrapper, so `$names` can be passed where the coding behaviour is wanted.
    public var projectedValue: DictionaryWrapper<Key, Value> {
        get { self }
        set { self = newValue }
    }
}

extension DictionaryWrapper: ExpressibleByDictionaryLiteral {
    public init(dictionaryLiteral elements: (Key, Value)...) {
        self.init(wrappedValue: Dictionary(elements, uniquingKeysWith: { _, last in last }))
    }
}

extension DictionaryWrapper: Equatable where Value: Equatable {}
extension DictionaryWrapper: Hashable where Value: Hashable {}
extension DictionaryWrapper: Sendable where Key: Sendable, Value: Sendable {}

extension DictionaryWrapper: Encodable where Value: Encodable {
    /// Encodes a JSON object keyed by the raw values (see the type's documentation about key order).
    public func encode(to encoder: any Encoder) throws {
        var object = [String: Value](minimumCapacity: wrappedValue.count)
        for (key, value) in wrappedValue {
            object[key.rawValue.objectKey] = value
        }
        var container = encoder.singleValueContainer()
        try container.encode(object)
    }
}

extension DictionaryWrapper: Decodable where Value: Decodable {
    /// Decodes a JSON object keyed by the raw values: strictly, or lossily when the decoder carries a
    /// ``DecodingReport``.
    // Decoders call this through a protocol witness, so it runs unspecialized (type metadata looked up on
    // every dictionary operation) unless pre-specialized for the catalog's own dictionaries.
    @_specialize(where Key == Language, Value == LocalizedName)
    @_specialize(where Key == CodeSystem, Value == String)
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        guard let report = decoder.decodingReport else {
            try self.init(decodedObject: try container.decode([String: Value].self), codingPath: decoder.codingPath)
            return
        }
        // Each value is decoded on its own, so one bad value does not fail the object. (Trying the plain
        // object first would be faster, but nested lossy values would then report their skips twice.)
        let object = try container.decode([String: Attempt<Value>].self)
        self.init(wrappedValue: Self.keepingValid(object, at: CodingPath(decoder.codingPath), report: report))
    }

    /// Builds the wrapper from a JSON object that was already decoded, with the same key checks as
    /// `init(from:)`; for decoders that read objects themselves.
    ///
    /// Without a report an unknown key throws (at `codingPath` + the key); with one, unknown keys are skipped
    /// and recorded.
    @_specialize(where Key == Language, Value == LocalizedName)
    @_specialize(where Key == CodeSystem, Value == String)
    public init(
        decodedObject object: [String: Value], codingPath: [any CodingKey] = [], report: DecodingReport? = nil
    ) throws {
        var dictionary = [Key: Value](minimumCapacity: object.count)
        var unknown: [String] = []
        for (name, value) in object {
            guard let key = Self.key(named: name) else {
                guard report != nil else { throw Self.unknownKeyError(in: object.keys, at: codingPath) }
                unknown.append(name)
                continue
            }
            dictionary[key] = value
        }
        if let report, !unknown.isEmpty {
            let path = CodingPath(codingPath)
            unknown.sort { $0.utf8.lexicographicallyPrecedes($1.utf8) }
            report.record(contentsOf: unknown.map {
                SkippedItem(key: $0, in: path, reason: Self.unknownKeyMessage($0))
            })
        }
        self.init(wrappedValue: dictionary)
    }

    private static func keepingValid(
        _ object: [String: Attempt<Value>], at path: CodingPath, report: DecodingReport
    ) -> [Key: Value] {
        var dictionary = [Key: Value](minimumCapacity: object.count)
        // An unknown key has no error; an undecodable value under a known key has its error.
        var skipped: [(name: String, error: (any Error)?)] = []
        for (name, attempt) in object {
            guard let key = key(named: name) else {
                skipped.append((name, nil))
                continue
            }
            switch attempt.result {
            case .success(let value): dictionary[key] = value
            case .failure(let error): skipped.append((name, error))
            }
        }
        guard !skipped.isEmpty else { return dictionary }
        skipped.sort { $0.name.utf8.lexicographicallyPrecedes($1.name.utf8) }
        report.record(contentsOf: skipped.map { name, error in
            let reason = error.map { skipReason(for: $0, at: path.appending(.key(name))) } ?? unknownKeyMessage(name)
            return SkippedItem(key: name, in: path, reason: reason)
        })
        return dictionary
    }
}
