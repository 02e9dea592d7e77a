import Foundation

/// A one-line progress counter on stderr (`reading 12/120 files`), drawn only when stderr is a terminal.
struct TerminalProgress {
    let label: String
    let total: Int
    private let enabled = StandardError.isTerminal
    private var drawn = false

    init(_ label: String, total: Int) {
        self.label = label
        self.total = total
    }

    /// Shows `done` of `total`; cheap to call often, as it draws only when there is a terminal.
    mutating func update(_ done: Int) {
        guard enabled, total > 1 else { return }
        StandardError.write("\r\(label) \(done)/\(total)…")
        drawn = true
    }

    /// Erases the line so what follows starts clean.
    mutating func finish() {
        guard drawn else { return }
        StandardError.write("\r\u{1B}[K")
        drawn = false
    }
}
