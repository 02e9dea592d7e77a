import Foundation
import HTTPTypes
import OpenAPIRuntime

/// Sends `Accept-Language` and `If-None-Match` as written, undoing the percent-encoding the generated client applies.
///
/// swift-openapi-runtime serializes header parameters in OpenAPI's `simple` style and percent-encodes them, so
/// `ja, en;q=0.5` leaves as `ja%2C%20en%3Bq%3D0.5` and an ETag `"…"` as `%22…%22`; the service, like every HTTP
/// server, reads header values as they are, and would negotiate English and never answer `304`. Neither header ever
/// holds a literal `%`, so decoding them is lossless. ``PlaceNamesService`` installs this middleware; add it to a
/// ``Client`` you make yourself: `Client(serverURL: url, transport: transport, middlewares: [HeaderDecodingMiddleware()])`.
public struct HeaderDecodingMiddleware: ClientMiddleware {
    /// The headers decoded: the ones the document declares as parameters.
    static let fields: [HTTPField.Name] = [.acceptLanguage, .ifNoneMatch]

    /// A middleware that decodes `Accept-Language` and `If-None-Match`.
    public init() {}

    /// Decodes the headers, then passes the request on.
    public func intercept(
        _ request: HTTPRequest, body: HTTPBody?, baseURL: URL, operationID: String,
        next: @Sendable (HTTPRequest, HTTPBody?, URL) async throws -> (HTTPResponse, HTTPBody?)
    ) async throws -> (HTTPResponse, HTTPBody?) {
        var request = request
        for name in Self.fields {
            if let value = request.headerFields[name], let decoded = value.removingPercentEncoding, decoded != value {
                request.headerFields[name] = decoded
            }
        }
        return try await next(request, body, baseURL)
    }
}
