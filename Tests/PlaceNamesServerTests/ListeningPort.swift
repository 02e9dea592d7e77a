/// The port a test server listens on once it runs. The server binds port 0, so the system picks a port no other
/// test holds: a port found free beforehand and bound later could be taken in between by a test running beside it
/// (CI failed so, `bind: Address already in use`).
final class ListeningPort: Sendable {
    private let ports: AsyncStream<Int>
    private let continuation: AsyncStream<Int>.Continuation

    init() {
        (ports, continuation) = AsyncStream.makeStream(of: Int.self)
    }

    /// What the server calls once its listener is bound.
    var report: @Sendable (Int) async -> Void {
        { [continuation] port in continuation.yield(port) }
    }

    /// Waits until the server has reported its port.
    func port() async -> Int {
        for await port in ports { return port }
        return 0
    }
}
