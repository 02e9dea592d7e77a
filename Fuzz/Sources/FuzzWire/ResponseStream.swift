/// The answers written on a connection, read strictly: each an HTTP/1.1 status line, well-formed fields, an empty
/// line and exactly the body its one `Content-Length` announces (no `Content-Length` and no body for 204 and 304),
/// with nothing left over. Anything else traps, naming the input that made it.
enum ResponseStream {
    struct Answer {
        let status: Int
        /// The router's ordinal for the request, from the `X-Routed` field the fuzzed router adds; `nil` when the
        /// answer came from the wire.
        let routedIndex: Int?
        /// Whether it carries `Connection: close`.
        let closes: Bool
    }

    static func parse(_ output: [UInt8], stream: [UInt8]) -> [Answer] {
        var answers: [Answer] = []
        var rest = output[...]
        func fail(_ message: String) -> Never {
            HeadAgreement.fail("answer \(answers.count): \(message); written: "
                               + String(decoding: output, as: UTF8.self).debugDescription + "; sent", stream)
        }
        func line() -> ArraySlice<UInt8> {
            guard let feed = rest.firstIndex(of: lf), feed > rest.startIndex, rest[feed - 1] == cr else {
                fail("a line without CRLF")
            }
            defer { rest = rest[(feed + 1)...] }
            return rest[rest.startIndex..<(feed - 1)]
        }
        while !rest.isEmpty {
            let statusLine = line()
            let prefix = Array("HTTP/1.1 ".utf8)
            guard statusLine.starts(with: prefix), statusLine.count > prefix.count + 4,
                  let status = Int(String(decoding: statusLine.dropFirst(prefix.count).prefix(3), as: UTF8.self)),
                  (200...599).contains(status), statusLine[statusLine.startIndex + prefix.count + 3] == space,
                  statusLine.allSatisfy({ $0 >= 0x20 && $0 < 0x7F })
            else { fail("status line \(String(decoding: statusLine, as: UTF8.self).debugDescription)") }
            var contentLengths: [Int] = []
            var routedIndex: Int?
            var closes = false
            while true {
                let field = line()
                if field.isEmpty { break }
                guard let colon = field.firstIndex(of: UInt8(ascii: ":")), colon > field.startIndex,
                      field[..<colon].allSatisfy(isTokenByte),
                      field[(colon + 1)...].allSatisfy({ $0 == tab || ($0 >= 0x20 && $0 != 0x7F) })
                else { fail("field \(String(decoding: field, as: UTF8.self).debugDescription)") }
                let name = String(decoding: field[..<colon], as: UTF8.self).lowercased()
                let value = String(decoding: field[(colon + 1)...], as: UTF8.self).trimmingSpaces
                if name == "content-length" {
                    guard let length = Int(value), length >= 0 else { fail("Content-Length \(value)") }
                    contentLengths.append(length)
                }
                if name == "x-routed" { routedIndex = Int(value) }
                if name == "connection", value.lowercased() == "close" { closes = true }
            }
            let bodyless = status == 204 || status == 304
            if bodyless {
                guard contentLengths.isEmpty else { fail("Content-Length on a \(status)") }
            } else {
                guard contentLengths.count == 1, let length = contentLengths.first else {
                    fail("\(contentLengths.count) Content-Length fields on a \(status)")
                }
                guard rest.count >= length else { fail("a body of \(rest.count) bytes for Content-Length \(length)") }
                rest = rest.dropFirst(length)
            }
            guard (routedIndex != nil) == (status == 204) else { fail("a \(status) with X-Routed \(routedIndex as Any)") }
            answers.append(Answer(status: status, routedIndex: routedIndex, closes: closes))
        }
        return answers
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

    private static let cr = UInt8(ascii: "\r"), lf = UInt8(ascii: "\n"), space = UInt8(ascii: " ")
    private static let tab = UInt8(ascii: "\t")
}

extension String {
    /// The string without the spaces and tabs around it.
    var trimmingSpaces: String {
        String(drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
    }
}
