import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A TCP connection to a test server on 127.0.0.1 that stays open between the test's steps: send, read one answer,
/// let something happen on the server, send again, read to the end. `RawHTTPConnection` sends everything at once.
/// Each blocking socket call runs on a thread of its own, never on the cooperative pool the server's tasks need.
final class OpenConnection: @unchecked Sendable {
    private let socket: Int32
    /// The server's port.
    let port: Int
    /// Bytes received and not yet handed out.
    private var buffered: [UInt8] = []

    private init(socket: Int32, port: Int) {
        self.socket = socket
        self.port = port
    }

    deinit { close(socket) }

    /// Connects to `port`; waiting more than `timeout` for the next byte to send or receive fails.
    static func connect(port: Int, timeout: Duration = .seconds(10)) async throws -> OpenConnection {
        try await onThread {
            let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
            guard socket >= 0 else { throw failure("socket") }
            var wait = timeval(tv_sec: Int(timeout.components.seconds), tv_usec: 0)
            guard setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &wait, socklen_t(MemoryLayout<timeval>.size)) == 0,
                  setsockopt(socket, SOL_SOCKET, SO_SNDTIMEO, &wait, socklen_t(MemoryLayout<timeval>.size)) == 0
            else { close(socket); throw failure("setsockopt") }
            guard connectLoopback(socket, port: port) == 0 else { close(socket); throw failure("connect") }
            return OpenConnection(socket: socket, port: port)
        }
    }

    /// Whether a connection to `port` is refused now: nothing listens there any more.
    static func isRefused(port: Int) async -> Bool {
        (try? await onThread {
            let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
            defer { close(socket) }
            return connectLoopback(socket, port: port) != 0 && errno == ECONNREFUSED
        }) ?? false
    }

    /// Sends `text` in one `send`.
    func send(_ text: String) async throws {
        let bytes = Array(text.utf8)
        try await Self.onThread { [self] in
            var sent = 0
            while sent < bytes.count {
                let count = bytes[sent...].withUnsafeBytes {
                    Glibc.send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
                }
                guard count > 0 else { throw Self.failure("send") }
                sent += count
            }
        }
    }

    /// Reads one whole answer: its head and the `Content-Length` bytes of body it announces.
    func receiveAnswer() async throws -> String {
        try await Self.onThread { [self] in
            while true {
                if let end = Self.endOfAnswer(buffered) {
                    let answer = Array(buffered[..<end])
                    buffered.removeFirst(end)
                    return String(decoding: answer, as: UTF8.self)
                }
                guard try receive() else {
                    throw Self.Failure(description: "closed before a whole answer: "
                                       + String(decoding: buffered, as: UTF8.self).debugDescription)
                }
            }
        }
    }

    /// Everything received until the server closes the connection (a reset counts as a close); then closes this
    /// end too, as a client does after an answer that says `Connection: close`.
    func receiveToEnd() async throws -> String {
        try await Self.onThread { [self] in
            while try receive() {}
            shutdown(socket, Int32(SHUT_RDWR))
            defer { buffered = [] }
            return String(decoding: buffered, as: UTF8.self)
        }
    }

    /// Receives what has arrived into `buffered`; false at the end of the connection.
    private func receive() throws -> Bool {
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = chunk.withUnsafeMutableBytes { recv(socket, $0.baseAddress, $0.count, 0) }
            if count > 0 {
                buffered += chunk[..<count]
                return true
            } else if count == 0 || errno == ECONNRESET {
                return false
            } else if errno != EINTR {
                throw Self.failure("recv (received so far: \(String(decoding: buffered, as: UTF8.self).debugDescription))")
            }
        }
    }

    /// Where the first answer in `bytes` ends, if it is all there.
    private static func endOfAnswer(_ bytes: [UInt8]) -> Int? {
        let separator: [UInt8] = Array("\r\n\r\n".utf8)
        guard bytes.count >= 4, let headEnd = (0...(bytes.count - 4)).first(where: {
            bytes[$0..<($0 + 4)].elementsEqual(separator)
        }) else { return nil }
        let head = String(decoding: bytes[..<headEnd], as: UTF8.self)
        let length = head.split(separator: "\r\n").dropFirst().compactMap { line -> Int? in
            let parts = line.split(separator: ":", maxSplits: 1)
            guard parts.count == 2, parts[0].lowercased() == "content-length" else { return nil }
            return Int(parts[1].trimmingCharacters(in: .whitespaces))
        }.first ?? 0
        let end = headEnd + 4 + length
        return bytes.count >= end ? end : nil
    }

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    private static func failure(_ call: String) -> Failure {
        Failure(description: "\(call) failed: \(String(cString: strerror(errno)))")
    }

    private static func connectLoopback(_ socket: Int32, port: Int) -> Int32 {
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        return withUnsafePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { generic in
                Glibc.connect(socket, generic, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
    }

    /// Runs `body` on a new thread and returns what it returns.
    private static func onThread<T: Sendable>(_ body: @escaping @Sendable () throws -> T) async throws -> T {
        try await withCheckedThrowingContinuation { continuation in
            Thread { continuation.resume(with: Result { try body() }) }.start()
        }
    }
}
