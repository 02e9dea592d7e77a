import HTTPTypes
import NIOCore
import NIOEmbedded
import NIOHTTP1
@testable import PlaceNamesServer

/// The properties of `WireRequestHead.read` alone: it never traps; a head cut into two reads is read as the whole
/// one is; a lower limit never makes it accept more; and every head it accepts, SwiftNIO's parser reads the same
/// way (as `WireHeadAgreementTests` checks for heads built from known pieces). A failure traps, naming the input.
enum HeadAgreement {
    /// A body longer than this is not built for SwiftNIO to skip: only the head is compared.
    static let maxBodyChecked = 1 << 20

    static func check(_ stream: [UInt8], firstRead: Int, limitByte: UInt8) {
        let whole = WireRequestHead.read(ByteBuffer(bytes: stream), scanned: 0, limit: WireResponder.maxHeadBytes)
        let limited = WireRequestHead.read(ByteBuffer(bytes: stream), scanned: 0, limit: Int(limitByte) * 64)
        if case .head(let head) = limited {
            require(whole.summary == limited.summary, "a lower limit accepted \(head.length) bytes", stream)
        }
        // The reader resumes the search for the head's end where the first read's search stopped.
        if firstRead < stream.count,
           case .incomplete(let scanned) = WireRequestHead.read(ByteBuffer(bytes: stream[..<firstRead]), scanned: 0,
                                                                limit: WireResponder.maxHeadBytes) {
            let resumed = WireRequestHead.read(ByteBuffer(bytes: stream), scanned: scanned,
                                               limit: WireResponder.maxHeadBytes)
            require(resumed.summary == whole.summary,
                    "resumed after \(scanned) of \(firstRead) bytes: \(resumed.summary), whole: \(whole.summary)", stream)
        }
        guard case .head(let wire) = whole else { return }
        compareWithSwiftNIO(wire, stream)
    }

    private static func compareWithSwiftNIO(_ wire: WireRequestHead, _ stream: [UInt8]) {
        let withNext = wire.contentLength <= maxBodyChecked
        // The body the wire reader expects, then a second request: SwiftNIO must find it where the wire does.
        var bytes = Array(stream[..<wire.length])
        if withNext {
            bytes += Array(repeating: UInt8(ascii: "b"), count: wire.contentLength) + Array("GET /next HTTP/1.1\r\n\r\n".utf8)
        }
        let nio = ReferenceRequests(bytes).heads
        // A head the wire reader only hands on and SwiftNIO refuses: the connection is SwiftNIO's from there.
        if !wire.isGet, nio.isEmpty { return }
        let head = Array(stream[..<wire.length])
        guard let first = nio.first else { fail("SwiftNIO reads no head where the wire reads one", head) }
        require((first.method == .GET) == wire.isGet, "method \(first.method) but wire isGet \(wire.isGet)", head)
        require(first.uri == wire.target, "target \(first.uri.debugDescription) vs \(wire.target.debugDescription)", head)
        require(routerValues(first, .acceptLanguage) == wire.acceptLanguage,
                "Accept-Language \(routerValues(first, .acceptLanguage)) vs \(wire.acceptLanguage)", head)
        require(routerValues(first, .ifNoneMatch) == wire.ifNoneMatch,
                "If-None-Match \(routerValues(first, .ifNoneMatch)) vs \(wire.ifNoneMatch)", head)
        require(routerValues(first, .origin) == wire.origin,
                "Origin \(routerValues(first, .origin)) vs \(wire.origin)", head)
        require(first.version == .http1_1, "SwiftNIO reads version \(first.version)", head)
        require(first.isKeepAlive, "SwiftNIO reads a head that closes the connection", head)
        if withNext {
            require(nio.map(\.uri).dropFirst() == ["/next"],
                    "after a body of \(wire.contentLength), SwiftNIO reads \(nio.map(\.uri).dropFirst())", head)
        }
    }

    /// A field's values as the router sees them: through HTTPTypes, which trims the whitespace around each.
    static func routerValues(_ head: HTTPRequestHead, _ name: HTTPField.Name) -> [String] {
        head.headers[name.canonicalName].map { HTTPField(name: name, value: $0).value }
    }

    static func require(_ condition: Bool, _ message: @autoclosure () -> String, _ bytes: [UInt8]) {
        if !condition { fail(message(), bytes) }
    }

    static func fail(_ message: String, _ bytes: [UInt8]) -> Never {
        fatalError("FuzzWire: \(message) in \(String(decoding: bytes, as: UTF8.self).debugDescription)")
    }
}

extension WireRequestHead.Read {
    /// What a read found, to compare two reads of the same bytes.
    var summary: String {
        switch self {
        case .incomplete: "incomplete"
        case .unusual: "unusual"
        case .head(let head):
            "head \(head.length) \(head.isGet) \(head.target) \(head.acceptLanguage) \(head.ifNoneMatch) \(head.origin) \(head.contentLength)"
        }
    }
}
