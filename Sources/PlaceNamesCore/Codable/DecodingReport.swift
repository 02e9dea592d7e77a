import Synchronization

/// Collects what lossy decoding skipped, so nothing is dropped silently; put one in
/// `decoder.userInfo[.decodingReport]` and read ``skipped`` after decoding.
///
/// ```swift
/// let report = DecodingReport()
/// let decoder = JSONDecoder()
/// decoder.userInfo[.decodingReport] = report
/// let place = try decoder.decode(Place.self, from: data)
/// for item in report.skipped { print(item) }   // names.thia: unknown key 'thia' — did you mean 'thai'?
/// ```
///
/// With a report present, ``DictionaryWrapper`` skips unknown keys and undecodable values instead of
/// failing, and ``LossyArray`` records the elements it skips. A report may be shared by decoders running on
/// several threads; items are kept in the order they were recorded.
public final class DecodingReport: Sendable {
    private let items = Mutex<[SkippedItem]>([])

    /// Creates an empty report.
    public init() {}

    /// Everything skipped so far, in the order it was recorded.
    public var skipped: [SkippedItem] {
        items.withLock { $0 }
    }

    /// Whether nothing has been skipped.
    public var isEmpty: Bool {
        items.withLock { $0.isEmpty }
    }

    /// Records one skipped item.
    public func record(_ item: SkippedItem) {
        items.withLock { $0.append(item) }
    }

    /// Records several skipped items at once, keeping their order.
    public func record(contentsOf newItems: some Sequence<SkippedItem>) {
        let newItems = Array(newItems)
        guard !newItems.isEmpty else { return }
        items.withLock { $0.append(contentsOf: newItems) }
    }

    /// Forgets everything recorded, so the report can be reused for the next file.
    public func removeAll() {
        items.withLock { $0.removeAll() }
    }
}

extension CodingUserInfoKey {
    /// The `userInfo` key under which decoders find the ``DecodingReport`` that makes decoding lossy.
    public static let decodingReport = CodingUserInfoKey(rawValue: "PlaceNames.DecodingReport")!
}

extension Decoder {
    /// The ``DecodingReport`` in this decoder's `userInfo`, if the caller asked for lossy decoding.
    public var decodingReport: DecodingReport? {
        userInfo[.decodingReport] as? DecodingReport
    }
}
