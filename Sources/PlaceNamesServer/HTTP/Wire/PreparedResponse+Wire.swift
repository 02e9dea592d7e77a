import HTTPTypes
import NIOCore

extension PreparedResponse {
    /// The response as HTTP/1.1 bytes, with the headers Hummingbird adds to every response (`Content-Length`,
    /// `Date`, `Server`) after its own, as SwiftNIO's encoder would write them; `after` goes after `Content-Length`,
    /// where fields a middleware adds to a `Response` are.
    func write(to buffer: inout ByteBuffer, date: String, serverName: String?, after: HTTPFields = [:]) {
        buffer.writeStaticString("HTTP/1.1 ")
        buffer.writeString(String(status.code))
        buffer.writeStaticString(" ")
        buffer.writeString(status.reasonPhrase)
        buffer.writeStaticString("\r\n")
        for field in headers {
            buffer.writeString(field.name.rawName)
            buffer.writeStaticString(": ")
            buffer.writeString(field.value)
            buffer.writeStaticString("\r\n")
        }
        // Like SwiftNIO's encoder, no framing header where the status forbids a body (1xx, 204, 304).
        if !(100..<200).contains(status.code), status != .noContent, status != .notModified {
            buffer.writeStaticString("Content-Length: ")
            buffer.writeString(String(body?.readableBytes ?? 0))
            buffer.writeStaticString("\r\n")
        }
        for field in after {
            buffer.writeString(field.name.rawName)
            buffer.writeStaticString(": ")
            buffer.writeString(field.value)
            buffer.writeStaticString("\r\n")
        }
        buffer.writeStaticString("Date: ")
        buffer.writeString(date)
        if let serverName {
            buffer.writeStaticString("\r\nServer: ")
            buffer.writeString(serverName)
        }
        buffer.writeStaticString("\r\n\r\n")
        if let body { buffer.writeImmutableBuffer(body) }
    }
}
