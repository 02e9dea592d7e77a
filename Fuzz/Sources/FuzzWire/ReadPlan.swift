/// How one fuzz input becomes a connection: the bytes a client sends, cut into reads, and what else happens on the
/// connection. The first byte chooses the cut and the events, the second a size; the rest is the stream.
struct ReadPlan {
    /// The bytes the client sends, in the order it sends them.
    let stream: [UInt8]
    /// `stream` cut into the reads the server gets.
    let reads: [ArraySlice<UInt8>]
    /// The second byte, also used to derive a head-length limit for `WireRequestHead.read`.
    let limitByte: UInt8
    /// Whether the router answers after every read (else only once the client has sent everything).
    let routerAnswersAtOnce: Bool
    /// The number of reads the connection takes no writes for (0: always writable).
    let unwritableReads: Int
    /// Whether the client closes its sending side after the stream.
    let halfCloses: Bool

    init(_ input: [UInt8]) {
        let mode = input.first ?? 0
        limitByte = input.count > 1 ? input[1] : 0
        stream = Array(input.dropFirst(2))
        routerAnswersAtOnce = mode & 0x04 == 0
        unwritableReads = mode & 0x08 == 0 ? 0 : Int(mode >> 4) + 1
        halfCloses = mode & 0x80 != 0 && mode & 0x08 == 0
        let size = Int(limitByte) + 1
        var reads: [ArraySlice<UInt8>] = []
        var start = 0
        var cut = 0
        while start < stream.count {
            let length: Int
            switch mode & 0x03 {
            case 0: length = stream.count
            case 1: length = 1
            case 2: length = size
            default:
                // Sizes from 1 to `size`, varying with each cut, so heads split at ever-different places.
                length = (cut * 7 + Int(limitByte)) % size + 1
            }
            let end = min(stream.count, start + length)
            reads.append(stream[start..<end])
            start = end
            cut += 1
        }
        self.reads = reads
    }
}
