import Hummingbird
import NIOCore
import NIOHTTP1
import NIOHTTPTypes

/// Answers requests SwiftNIO's HTTP/1 parser rejects (a request head over the parser's size limits, a malformed
/// request line or header) with the JSON error shape, then closes the connection, so clients never get the empty
/// `400` Hummingbird writes for them.
///
/// It sits in the HTTP/1 pipeline after the HTTP codec and before Hummingbird's request handling
/// (`HTTP1Channel.Configuration.additionalChannelHandlers`). A parser error is answered only when no response is
/// owed: after every request already read has been answered in full, so pipelined requests keep their order. An
/// error inside a request body is passed on untouched, since the route reading that body must hear of it.
final class ParserErrorResponder: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPRequestPart
    typealias InboundOut = HTTPRequestPart
    typealias OutboundIn = HTTPResponsePart
    typealias OutboundOut = HTTPResponsePart

    private let serverName: String?
    private let maxURILength: Int
    private let maxHeadBytes: Int
    private let maxHeaderFields: Int
    /// Requests whose head was read and whose response has not been written to its end.
    private var unanswered = 0
    /// Whether a request head was read and its body has not ended.
    private var readingBody = false
    /// The answer to write once `unanswered` reaches 0.
    private var deferred: APIError?
    /// Whether the error response was written; the connection only closes from then on.
    private var answered = false
    private var date = HTTPDate()

    init(serverName: String?, maxURILength: Int, maxHeadBytes: Int, maxHeaderFields: Int) {
        self.serverName = serverName
        self.maxURILength = maxURILength
        self.maxHeadBytes = maxHeadBytes
        self.maxHeaderFields = maxHeaderFields
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        switch unwrapInboundIn(data) {
        case .head:
            unanswered += 1
            readingBody = true
        case .body:
            break
        case .end:
            readingBody = false
        }
        context.fireChannelRead(data)
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        guard !answered else {
            promise?.fail(ChannelError.outputClosed)
            return
        }
        context.write(data, promise: promise)
        if case .end = unwrapOutboundIn(data) {
            unanswered -= 1
            if unanswered == 0, let deferred {
                self.deferred = nil
                answer(deferred, context: context)
            }
        }
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        // Once a parser error is taken care of, the decoder reports every later read as an error of its own.
        if answered || deferred != nil, error is HTTPParserError || error is ByteToMessageDecoderError { return }
        guard let parserError = error as? HTTPParserError, !readingBody else {
            context.fireErrorCaught(error)
            return
        }
        let apiError = apiError(for: parserError)
        if unanswered == 0 {
            answer(apiError, context: context)
        } else {
            deferred = apiError
        }
    }

    /// The parser reports a request target over its limit and headers over it alike (`headerOverflow`: it counts
    /// the target as part of the head), so both get 400 rather than 414 or 431.
    func apiError(for error: HTTPParserError) -> APIError {
        switch error {
        case .headerOverflow:
            APIError.badRequest("request_head_too_large",
                                "the request line and headers are larger than the server reads (\(maxHeadBytes) bytes, "
                                    + "\(maxHeaderFields) fields); a request target is accepted up to \(maxURILength) bytes")
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
