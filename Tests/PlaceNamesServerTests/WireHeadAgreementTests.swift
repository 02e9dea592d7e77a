import HTTPTypes
import NIOCore
import NIOEmbedded
import NIOHTTP1
@testable import PlaceNamesServer
import PropertyBased
import Synchronization
import Testing

/// Whatever head `WireRequestHead` accepts, SwiftNIO's parser (which reads every other request) must read the
/// same way: same method, target, `Accept-Language`, `If-None-Match` and `Origin` values (as the router gets them, through
/// HTTPTypes) and body length, and the next
/// request starting at the same byte. A head the two read differently would get a different answer on each path
/// (or, behind a proxy, be a request-smuggling hole), so random heads built from the pieces where parsers part
/// ways (whitespace, line ends, case, versions, framing fields, odd bytes) are read by both.
@Suite struct WireHeadAgreementTests {
    @Test func everyHeadTheWireReaderAcceptsSwiftNIOReadsTheSame() async {
        let accepted = Mutex(0)
        await propertyCheck(count: 10_000, input: RandomHead.generator) { head in
            let bytes = head.bytes
            guard case .head(let wire) = WireRequestHead.read(ByteBuffer(bytes: bytes), scanned: 0,
                                                                limit: WireResponder.maxHeadBytes) else { return }
            accepted.withLock { $0 += 1 }
            // The body the wire reader expects, then a second request: SwiftNIO must find it where the wire does.
            let stream = Array(bytes[..<wire.length]) + Array(repeating: UInt8(ascii: "b"), count: wire.contentLength)
                + Array("GET /next HTTP/1.1\r\n\r\n".utf8)
            let nio = Self.readBySwiftNIO(stream)
            // A head the wire reader only hands on and SwiftNIO refuses: the connection is SwiftNIO's from there
            // (`WireResponder` answers nothing after it).
            if !wire.isGet, nio.isEmpty { return }
            let description = String(decoding: bytes, as: UTF8.self).debugDescription
            #expect(nio.first.map { $0.method == .GET } == wire.isGet, "\(description)")
            #expect(nio.first?.uri == wire.target, "\(description)")
            #expect(nio.first.map { Self.routerValues($0, .acceptLanguage) } == wire.acceptLanguage, "\(description)")
            #expect(nio.first.map { Self.routerValues($0, .ifNoneMatch) } == wire.ifNoneMatch, "\(description)")
            #expect(nio.first.map { Self.routerValues($0, .origin) } == wire.origin, "\(description)")
            #expect(nio.first?.version == .http1_1, "\(description)")
            #expect(nio.first?.isKeepAlive == true, "\(description)")
            #expect(nio.map(\.uri).dropFirst() == ["/next"], "\(description)")
        }
        // The property says something only if many heads were taken.
        #expect(accepted.withLock { $0 } > 1000)
    }

    /// A field's values as the router sees them: through HTTPTypes, which trims the whitespace around each.
    static func routerValues(_ head: HTTPRequestHead, _ name: HTTPField.Name) -> [String] {
        head.headers[name.canonicalName].map { HTTPField(name: name, value: $0).value }
    }

    /// The request heads SwiftNIO's parser reads from `bytes`, up to its first error.
    static func readBySwiftNIO(_ bytes: [UInt8]) -> [HTTPRequestHead] {
        let channel = EmbeddedChannel(handler: ByteToMessageHandler(HTTPRequestDecoder()))
        defer { _ = try? channel.finish() }
        _ = try? channel.writeInbound(ByteBuffer(bytes: bytes))
        var heads: [HTTPRequestHead] = []
        while let part = try? channel.readInbound(as: HTTPServerRequestPart.self) {
            if case .head(let head) = part { heads.append(head) }
        }
        return heads
    }
}

/// A request head assembled from pieces chosen where HTTP/1.1 parsers are known to differ. Each list starts with
/// `valid` well-formed pieces, drawn more often (and shrunk towards), so most heads are ones the wire reader takes.
struct RandomHead: Sendable, CustomStringConvertible {
    typealias Pieces = (valid: Int, all: [String])
    static let methods: Pieces = (4, ["GET", "POST", "HEAD", "DELETE", "get", "GET ", " GET", "G\u{0}ET"])
    static let targets: Pieces = (4, ["/v1/places/x?lang=th", "/v1/places/tz:Asia%2FBangkok", "/", "/x?q=\"<>{|}\"",
                                      "*", "http://h/v1/places/x", "/a b", "/\u{7F}", "/caf\u{E9}", "/x#f", ""])
    static let versions: Pieces = (1, ["HTTP/1.1", "HTTP/1.0", "http/1.1", "HTTP/1.1 ", "HTTP/2", "HTTP/1.10"])
    static let lineEnds: Pieces = (1, ["\r\n", "\n", "\r", "\r\r\n"])
    static let names: Pieces = (11, ["Accept-Language", "accept-language", "ACCEPT-LANGUAGE", "If-None-Match",
                                     "Content-Length", "content-length", "Transfer-Encoding", "Connection", "Host",
                                     "X-A", "origin", "Accept Language", "Accept-Language ", " Accept-Language", "",
                                     "Acc\u{E9}pt", "Content-Length\t"])
    static let colons: Pieces = (3, [":", ": ", ":\t", " :", "", "::"])
    static let values: Pieces = (25, ["th", "en;q=0.5, th", "\"abc\"", "W/\"abc\", *", "0", "5", "12", "-1", "+5",
                                      "0x5", "5 5", "chunked", "keep-alive", "close", "Keep-Alive", "", " ", "\t",
                                      "th ", " th", "th\t", "a:b", "1e2", "00005", "th,, en", "a\u{0}b", "caf\u{E9}",
                                      "\u{7F}", "https://app.example", "xchunked"])

    struct Field: Sendable {
        let name: Int, colon: Int, value: Int, lineEnd: Int
    }

    let method: Int, target: Int, version: Int, lineEnd: Int, fields: [Field], finalEnd: Int

    var text: String {
        var text = Self.methods.all[method] + " " + Self.targets.all[target] + " " + Self.versions.all[version]
            + Self.lineEnds.all[lineEnd]
        for field in fields {
            text += Self.names.all[field.name] + Self.colons.all[field.colon] + Self.values.all[field.value]
                + Self.lineEnds.all[field.lineEnd]
        }
        return text + Self.lineEnds.all[finalEnd] + "\r\n"
    }

    var bytes: [UInt8] { Array(text.utf8) }
    var description: String { text.debugDescription }

    static var generator: Generator<RandomHead, some SendableSequenceType> {
        /// An index into `pieces`: one of the valid ones three times in four.
        func index(_ pieces: Pieces) -> Generator<Int, some SendableSequenceType> {
            Gen.int(in: 0...(4 * pieces.all.count - 1)).map { $0 < pieces.all.count ? $0 : $0 % pieces.valid }
        }
        let field = zip(index(names), index(colons), index(values), index(lineEnds))
            .map { Field(name: $0, colon: $1, value: $2, lineEnd: $3) }
        return zip(index(methods), index(targets), index(versions), index(lineEnds), field.array(of: 0...5),
                   index(lineEnds))
            .map { RandomHead(method: $0, target: $1, version: $2, lineEnd: $3, fields: $4, finalEnd: $5) }
    }
}
