import Foundation

/// Writes to stderr, where diagnostics and progress go; stdout is kept for data.
enum StandardError {
    static func write(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }

    /// Whether stderr is a terminal: colour and progress only then.
    static var isTerminal: Bool { isatty(2) == 1 }
}
