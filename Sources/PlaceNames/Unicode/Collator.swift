import Synchronization
import Foundation
import ICUShim

/// Locale-aware string ordering by ICU (UCA + CLDR tailorings), shareable between threads.
///
/// Only ICU calls on a `const UCollator *` are made after opening (`ucol_strcollUTF8`, `ucol_getSortKey`), which
/// ICU documents as safe to use concurrently on one object (ICU User Guide, Architectural Design, "Thread-safe const
/// APIs"), so one instance serves every task without clones or locks; see
/// `Collator.shared(localeID:strength:)` for the cache.
public final class Collator: Sendable {
    /// How fine the differences are that make two strings unequal.
    public enum Strength: Int32, Sendable, Hashable {
        /// Base letters only (`a` = `á` = `A`).
        case primary = 0
        /// Accents matter.
        case secondary
        /// Case and variants matter (ICU's default).
        case tertiary
        /// Punctuation matters when it is ignored otherwise.
        case quaternary
        /// Code points break every remaining tie.
        case identical
    }

    /// The ICU locale id this collator was asked for ("th", "zh_Hant", "de@collation=phonebook").
    public let localeID: String
    /// The strength asked for; nil means the locale's default.
    public let strength: Strength?
    /// The locale whose rules ICU actually uses (after fallback; "root" when the language has no tailoring).
    public let actualLocaleID: String

    private let handle: Handle

    /// Opens ICU's collator for `localeID` (an ICU locale id, as `Language.icuLocaleID` gives).
    public init(localeID: String, strength: Strength? = nil) throws {
        var status: Int32 = 0
        let pointer = pn_collator_open(localeID, strength?.rawValue ?? -1, &status)
        try ICUError.check(status, "open collator for '\(localeID)'")
        guard let pointer else {
            throw ICUError(code: ICUError.internalProgramError, operation: "open collator for '\(localeID)'")
        }
        self.handle = Handle(pointer: pointer)
        self.localeID = localeID
        self.strength = strength
        var buffer = [CChar](repeating: 0, count: 128)
        _ = pn_collator_actual_locale(pointer, &buffer, Int32(buffer.count), &status)
        self.actualLocaleID = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    deinit { pn_collator_close(handle.pointer) }

    /// How `a` sorts against `b` in this locale.
    public func compare(_ a: String, _ b: String) -> ComparisonResult {
        let result = ICUText.withUTF8(a) { aBytes, aCount in
            ICUText.withUTF8(b) { bBytes, bCount in
                var status: Int32 = 0
                return pn_collator_compare(handle.pointer, aBytes, aCount, bBytes, bCount, &status)
            }
        }
        return result < 0 ? .orderedAscending : (result > 0 ? .orderedDescending : .orderedSame)
    }

    /// Whether `a` sorts strictly before `b`; usable as `sorted(by:)`'s predicate.
    public func areInIncreasingOrder(_ a: String, _ b: String) -> Bool {
        compare(a, b) == .orderedAscending
    }

    /// The bytes that sort, by plain byte comparison, exactly as `compare` orders the strings.
    public func sortKey(_ text: String) -> SortKey {
        ICUText.withUTF8(text) { bytes, count in
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 512) { stack in
                var status: Int32 = 0
                let needed = Int(pn_collator_sort_key(handle.pointer, bytes, count, stack.baseAddress, 512, &status))
                if needed <= 512 { return SortKey(bytes: Array(stack[..<needed])) }
                let key = [UInt8](unsafeUninitializedCapacity: needed) { buffer, initialized in
                    initialized = Int(pn_collator_sort_key(handle.pointer, bytes, count,
                                                           buffer.baseAddress, Int32(needed), &status))
                }
                return SortKey(bytes: key)
            }
        }
    }

    /// `strings` in this locale's order: one sort key per string, then a byte-comparison sort.
    public func sorted(_ strings: [String]) -> [String] {
        sorted(strings, by: { $0 })
    }

    /// `items` ordered by the collation of `name(item)`; stable for items with equal keys.
    public func sorted<T>(_ items: [T], by name: (T) -> String) -> [T] {
        let keys = SortKeyTable(collator: self, strings: items.lazy.map(name))
        return keys.sortedIndices().map { items[$0] }
    }

    // MARK: Cache

    private struct CacheKey: Hashable { let localeID: String; let strength: Strength? }
    private static let cache = Mutex<[CacheKey: Collator]>([:])

    /// The process-wide collator for `localeID` and `strength`, opened on first use.
    public static func shared(localeID: String, strength: Strength? = nil) throws -> Collator {
        let key = CacheKey(localeID: localeID, strength: strength)
        if let cached = cache.withLock({ $0[key] }) { return cached }
        let collator = try Collator(localeID: localeID, strength: strength)
        return cache.withLock { table in
            if let winner = table[key] { return winner }
            table[key] = collator
            return collator
        }
    }

    /// Sort keys of UTF-8 bytes for hot loops (the validator keys a million names straight from the document):
    /// a plain value, so many threads calling it do not contend on the collator's reference count. Valid while
    /// this collator lives; the caller keeps it.
    var utf8SortKeys: UTF8SortKeys { UTF8SortKeys(handle: handle) }

    struct UTF8SortKeys: Sendable {
        fileprivate let handle: Handle

        /// Calls `body` with the sort key of the UTF-8 `bytes`, cut to its first 1024 bytes.
        func withSortKey<R>(of bytes: UnsafeBufferPointer<UInt8>, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 1024) { buffer in
                var status: Int32 = 0
                let text = bytes.baseAddress.map { UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self) }
                let n = Int(pn_collator_sort_key(handle.pointer, text, Int32(bytes.count), buffer.baseAddress,
                                                 1024, &status))
                return body(UnsafeBufferPointer(rebasing: buffer[..<max(0, min(n, 1024))]))
            }
        }
    }

    /// How the UTF-8 bytes `a` sort against `b`: negative, zero or positive, as their sort keys compare (ICU
    /// guarantees `ucol_strcoll` and sort keys agree), without making a string or a key of either.
    package func compareUTF8(_ a: UnsafeRawBufferPointer, _ b: UnsafeRawBufferPointer) -> Int32 {
        // ICU takes no null pointer, even for no bytes.
        let empty = UnsafeRawPointer(("" as StaticString).utf8Start)
        var status: Int32 = 0
        return pn_collator_compare(handle.pointer, (a.baseAddress ?? empty).assumingMemoryBound(to: CChar.self),
                                   Int32(a.count), (b.baseAddress ?? empty).assumingMemoryBound(to: CChar.self),
                                   Int32(b.count), &status)
    }

    /// Appends the sort key of `text` to `table`.
    package func appendSortKey(of text: String, to table: inout [UInt8]) {
        ICUText.withUTF8(text) { bytes, count in
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 512) { stack in
                var status: Int32 = 0
                let needed = Int(pn_collator_sort_key(handle.pointer, bytes, count, stack.baseAddress, 512, &status))
                if needed <= 512 {
                    table.append(contentsOf: UnsafeBufferPointer(rebasing: stack[..<needed]))
                } else {
                    table.append(contentsOf: sortKey(text).bytes)
                }
            }
        }
    }
}
