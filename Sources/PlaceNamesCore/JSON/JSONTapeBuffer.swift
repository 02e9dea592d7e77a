/// The growing tape the parser writes: raw memory, so finishing the parse hands it to `JSONStorage`
/// without copying, and appends cost no uniqueness or bounds checks.
struct JSONTapeBuffer {
    private(set) var base: UnsafeMutablePointer<JSONTapeEntry>
    private(set) var count = 0
    private var capacity: Int

    init(capacity: Int) {
        self.capacity = max(capacity, 16)
        base = .allocate(capacity: self.capacity)
    }

    @inline(__always)
    mutating func append(_ entry: JSONTapeEntry) {
        if count == capacity { grow() }
        (base + count).initialize(to: entry)
        count += 1
    }

    @inline(__always)
    subscript(index: Int) -> JSONTapeEntry {
        get { base[index] }
        nonmutating set { base[index] = newValue }
    }

    /// Appends `entries`, the tape of a parse that started at this one's end: their container ends move by
    /// this tape's count.
    mutating func append(spliced entries: UnsafeBufferPointer<JSONTapeEntry>) {
        while capacity - count < entries.count { grow() }
        let shift = UInt32(truncatingIfNeeded: count)
        for (i, entry) in entries.enumerated() {
            var entry = entry
            if entry.tag.rawValue >= JSONTag.array.rawValue { entry.end &+= shift }
            (base + count + i).initialize(to: entry)
        }
        count += entries.count
    }

    private mutating func grow() {
        let bigger = UnsafeMutablePointer<JSONTapeEntry>.allocate(capacity: capacity * 2)
        bigger.moveInitialize(from: base, count: count)
        base.deallocate()
        base = bigger
        capacity *= 2
    }

    /// Frees the memory (after a failed parse; a finished tape is owned by `JSONStorage`).
    func deallocate() {
        base.deallocate()
    }

    /// The entries written, for `JSONStorage` to own.
    var buffer: UnsafeMutableBufferPointer<JSONTapeEntry> {
        UnsafeMutableBufferPointer(start: base, count: count)
    }
}
