import NIOCore

extension PreparedResponse {
    /// The response as HTTP/1.1 bytes, with the headers Hummingbird adds to every response (`Content-Length`,
    /// `Date`, `Server`) after its own, in the order SwiftNIO's encoder would write them.
    func write(to buffer: inout ByteBuffer, date: String, serverName: String?) {
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
        buffer.writeStaticString("Content-Length: ")
        buffer.writeString(String(body?.readableBytes ?? 0))
        buffer.writeStaticString("\r\nDate: ")
        buffer.writeString(date)
        if let serverName {
            buffer.writeStaticString("\r\nServer: ")
            buffer.writeString(serverName)
        }
        buffer.writeStaticString("\r\n\r\n")
        if let body { buffer.writeImmutableBuffer(body) }
    }
}
