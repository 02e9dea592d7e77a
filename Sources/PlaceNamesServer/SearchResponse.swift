import Hummingbird
import HummingbirdCore
import PlaceNames
import PlaceNamesIndex

extension PlaceNamesServer {
    /// The status and JSON body `GET /v1/search?<rawQuery>` gets, computed by the request guard's and the route's
    /// own code without HTTP, so fuzzers and regression tests drive the real query path (target length and
    /// percent-encoding checks, percent-decoding, parameters, languages, search keys, ranking, JSON) in-process.
    /// - Parameters:
    ///   - rawQuery: the request target's text after `?`, still percent-encoded.
    ///   - acceptLanguage: the `Accept-Language` header's values joined by commas; `""` when absent.
    ///   - served: the catalog and search index to answer from.
    ///   - configuration: the limits the request guard applies (the longest request target, say).
    public static func searchResponse(
        rawQuery: String, acceptLanguage: String = "", served: ServedCatalog,
        configuration: ServerConfiguration = ServerConfiguration()
    ) -> (status: HTTPResponse.Status, body: [UInt8]) {
        // Parsed as Hummingbird parses every request target (`Request.uri`).
        let uri = URI("/v1/search?" + rawQuery)
        do {
            try RequestGuard.check(uri, maxURILength: configuration.maxURILength)
            return (.ok, try API.search(uri.queryParameters, acceptLanguage: acceptLanguage, served: served,
                                        configuration: configuration).body)
        } catch {
            return (error.status, error.jsonBody)
        }
    }
}
