import NIOCore

/// A request head read straight from a connection's bytes by `WireResponder`: only what it needs to answer a
/// look-up, or to know where the request ends when the router is to answer it.
///
/// The reader is strict on purpose (RFC 9112 with no leniency): anything it does not vouch for, such as another
/// HTTP version, bare line feeds, folded or malformed fields, `Transfer-Encoding`, `Upgrade`, `Expect`, a
/// `Connection` other than `keep-alive`, an unclear `Content-Length` or over 100 fields, is `unusual`, and
/// SwiftNIO's parser reads it and the rest of the connection, with its own limits and errors.
struct WireRequestHead {
    var isGet: Bool
    /// The request target as sent (`/v1/places/tz:Asia%2FBangkok?lang=th`).
    var target: String
    /// The values of every `Accept-Language` field, in order.
    var acceptLanguage: [String] = []
    /// The values of every `Accept` field, in order (JSON or GeoJSON).
    var accept: [String] = []
    /// The values of every `If-None-Match` field, in order.
    var ifNoneMatch: [String] = []
    /// The values of every `Origin` field, in order (for CORS).
    var origin: [String] = []
    /// The body's length in bytes (`Content-Length`; 0 without it).
    var contentLength = 0
    /// The head's length in bytes, up to and including the empty line that ends it.
    var length = 0

    enum Read {
        /// No complete head yet; `scanned` bytes hold no end of head and need not be searched again.
        case incomplete(scanned: Int)
        case head(WireRequestHead)
        case unusual
    }

    /// Reads the head at the start of `bytes`, resuming the search for its end after `scanned` bytes; a head
    /// longer than `limit` bytes is `unusual`.
    static func read(_ bytes: ByteBuffer, scanned: Int, limit: Int) -> Read {
        bytes.withUnsafeReadableBytes { raw in
            switch endOfHead(raw, from: scanned) {
            case .notYet:
                return raw.count > limit ? .unusual : .incomplete(scanned: max(0, raw.count - 3))
            case .bareLineFeed:
                return .unusual
            case .at(let end):
                guard end <= limit, var head = parse(UnsafeRawBufferPointer(rebasing: raw[..<end])) else {
                    return .unusual
                }
                head.length = end
                return .head(head)
            }
        }
    }

    private enum EndOfHead {
        case notYet
        /// The offset just after the head's `\r\n\r\n`.
        case at(Int)
        /// A line feed without its carriage return, before any end of head: such a head never holds `\r\n\r\n`
        /// (`printf 'GET / HTTP/1.1\n\n'`), so waiting for one would leave the client without an answer.
        case bareLineFeed
    }

    /// Looks for the first `\r\n\r\n` at or after `start`, or a bare line feed before it.
    private static func endOfHead(_ raw: UnsafeRawBufferPointer, from start: Int) -> EndOfHead {
        var index = start
        while index < raw.count {
            if raw[index] == lf {
                guard index > 0, raw[index - 1] == cr else { return .bareLineFeed }
                if index >= 3, raw[index - 2] == lf, raw[index - 3] == cr { return .at(index + 1) }
            }
            index += 1
        }
        return .notYet
    }

