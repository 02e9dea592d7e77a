import NIOCore
import NIOEmbedded
import NIOHTTP1

/// The requests SwiftNIO's parser reads from a connection's bytes on its own, up to its first error: what the
/// wire reader must agree with, and what the answers on the connection must answer, in order.
struct ReferenceRequests {
    /// Every request head read.
    private(set) var heads: [HTTPRequestHead] = []
    /// How many requests were read to their end (body included).
    private(set) var complete = 0
    /// Whether the parser refused the bytes, or their end when the client closes its side inside a request.
    private(set) var failed = false

    init(_ bytes: [UInt8], halfCloses: Bool = false) {
        let channel = EmbeddedChannel(handler: ByteToMessageHandler(HTTPRequestDecoder()))
        defer { _ = try? channel.finish() }
        do {
            try channel.writeInbound(ByteBuffer(bytes: bytes))
            if halfCloses {
                channel.pipeline.fireUserInboundEventTriggered(ChannelEvent.inputClosed)
                try channel.throwIfErrorCaught()
            }
        } catch {
            failed = true
        }
        while let part = try? channel.readInbound(as: HTTPServerRequestPart.self) {
            switch part {
            case .head(let head): heads.append(head)
            case .body: break
            case .end: complete += 1
            }
        }
    }
}
