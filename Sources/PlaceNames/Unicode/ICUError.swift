import ICUShim

/// An error reported by system ICU, carrying ICU's own name for it (`U_ILLEGAL_ARGUMENT_ERROR`).
public struct ICUError: Error, Sendable, Hashable, CustomStringConvertible {
    /// ICU's `UErrorCode` value.
    public let code: Int32
    /// ICU's name for the code, from `u_errorName`.
    public let name: String
    /// What PlaceNames asked ICU to do ("open transliterator 'Foo-Bar'").
    public let operation: String

    /// `U_INTERNAL_PROGRAM_ERROR`, for an ICU call that returned nothing without saying why.
    static let internalProgramError: Int32 = 5

    init(code: Int32, operation: String) {
        self.code = code
        self.name = String(cString: pn_error_name(code))
        self.operation = operation
    }

    public var description: String { "ICU failed to \(operation): \(name)" }

    /// Throws when `status` is an ICU failure (positive); warnings (negative) are not failures.
    static func check(_ status: Int32, _ operation: @autoclosure () -> String) throws {
        if status > 0 { throw ICUError(code: status, operation: operation()) }
    }
}
