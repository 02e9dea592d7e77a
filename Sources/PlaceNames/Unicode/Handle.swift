/// An opaque ICU object pointer that is only used in ways ICU documents as thread-safe
/// (const calls on collators and spoof checkers; transliterators only by one borrower at a time).
struct Handle: @unchecked Sendable {
    let pointer: OpaquePointer
}
