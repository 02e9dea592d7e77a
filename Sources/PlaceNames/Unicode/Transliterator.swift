import Synchronization
import ICUShim

/// An ICU transform (`Any-Latin; Latin-ASCII`, `Thai-Latin`, `Han-Latin`, ...) usable from many tasks at once.
///
/// `translit.h` says transliterators "must be synchronized when shared between threads", so each concurrent caller
/// borrows its own clone (`utrans_clone`) from a small pool; clones are made once and reused, never opened per call.
public final class Transliterator: Sendable {
    /// The ICU transform id this was opened with.
    public let id: String

    private let template: Handle
    private let idle: Mutex<[Handle]>
    private static let poolLimit = 16

    /// Opens the ICU transform `id`; throws `ICUError` (`U_INVALID_ID`) for an id ICU does not know.
    public init(id: String) throws {
        var status: Int32 = 0
        let pointer = pn_transliterator_open(id, &status)
        try ICUError.check(status, "open transliterator '\(id)'")
        guard let pointer else {
            throw ICUError(code: ICUError.internalProgramError, operation: "open transliterator '\(id)'")
        }
        self.id = id
        self.template = Handle(pointer: pointer)
        self.idle = Mutex([])
    }

    deinit {
        idle.withLock { handles in handles.forEach { pn_transliterator_close($0.pointer) } }
        pn_transliterator_close(template.pointer)
    }

    /// `text` run through the transform.
    public func transliterate(_ text: String) -> String {
        if text.isEmpty { return text }
        guard let handle = borrow() else { return text }
        defer { giveBack(handle) }
        let result = ICUText.withUTF8(text) { bytes, count in
            try? ICUText.produce(guess: Int(count) * 2 + 16) { dest, capacity, status in
                pn_transliterate(handle.pointer, bytes, count, dest, capacity, &status)
            }
        }
        // ICU fails here only when memory runs out.
        return result ?? text
    }

    private func borrow() -> Handle? {
        if let handle = idle.withLock({ $0.popLast() }) { return handle }
        var status: Int32 = 0
        guard let clone = pn_transliterator_clone(template.pointer, &status), status <= 0 else { return nil }
        return Handle(pointer: clone)
    }

    private func giveBack(_ handle: Handle) {
        let kept = idle.withLock { handles in
            guard handles.count < Self.poolLimit else { return false }
            handles.append(handle)
            return true
        }
        if !kept { pn_transliterator_close(handle.pointer) }
    }

    // MARK: Cache

    private static let cache = Mutex<[String: Transliterator]>([:])

    /// The process-wide transliterator for `id`, opened on first use.
    public static func shared(id: String) throws -> Transliterator {
        if let cached = cache.withLock({ $0[id] }) { return cached }
        let made = try Transliterator(id: id)
        return cache.withLock { table in
            if let winner = table[id] { return winner }
            table[id] = made
            return made
        }
    }
}
