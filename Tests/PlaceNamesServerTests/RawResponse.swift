import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// One response read off a raw connection, its `Date` value blanked, so two servers' answers compare byte for byte.
struct RawResponse: CustomStringConvertible {
    let status: Int
    /// The response's bytes, the value of every `Date` line replaced by `…`.
    let bytes: [UInt8]
    /// The values of its `Date` lines, as sent.
    let dates: [String]

    /// The bytes as a Swift string literal, so control characters and line ends show.
    var description: String { String(decoding: bytes, as: UTF8.self).debugDescription }

    /// Whether `date` is an IMF-fixdate (`Sat, 21 Nov 2026 09:41:42 GMT`) within five minutes of now: a blanked
    /// `Date` must still be a right one.
    static func isCurrentIMFFixdate(_ date: String) -> Bool {
        let weekdays = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
        let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
        let parts = date.split(separator: " ", omittingEmptySubsequences: false)
        guard date.utf8.count == 29, parts.count == 6, parts[0].hasSuffix(","), parts[5] == "GMT",
              let weekday = weekdays.firstIndex(of: String(parts[0].dropLast())),
              let month = months.firstIndex(of: String(parts[2])), let day = Int32(parts[1]), let year = Int32(parts[3])
        else { return false }
        let clock = parts[4].split(separator: ":").compactMap { Int32($0) }
        guard clock.count == 3 else { return false }
        var fields = tm(tm_sec: clock[2], tm_min: clock[1], tm_hour: clock[0], tm_mday: day, tm_mon: Int32(month),
                        tm_year: year - 1900, tm_wday: 0, tm_yday: 0, tm_isdst: 0, tm_gmtoff: 0, tm_zone: nil)
        var seconds = timegm(&fields)
        var check = tm()
        gmtime_r(&seconds, &check)
        // timegm normalises out-of-range fields: a date that is not one comes back changed.
        guard check.tm_wday == Int32(weekday), check.tm_mday == day, check.tm_hour == clock[0] else { return false }
        return abs(seconds - time(nil)) < 300
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
