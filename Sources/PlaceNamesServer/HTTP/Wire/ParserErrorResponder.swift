import Hummingbird
import NIOCore
import NIOHTTP1
import NIOHTTPTypes

/// Answers requests SwiftNIO's HTTP/1 parser rejects (a request head over the parser's size limits, a malformed
/// request line or header) with the JSON error shape, then closes the connection, so clients never get the empty
/// `400` Hummingbird writes for them. It refuses the same way a request whose body it cannot frame or decode: one
/// whose last transfer coding is not `chunked` (RFC 9112 §6.3: the parser reports it only after handing on the
/// head, which the router would otherwise answer), or that names a coding besides `chunked` (§6.1).
///
/// It sits in the HTTP/1 pipeline after the HTTP codec and before Hummingbird's request handling (see
/// `PlaceNamesHTTP1Channel`). A parser error is answered only when no response is owed (the connection's
/// `ConnectionState`): after every request already read has been answered in full, so pipelined requests keep their
/// order. An error inside a request body is passed on untouched, since the route reading that body must hear of it.
final class ParserErrorResponder: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPRequestPart
    typealias InboundOut = HTTPRequestPart
    typealias OutboundIn = HTTPResponsePart
    typealias OutboundOut = HTTPResponsePart

    private let serverName: String?
    private let maxURILength: Int
    private let maxHeadBytes: Int
    private let maxHeaderFields: Int
    private let connection: ConnectionTracker
    /// The answer to write once every request handed to the router is answered.
    private var deferred: APIError?
    /// Whether the error response was written; the connection only closes from then on.
    private var answered = false
    private var date = HTTPDate()

    init(connection: ConnectionTracker, serverName: String?, maxURILength: Int, maxHeadBytes: Int,
         maxHeaderFields: Int) {
        self.connection = connection
        self.serverName = serverName
        self.maxURILength = maxURILength
        self.maxHeadBytes = maxHeadBytes
        self.maxHeaderFields = maxHeaderFields
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        // Nothing after a refused request is a request: its body's length is unknown.
        guard !answered, deferred == nil else { return }
        switch unwrapInboundIn(data) {
        case .head(let request):
            if let error = Self.transferCodingError(request.headerFields[values: .transferEncoding]) {
                refuse(error, context: context)
                return
            }
            connection.state.headHandedToRouter()
        case .body:
            break
        case .end:
            connection.state.requestEndHandedToRouter()
        }
        context.fireChannelRead(data)
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        guard !answered else {
            promise?.fail(ChannelError.outputClosed)
            return
        }
        // Once written on, the end of the answer has been counted (`KeepAliveHandler` is nearer the socket).
        context.write(data, promise: promise)
        if case .end = unwrapOutboundIn(data), let deferred, connection.state.routerOwesNothing {
            self.deferred = nil
            answer(deferred, context: context)
        }
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        // Once a parser error is taken care of, the decoder reports every later read as an error of its own.
        if answered || deferred != nil, error is HTTPParserError || error is ByteToMessageDecoderError { return }
        guard let parserError = error as? HTTPParserError, !connection.state.isRouterReadingRequest else {
            context.fireErrorCaught(error)
            return
        }
        refuse(apiError(for: parserError), context: context)
    }

    /// Answers `error` once every earlier request is answered, and reads no more requests.
    private func refuse(_ error: APIError, context: ChannelHandlerContext) {
        if connection.state.routerOwesNothing {
            answer(error, context: context)
        } else {
            deferred = error
        }
    }

    /// The error for a request with these `Transfer-Encoding` values, or `nil` when it has none or only `chunked`.
    static func transferCodingError(_ values: [String]) -> APIError? {
        guard !values.isEmpty else { return nil }
        let codings = values.flatMap { $0.split(separator: ",") }.map { $0.trimmed().lowercased() }
            .filter { !$0.isEmpty }
        let sent = values.joined(separator: ", ")
        guard codings.last == "chunked" else {
            return .badRequest("bad_transfer_coding",
                               "the last transfer coding of a request must be chunked, else its body has no known "
                                   + "length (Transfer-Encoding: \(sent)); send Content-Length or "
                                   + "Transfer-Encoding: chunked")
        }
        // `chunked` twice never comes here: SwiftNIO's parser refuses the field.
        guard let other = codings.dropLast().first(where: { $0 != "chunked" }) else { return nil }
        return .badRequest("unsupported_transfer_coding",
                           "the server decodes no transfer coding but chunked, not '\(other)' "
                               + "(Transfer-Encoding: \(sent)); send the body with chunked alone")
    }

    /// The parser reports a request target over its limit and headers over it alike (`headerOverflow`: it counts
    /// the target as part of the head), so both get 400 rather than 414 or 431.
    func apiError(for error: HTTPParserError) -> APIError {
        switch error {
        case .headerOverflow:
            APIError.badRequest("request_head_too_large",
                                "the request line and headers are larger than the server reads (\(maxHeadBytes) bytes, "
                                    + "\(maxHeaderFields) fields); a request target is accepted up to \(maxURILength) bytes")
        // What SwiftNIO's parser reports for a bare line feed after the version too.
        case .invalidVersion:
            APIError.badRequest("malformed_request",
                                "the request line must end in HTTP/1.1 (or HTTP/1.0) and CR LF")
        // SwiftNIO names no error for these two rules of RFC 9112 (§2.2, §6.3) its parser holds to.
        case .unknown:
            APIError.badRequest("malformed_request", "the request is not valid HTTP/1.1: each line must end in "
                                    + "CR LF, and chunked must be the last transfer coding")
        default:
            APIError.badRequest("malformed_request", "the request is not valid HTTP/1.1 (\(error))")
        }
    }

    /// Writes `error` with `Connection: close`, then closes the connection's output once it is sent. Input is
    /// still read (and discarded) until the client closes or the idle timeout does, so unread request bytes
    /// cannot turn the close into a reset that loses the response.
    private func answer(_ error: APIError, context: ChannelHandlerContext) {
        answered = true
        let body = error.jsonBody
        var headers = HTTPFields()
        headers[.contentType] = "application/json; charset=utf-8"
        headers[.contentLength] = String(body.count)
        headers[.cacheControl] = "no-store"
        headers[.connection] = "close"
        headers[.date] = date.now()
        if let serverName { headers[.server] = serverName }
        context.write(wrapOutboundOut(.head(HTTPResponse(status: error.status, headerFields: headers))), promise: nil)
        context.write(wrapOutboundOut(.body(ByteBuffer(bytes: body))), promise: nil)
        context.writeAndFlush(wrapOutboundOut(.end(nil)), promise: nil)
        context.close(mode: .output, promise: nil)
    }
}

extension Substring {
    /// Without the spaces and tabs around it (RFC 9110 §5.6.3 `OWS`).
    fileprivate func trimmed() -> Substring {
        var result = self
        while let first = result.first, first == " " || first == "\t" { result = result.dropFirst() }
        while let last = result.last, last == " " || last == "\t" { result = result.dropLast() }
        return result
    }
}
