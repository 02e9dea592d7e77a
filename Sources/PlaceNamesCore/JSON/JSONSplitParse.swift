
/// The second half of a big document, parsed on another thread while the calling thread parses the first.
///
/// Big catalogs are one array of places, so the split is at a comma between two objects near the middle of the
/// input (`}`, `,`, `{`), chosen without knowing whether it is inside a string. The other thread parses the
/// elements after that comma up to the `]` that closes them. When the first half's parse reaches that very comma
/// as punctuation of an array, it appends the other half's tape and goes on from the `]`. If the comma was inside
/// a string, the second half met an error, or the nesting together is too deep, the first parse just goes on
/// alone: the tape and the errors are always those of the one-thread parse.
final class JSONSplitParse: @unchecked Sendable {
    /// Inputs smaller than this are parsed on one thread: the other would not start before the first is done.
    static let minimumBytes = 1 << 20

    /// The byte offset of the comma the second half starts after.
    let comma: Int
    private let input: UnsafeBufferPointer<UInt8>
    private var other: OtherThread?
    // Written by the other thread before it ends, read after waiting for it.
    private var tape: UnsafeMutableBufferPointer<JSONTapeEntry>?
    private var elements = 0
    private var end = 0
    private var deepest = 0

    /// Starts the second half of `input` on another thread, or returns nil when the input is small or has no
    /// comma between two objects near its middle. The caller must `finish()` it before `input` goes away.
    static func start(_ input: UnsafeBufferPointer<UInt8>) -> JSONSplitParse? {
        guard input.count >= minimumBytes, let comma = comma(in: input) else { return nil }
        let split = JSONSplitParse(input: input, comma: comma)
        split.other = OtherThread.start { split.parseSecondHalf() }
        return split
    }

    private init(input: UnsafeBufferPointer<UInt8>, comma: Int) {
        self.input = input
        self.comma = comma
    }

    private func parseSecondHalf() {
        var parser = JSONParser(input: input, elementsAfter: comma)
        if let tape = try? parser.parse() {
            self.tape = tape
            elements = parser.elements
            end = parser.position
            deepest = parser.deepest
        }
    }

    /// Waits for the second half and appends its tape to `tape`, whose parse has reached the comma with `depth`
    /// containers open. Returns how many elements it read and the offset of their `]`, or nil when it cannot be
    /// used.
    func join(into tape: inout JSONTapeBuffer, depth: Int) -> (count: Int, end: Int)? {
        other?.wait()
        guard let half = self.tape, depth + deepest <= JSONParser.maximumDepth else { return nil }
        tape.append(spliced: UnsafeBufferPointer(half))
        return (elements, end)
    }

    /// Waits for the second half if it was not joined, and frees its tape.
    func finish() {
        other?.wait()
        tape?.baseAddress?.deallocate()
        tape = nil
    }

    /// A comma between two objects (`}` and `{` around it, white space aside) in the megabyte after the middle.
    private static func comma(in input: UnsafeBufferPointer<UInt8>) -> Int? {
        func isSpace(_ b: UInt8) -> Bool { b == 0x20 || b == 0x0A || b == 0x0D || b == 0x09 }
        var i = input.count / 2
        let limit = min(input.count - 1, i + (1 << 20))
        while i < limit {
            if input[i] == UInt8(ascii: ",") {
                var before = i - 1
                while before > 0, isSpace(input[before]) { before -= 1 }
                var after = i + 1
                while after < input.count, isSpace(input[after]) { after += 1 }
                if input[before] == UInt8(ascii: "}"), after < input.count, input[after] == UInt8(ascii: "{") { return i }
            }
            i += 1
        }
        return nil
    }
}
