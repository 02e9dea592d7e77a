import Hummingbird
import HummingbirdCore
import NIOCore
import NIOHTTPTypes

/// Answers place look-ups (`GET /v1/places/{id}`, `…/names`) and `GET /healthz` on the event loop that read them,
/// without Hummingbird's per-request task, router and middleware: the routes' own code computes the same answer,
/// at a fraction of the cost. Every other request passes on to the router untouched, and so does every request
/// that arrives while the router still owes an earlier answer, so pipelined answers keep their order.
///
/// It sits after Hummingbird's connection-state handler (see `PlaceNamesHTTP1Channel`), which therefore sees these
/// requests and answers too, for idle time-outs and graceful shutdown.
final class EventLoopResponder: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPRequestPart
    typealias InboundOut = HTTPRequestPart
    typealias OutboundIn = HTTPResponsePart
    typealias OutboundOut = HTTPResponsePart

    /// An answer ready to be written once its request has been read to the end.
    private struct Pending {
        let response: PreparedResponse
        let route: String
        let started: ContinuousClock.Instant
    }

    private let api: API
    private let answers: LookupAnswers
    private let serverName: String?
    /// Requests passed on to the router whose answer has not been written to its end.
    private var owedByRouter = 0
    private var pending: Pending?
    private var date = HTTPDate()

    init(api: API, answers: LookupAnswers, serverName: String?) {
        self.api = api
        self.answers = answers
        self.serverName = serverName
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        switch unwrapInboundIn(data) {
        case .head(let head):
            if owedByRouter == 0, let answer = answer(head) {
                pending = answer
                return
            }
            owedByRouter += 1
        case .body:
            if pending != nil { return }
        case .end:
            if let pending {
                self.pending = nil
                write(pending, context: context)
                return
            }
        }
        context.fireChannelRead(data)
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        if case .end = unwrapOutboundIn(data) { owedByRouter -= 1 }
        context.write(data, promise: promise)
    }

    /// The answer to `head` when it is a request this handler takes, else `nil`.
    private func answer(_ head: HTTPRequest) -> Pending? {
        guard head.method == .get, let target = head.path else { return nil }
        // `Connection: close` (or anything but keep-alive) is left to Hummingbird, which closes the connection
        // properly once it has answered.
        if let connection = head.headerFields[.connection], connection.lowercased() != "keep-alive" { return nil }
        let started = ContinuousClock.now
        if target == "/healthz" { return Pending(response: API.health, route: "/healthz", started: started) }
        guard let segments = Self.placeSegments(target) else { return nil }
        let response = answers.answer(target: target, headers: head.headerFields,
                                      fingerprint: api.store.served.fingerprint) {
            do throws(APIError) {
                let uri = URI(target)
                try RequestGuard.check(uri, maxURILength: api.configuration.maxURILength)
                return try api.place(segments: segments(), uri: uri, headers: head.headerFields)
            } catch {
                return PreparedResponse(error)
            }
        }
        return Pending(response: response, route: "/v1/places/**", started: started)
    }

    private static let placesPrefix = "/v1/places/"

    /// For a target `/v1/places/{id}[/names][?query]`, the path's segments after `/v1/places/`, made on demand (a
    /// remembered answer needs none); `nil` for any other target and for paths the router would read differently
    /// (an empty segment from `//` or a trailing `/`, a fragment).
    static func placeSegments(_ target: String) -> (() -> [Substring])? {
        guard target.hasPrefix(placesPrefix) else { return nil }
        // One pass over the bytes: this runs for every look-up, remembered or not.
        var previous = UInt8(ascii: "/")
        var pathBytes = 0
        for byte in target.utf8.dropFirst(placesPrefix.utf8.count) {
            if byte == UInt8(ascii: "?") { break }
            if byte == UInt8(ascii: "#") || (byte == UInt8(ascii: "/") && previous == byte) { return nil }
            previous = byte
            pathBytes += 1
        }
        guard pathBytes > 0, previous != UInt8(ascii: "/") else { return nil }
        return {
            let start = target.utf8.index(target.utf8.startIndex, offsetBy: placesPrefix.utf8.count)
            let end = target.utf8.index(start, offsetBy: pathBytes)
            return target[start..<end].split(separator: "/")
        }
    }

    /// Writes the answer with the headers Hummingbird adds to every response (`Content-Length`, `Date`, `Server`).
    private func write(_ pending: Pending, context: ChannelHandlerContext) {
        var headers = pending.response.headers
        headers[.contentLength] = String(pending.response.body?.readableBytes ?? 0)
        headers[.date] = date.now()
        if let serverName { headers[.server] = serverName }
        let head = HTTPResponse(status: pending.response.status, headerFields: headers)
        context.write(wrapOutboundOut(.head(head)), promise: nil)
        if let body = pending.response.body { context.write(wrapOutboundOut(.body(body)), promise: nil) }
        context.writeAndFlush(wrapOutboundOut(.end(nil)), promise: nil)
        let elapsed = (ContinuousClock.now - pending.started).components
        api.store.metrics.recordRequest(
            route: pending.route, status: pending.response.status.code,
            nanoseconds: elapsed.seconds * 1_000_000_000 + elapsed.attoseconds / 1_000_000_000)
    }
}
