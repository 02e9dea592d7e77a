import ICUShim

/// Passes Swift strings to the shim as UTF-8 and builds strings from the shim's UTF-8 output.
enum ICUText {
    /// A valid pointer for empty input, which ICU rejects as NULL.
    nonisolated(unsafe) private static let empty: UnsafeMutablePointer<CChar> = {
        let p = UnsafeMutablePointer<CChar>.allocate(capacity: 1)
        p.initialize(to: 0)
        return p
    }()

    /// Calls `body` with the UTF-8 bytes of `text` (copied only if the string is not contiguous UTF-8).
    static func withUTF8<R>(_ text: String, _ body: (UnsafePointer<CChar>, Int32) throws -> R) rethrows -> R {
        var text = text
        return try text.withUTF8 { bytes in
            guard let base = bytes.baseAddress, !bytes.isEmpty else { return try body(empty, 0) }
            return try base.withMemoryRebound(to: CChar.self, capacity: bytes.count) {
                try body($0, Int32(bytes.count))
            }
        }
    }

    /// Builds a string from a shim call that writes UTF-8 into a buffer and returns the length it needs,
    /// retrying once with the needed capacity.
    static func produce(
        guess: Int,
        _ fill: (UnsafeMutablePointer<CChar>, Int32, inout Int32) -> Int32
    ) throws(ICUStatus) -> String {
        var capacity = max(guess, 16)
        for _ in 0..<3 {
            var status: Int32 = 0
            var needed: Int32 = 0
            let result = String(unsafeUninitializedCapacity: capacity) { buffer in
                buffer.withMemoryRebound(to: CChar.self) { chars in
                    needed = fill(chars.baseAddress!, Int32(chars.count), &status)
                }
                return status <= 0 && Int(needed) <= capacity ? Int(needed) : 0
            }
            if status > 0 { throw ICUStatus(code: status) }
            if Int(needed) <= capacity { return result }
            capacity = Int(needed)
        }
        throw ICUStatus(code: 15)  // U_BUFFER_OVERFLOW_ERROR
    }
}

/// A raw ICU failure code, turned into an `ICUError` by the caller that knows what it was doing.
struct ICUStatus: Error {
    let code: Int32
}
