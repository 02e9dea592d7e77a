import Foundation

/// One response read off a raw connection, its `Date` value blanked, so two servers' answers compare byte for byte.
struct RawResponse: CustomStringConvertible {
    let status: Int
    /// The response's bytes, the value of every `Date` line replaced by `…`.
    let bytes: [UInt8]
    /// The values of its `Date` lines, as sent.
    let dates: [String]

    /// The bytes as a Swift string literal, so control characters and line ends show.
    var description: String { String(decoding: bytes, as: UTF8.self).debugDescription }

    /// Whether this is `ParserErrorResponder`'s answer to a request SwiftNIO's parser rejected.
    var isParserError: Bool {
        let text = String(decoding: bytes, as: UTF8.self)
        return text.contains(#"{"error":{"code":"malformed_request""#)
            || text.contains(#"{"error":{"code":"request_head_too_large""#)
    }

    /// Whether `date` is an IMF-fixdate (`Sat, 21 Nov 2026 09:41:42 GMT`) within five minutes of now: a blanked
    /// `Date` must still be a right one.
    static func isCurrentIMFFixdate(_ date: String) -> Bool {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "GMT")
        formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss 'GMT'"
        guard let parsed = formatter.date(from: date), formatter.string(from: parsed) == date else { return false }
        return abs(parsed.timeIntervalSinceNow) < 300
    }

    /// The value of the first field named `name`.
    func header(_ name: String) -> String? {
        let head = String(decoding: bytes, as: UTF8.self).split(separator: "\r\n\r\n", maxSplits: 1).first ?? ""
        for line in head.split(separator: "\r\n").dropFirst() {
            let parts = line.split(separator: ":", maxSplits: 1)
            if parts.count == 2, parts[0].lowercased() == name.lowercased() {
                return parts[1].trimmingCharacters(in: .whitespaces)
            }
        }
        return nil
    }

    /// Splits everything a connection received into responses, losing no byte: a body is as long as its
    /// `Content-Length` says, except after `1xx`, `204` and `304`, and when a status line or the end follows the head
    /// at once (the answer to `HEAD`). Bytes that do not start a response make one of status 0.
    static func split(_ received: [UInt8]) -> [RawResponse] {
        var responses: [RawResponse] = []
        var rest = received[...]
        while !rest.isEmpty {
            guard rest.starts(with: statusLineStart), let end = endOfHead(rest) else {
                responses.append(RawResponse(status: 0, bytes: Array(rest), dates: []))
                break
            }
            var bytes: [UInt8] = []
            var dates: [String] = []
            var bodyLength = 0
            // Line by line, each with its `\r\n`; the last is the empty line.
            var lineStart = rest.startIndex
            while lineStart < end {
                let lineEnd = rest[lineStart..<end].firstRange(of: lineFeed)!.upperBound
                let line = rest[lineStart..<lineEnd]
                let text = String(decoding: line.dropLast(2), as: UTF8.self)
                let lowered = text.lowercased()
                if lowered.hasPrefix("date:") {
                    dates.append(text.dropFirst("date:".count).trimmingCharacters(in: .whitespaces))
                    bytes += Array("Date: …\r\n".utf8)
                } else {
                    if lowered.hasPrefix("content-length:") {
                        bodyLength = Int(text.dropFirst("content-length:".count).trimmingCharacters(in: .whitespaces))
                            ?? 0
                    }
                    bytes += line
                }
                lineStart = lineEnd
            }
            let status = Int(String(decoding: rest.dropFirst(statusLineStart.count + 2).prefix(3), as: UTF8.self)) ?? 0
            let afterHead = rest[end...]
            if status < 200 || status == 204 || status == 304 || afterHead.isEmpty
                || afterHead.starts(with: statusLineStart) {
                bodyLength = 0
            }
            bodyLength = min(bodyLength, afterHead.count)
            responses.append(RawResponse(status: status, bytes: bytes + afterHead.prefix(bodyLength), dates: dates))
            rest = afterHead.dropFirst(bodyLength)
        }
        return responses
    }

    private static let statusLineStart = Array("HTTP/1.".utf8)
    private static let lineFeed = Array("\r\n".utf8)

    /// The offset just after the head's `\r\n\r\n`.
    private static func endOfHead(_ bytes: ArraySlice<UInt8>) -> Int? {
        bytes.firstRange(of: Array("\r\n\r\n".utf8))?.upperBound
    }
}
