/// An array that decodes the elements it can and skips the others, keeping each skipped index and reason.
///
/// ```swift
/// struct Catalog: Decodable {
///     @LossyArray var places: [Place]
/// }
/// let catalog = try JSONDecoder().decode(Catalog.self, from: data)
/// catalog.places                 // the valid places
/// catalog.$places.skipped        // [places[3]: missing key 'id', …]
/// ```
///
/// Every skipped element is also recorded in the decoder's ``DecodingReport``, when there is one. A missing
/// or `null` member decodes as an empty array. Equality compares the elements only, not what was skipped.
@propertyWrapper
public struct LossyArray<Element> {
    /// The elements that decoded.
    public var wrappedValue: [Element]
    /// The elements left out while decoding, in order, with the array's coding path: `places[3]`.
    public private(set) var skipped: [SkippedItem]

    /// Wraps an array.
    ///
    /// (No default argument: that would make a memberwise initializer take the wrapper instead of the array.)
    public init(wrappedValue: [Element]) {
        self.wrappedValue = wrappedValue
        self.skipped = []
    }

    /// The wrapper, so `$places.skipped` lists what decoding left out.
    public var projectedValue: LossyArray<Element> { self }

    /// The positions, in the JSON array, of the elements that were skipped.
    public var skippedIndices: [Int] {
        skipped.compactMap(\.index)
    }
}

extension LossyArray: Equatable where Element: Equatable {
    public static func == (lhs: LossyArray, rhs: LossyArray) -> Bool {
        lhs.wrappedValue == rhs.wrappedValue
    }
}

extension LossyArray: Hashable where Element: Hashable {
    public func hash(into hasher: inout Hasher) {
        hasher.combine(wrappedValue)
    }
}

extension LossyArray: Sendable where Element: Sendable {}

extension LossyArray: ExpressibleByArrayLiteral {
    public init(arrayLiteral elements: Element...) {
        self.init(wrappedValue: elements)
    }
}

extension LossyArray: Decodable where Element: Decodable {
    /// Decodes every element it can; each failure becomes a ``SkippedItem`` here and in the decoder's report.
    public init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        var elements: [Element] = []
        if let count = container.count { elements.reserveCapacity(count) }
        var skipped: [SkippedItem] = []
        let path = CodingPath(decoder.codingPath)
        let report = decoder.decodingReport
        while !container.isAtEnd {
            let index = container.currentIndex
            switch try container.decode(Attempt<Element>.self).result {
            case .success(let element):
                elements.append(element)
            case .failure(let error):
                let item = SkippedItem(
                    index: index, in: path, reason: skipReason(for: error, at: path.appending(.index(index)))
                )
                skipped.append(item)
                // Now, not at the end, so the report lists skips in the order the decoder met them.
                report?.record(item)
            }
        }
        self.wrappedValue = elements
        self.skipped = skipped
    }
}

extension LossyArray: Encodable where Element: Encodable {
    /// Encodes the elements as a plain array.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(wrappedValue)
    }
}

extension KeyedDecodingContainer {
    /// Decodes a ``LossyArray`` property, reading a missing or `null` member as an empty array.
    public func decode<Element: Decodable>(
        _ type: LossyArray<Element>.Type, forKey key: K
    ) throws -> LossyArray<Element> {
        try decodeIfPresent(type, forKey: key) ?? LossyArray(wrappedValue: [])
    }
}