    private static func parse(_ head: UnsafeRawBufferPointer) -> WireRequestHead? {
        var lines = Lines(bytes: head)
        guard let requestLine = lines.next(), let gap = requestLine.firstIndex(of: space),
              gap > requestLine.startIndex,
              requestLine[requestLine.startIndex..<gap].allSatisfy(isTokenByte) else { return nil }
        let rest = requestLine[(gap + 1)...]
        guard rest.count > version.count + 1, rest.suffix(version.count).elementsEqual(version) else { return nil }
        let target = rest.dropLast(version.count + 1)
        guard rest[target.endIndex] == Self.space, target.first == slash,
              target.allSatisfy({ $0 > 0x20 && $0 < 0x7F }) else { return nil }
        let method = requestLine[requestLine.startIndex..<gap]
        var result = WireRequestHead(isGet: method.elementsEqual("GET".utf8), target: String(decoding: target, as: UTF8.self))
        var sawContentLength = false
        var fields = 0
        while let line = lines.next() {
            if line.isEmpty { return lines.atEnd ? result : nil }
            fields += 1
            guard fields <= maxFields else { return nil }
            guard let separator = line.firstIndex(of: colon), separator > line.startIndex else { return nil }
            let name = line[line.startIndex..<separator]
            guard name.allSatisfy(isTokenByte) else { return nil }
            var value = line[(separator + 1)...]
            while let first = value.first, first == space || first == tab { value = value.dropFirst() }
            while let last = value.last, last == space || last == tab { value = value.dropLast() }
            guard value.allSatisfy({ $0 == tab || ($0 >= 0x20 && $0 < 0x7F) }) else { return nil }
            switch Field(name) {
            case .acceptLanguage: result.acceptLanguage.append(String(decoding: value, as: UTF8.self))
            case .ifNoneMatch: result.ifNoneMatch.append(String(decoding: value, as: UTF8.self))
            case .accept: result.accept.append(String(decoding: value, as: UTF8.self))
            case .origin: result.origin.append(String(decoding: value, as: UTF8.self))
            case .contentLength:
                guard !sawContentLength, !value.isEmpty, value.count <= 15,
                      value.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) else { return nil }
                sawContentLength = true
                result.contentLength = value.reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) }
            case .connection:
                guard equalsIgnoringCase(value, "keep-alive") else { return nil }
            case .handedOver: return nil
            case .other: break
            }
        }
        return nil
    }

    /// The fields this reader looks at.
    private enum Field {
        case acceptLanguage, accept, ifNoneMatch, origin, contentLength, connection, handedOver, other

        init(_ name: Slice<UnsafeRawBufferPointer>) {
            if equalsIgnoringCase(name, "accept-language") { self = .acceptLanguage }
            else if equalsIgnoringCase(name, "accept") { self = .accept }
            else if equalsIgnoringCase(name, "if-none-match") { self = .ifNoneMatch }
            else if equalsIgnoringCase(name, "origin") { self = .origin }
            else if equalsIgnoringCase(name, "content-length") { self = .contentLength }
            else if equalsIgnoringCase(name, "connection") { self = .connection }
            else if equalsIgnoringCase(name, "transfer-encoding") || equalsIgnoringCase(name, "upgrade")
                || equalsIgnoringCase(name, "expect") { self = .handedOver }
            else { self = .other }
        }
    }

    /// The lines of a head, each without its `\r\n`; a line feed without its carriage return ends the lines.
    private struct Lines {
        let bytes: UnsafeRawBufferPointer
        var start = 0
        var atEnd: Bool { start == bytes.count }

        mutating func next() -> Slice<UnsafeRawBufferPointer>? {
            guard let feed = bytes[start...].firstIndex(of: lf), feed > start, bytes[feed - 1] == cr else { return nil }
            defer { start = feed + 1 }
            return bytes[start..<(feed - 1)]
        }
    }

    /// ASCII case-insensitive comparison with a lower-case `expected`.
    private static func equalsIgnoringCase(_ bytes: Slice<UnsafeRawBufferPointer>, _ expected: StaticString) -> Bool {
        guard bytes.count == expected.utf8CodeUnitCount else { return false }
        var index = 0
        for byte in bytes {
            let lowered = byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte
            guard lowered == expected.utf8Start[index] else { return false }
            index += 1
        }
        return true
    }

    /// RFC 9110 §5.6.2 `tchar`.
    private static func isTokenByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
             UInt8(ascii: "0")...UInt8(ascii: "9"):
            return true
        default:
            return "!#$%&'*+-.^_`|~".utf8.contains(byte)
        }
    }

    /// More fields than this go to SwiftNIO's parser, which holds its own limit (1,000) and answers beyond it.
    static let maxFields = 100

    private static let cr = UInt8(ascii: "\r"), lf = UInt8(ascii: "\n"), space = UInt8(ascii: " ")
    private static let tab = UInt8(ascii: "\t"), colon = UInt8(ascii: ":"), slash = UInt8(ascii: "/")
    private static let version = Array("HTTP/1.1".utf8)
}
