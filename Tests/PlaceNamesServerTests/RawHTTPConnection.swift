import Foundation
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// A TCP connection to a test server on 127.0.0.1 that sends exactly the bytes given, split into exactly the writes
/// given, and reads everything the server sends until it closes: what an HTTP client library would never let a
/// test do (bad line endings, pipelining, a request one byte at a time).
enum RawHTTPConnection {
    /// Why an exchange failed; a hang fails with what had arrived by then, never as a test that blocks.
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// Connects to `port`, sends each of `writes` with one `send` each (sleeping `pause` between two, so they reach
    /// the server as separate reads), closes its sending side if `halfCloses`, and returns every byte received
    /// until the server closes the connection, read while sending from `readDelay` on (a late reader lets the
    /// server's answers back up). Waiting more than `timeout` to send or receive the next byte fails. Runs on
    /// threads of their own: the socket calls block.
    static func exchange(port: Int, writes: [[UInt8]], pause: Duration = .zero, halfCloses: Bool = false,
                         readDelay: Duration = .zero, timeout: Duration = .seconds(10)) async throws -> [UInt8] {
        try await withCheckedThrowingContinuation { continuation in
            let thread = Thread {
                continuation.resume(with: Result {
                    try blockingExchange(port: port, writes: writes, pause: pause, halfCloses: halfCloses,
                                         readDelay: readDelay, timeout: timeout)
                })
            }
            thread.start()
        }
    }

    private static func blockingExchange(port: Int, writes: [[UInt8]], pause: Duration, halfCloses: Bool,
                                         readDelay: Duration, timeout: Duration) throws(Failure) -> [UInt8] {
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard socket >= 0 else { throw systemFailure("socket") }
        defer { close(socket) }
        var wait = timeval(tv_sec: Int(timeout.components.seconds), tv_usec: 0)
        var noDelay: Int32 = 1
        guard setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &wait, socklen_t(MemoryLayout<timeval>.size)) == 0,
              setsockopt(socket, SOL_SOCKET, SO_SNDTIMEO, &wait, socklen_t(MemoryLayout<timeval>.size)) == 0,
              // Without it, one-byte writes would be gathered into one segment while the first awaits its ACK.
              setsockopt(socket, Int32(IPPROTO_TCP), TCP_NODELAY, &noDelay, socklen_t(MemoryLayout<Int32>.size)) == 0
        else { throw systemFailure("setsockopt") }
        try connect(socket, port: port)
        let reader = Reader(socket: socket, delay: readDelay)
        var sendFailure: Failure?
        do throws(Failure) {
            for (index, bytes) in writes.enumerated() {
                if index > 0, pause > .zero { Thread.sleep(forTimeInterval: seconds(pause)) }
                try send(socket, bytes)
            }
            if halfCloses, shutdown(socket, Int32(SHUT_WR)) != 0 { throw systemFailure("shutdown") }
        } catch {
            sendFailure = error
            // Ends the reader's wait, so the socket is closed only once no thread uses it.
            shutdown(socket, Int32(SHUT_RDWR))
        }
        let received = try reader.wait()
        if let sendFailure { throw sendFailure }
        return received
    }

    /// Reads a socket on a thread of its own until the server closes it, while the caller sends.
    private final class Reader: Sendable {
        private let result = Mutex<Result<[UInt8], Failure>?>(nil)
        private let done = DispatchSemaphore(value: 0)

        init(socket: Int32, delay: Duration) {
            Thread { [self] in
                if delay > .zero { Thread.sleep(forTimeInterval: seconds(delay)) }
                let outcome = Result { () throws(Failure) in try readToEnd(socket) }
                result.withLock { $0 = outcome }
                done.signal()
            }.start()
        }

        /// Everything read, once the reading ends.
        func wait() throws(Failure) -> [UInt8] {
            done.wait()
            return try result.withLock { $0! }.get()
        }
    }

    private static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }

    private static func connect(_ socket: Int32, port: Int) throws(Failure) {
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let result = withUnsafePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { generic in
                Glibc.connect(socket, generic, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard result == 0 else { throw systemFailure("connect to 127.0.0.1:\(port)") }
    }

    private static func send(_ socket: Int32, _ bytes: [UInt8]) throws(Failure) {
        var sent = 0
        while sent < bytes.count {
            let count = bytes[sent...].withUnsafeBytes {
                Glibc.send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
            }
            guard count > 0 else { throw systemFailure("send (\(sent) of \(bytes.count) bytes sent)") }
            sent += count
        }
    }

    /// Everything up to the server's close; a reset after the server's last answer counts as a close too, since
    /// a server that closes with request bytes unread resets the connection.
    private static func readToEnd(_ socket: Int32) throws(Failure) -> [UInt8] {
        var received: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = chunk.withUnsafeMutableBytes { recv(socket, $0.baseAddress, $0.count, 0) }
            if count > 0 {
                received += chunk[..<count]
            } else if count == 0 || errno == ECONNRESET {
                return received
            } else if errno == EAGAIN || errno == EWOULDBLOCK {
                throw Failure(description: "timed out waiting for the server to close; received so far: "
                              + String(decoding: received, as: UTF8.self).debugDescription)
            } else if errno != EINTR {
                throw systemFailure("recv")
            }
        }
    }

    private static func systemFailure(_ call: String) -> Failure {
        Failure(description: "\(call) failed: \(String(cString: strerror(errno)))")
    }
}
