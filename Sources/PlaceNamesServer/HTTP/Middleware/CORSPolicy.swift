import HTTPTypes

/// Which web origins may call the service from a browser (CORS, the Fetch standard), and the fields that tell the
/// browser so. Off unless `names serve --cors-origin` names origins; `*` allows every origin.
///
/// Both the router (`CORSPolicyMiddleware`) and `WireResponder` add the fields with `apply`, after the answer is
/// made, so a remembered answer never carries the origin of the request it was made for.
public struct CORSPolicy: Sendable {
    private enum Allowed: Sendable {
        case any
        case only(Set<String>)
    }

    private let allowed: Allowed

    /// The policy for the origins `names serve --cors-origin` was given, or `nil` (no CORS fields) when none.
    init?(origins: [String]) {
        guard !origins.isEmpty else { return nil }
        allowed = origins.contains("*") ? .any : .only(Set(origins))
    }

    /// The request fields a browser may send cross-origin besides the CORS-safelisted ones.
    static let allowedHeaders = "Accept, Accept-Language, Content-Type, If-None-Match"
    /// The answer fields a script may read besides the CORS-safelisted ones (`Content-Language` is one, listed for
    /// older browsers).
    static let exposedHeaders = "ETag, Content-Language, Allow"
    /// How long a browser may reuse a preflight answer, in seconds.
    static let maxAge = 3600

    /// The CORS fields of the answer to a request with these `Origin` values, whose own fields are `headers`;
    /// `preflight` when the request is a CORS preflight (`OPTIONS` with `Access-Control-Request-Method`) and
    /// `headers` those of the `204` with `Allow` that `OPTIONS` gets. An origin not allowed gets none; with a list
    /// of origins, every answer says `Vary: Origin` (in `headers`' own `Vary` if it has one), so a shared cache
    /// never hands one origin's answer to another. The fields returned go after the answer's own and its
    /// `Content-Length`, where Hummingbird has them once the router's middleware adds them.
    func apply(to headers: inout HTTPFields, origin: [String], preflight: Bool) -> HTTPFields {
        var fields: HTTPFields = [:]
        let allowOrigin: String?
        switch allowed {
        case .any:
            allowOrigin = "*"
        case .only(let origins):
            if let vary = headers[.vary] { headers[.vary] = vary + ", Origin" } else { fields[.vary] = "Origin" }
            // A request with two `Origin` fields is not from a browser; it gets none.
            allowOrigin = origin.count == 1 && origins.contains(origin[0]) ? origin[0] : nil
        }
        guard let allowOrigin else { return fields }
        fields[.accessControlAllowOrigin] = allowOrigin
        if preflight, let allow = headers[.allow] {
            fields[.accessControlAllowMethods] = allow
            fields[.accessControlAllowHeaders] = Self.allowedHeaders
            fields[.accessControlMaxAge] = String(Self.maxAge)
        } else {
            fields[.accessControlExposeHeaders] = Self.exposedHeaders
        }
        return fields
    }

    /// Why a `--cors-origin` value is not an origin.
    public struct BadOrigin: Error, CustomStringConvertible {
        public let description: String
    }

    /// A `--cors-origin` value as browsers send it in `Origin` (`https://example.com:8443`, scheme and host in
    /// lower case), or `*`.
    public static func origin(parsing text: String) throws(BadOrigin) -> String {
        if text == "*" { return text }
        let lowered = text.lowercased()
        let parts = lowered.split(separator: "://", maxSplits: 1, omittingEmptySubsequences: false)
        let isScheme = { (scheme: Substring) in
            scheme.first.map { $0 >= "a" && $0 <= "z" } ?? false
                && scheme.allSatisfy { ($0 >= "a" && $0 <= "z") || ($0 >= "0" && $0 <= "9") || "+-.".contains($0) }
        }
        // Visible ASCII without what would start a path, a query, a fragment or user information.
        let isHost = { (host: Substring) in
            !host.isEmpty && host.unicodeScalars.allSatisfy {
                $0.value > 0x20 && $0.value < 0x7F && !"/?#@\\".unicodeScalars.contains($0)
            }
        }
        guard parts.count == 2, isScheme(parts[0]), isHost(parts[1]) else {
            throw BadOrigin(description: "'\(text)' is not an origin: give scheme://host[:port] with no path, as "
                            + "browsers send it in Origin (https://example.com, http://localhost:3000), or * for "
                            + "every origin")
        }
        return lowered
    }
}
