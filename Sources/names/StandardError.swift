import Foundation
import PlaceNamesCore

/// Writes to stderr, where diagnostics and progress go; stdout is kept for data.
enum StandardError {
    static func write(_ text: String) {
        StandardStream.write(text, to: 2)
    }

    /// Whether stderr is a terminal: colour and progress only then.
    static var isTerminal: Bool { isatty(2) == 1 }
}

/// Writes to stdout, where data goes (JSON and SARIF reports, exported catalogs).
enum StandardOutput {
    static func write(_ text: String) {
        StandardStream.write(text, to: 1)
    }

    static func write(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { StandardStream.write($0, to: 1) }
    }
}

/// One write loop for both streams: straight to the file descriptor where the C library has `write`.
private enum StandardStream {
    static func write(_ text: String, to fd: Int32) {
        var text = text
        text.withUTF8 { write(UnsafeRawBufferPointer($0), to: fd) }
    }

    static func write(_ bytes: UnsafeRawBufferPointer, to fd: Int32) {
        #if canImport(Darwin) || canImport(Glibc) || canImport(Musl) || canImport(Android)
        _ = writeAll(bytes, to: fd)
        #else
        (fd == 1 ? FileHandle.standardOutput : FileHandle.standardError).write(Data(bytes))
        #endif
    }
}
