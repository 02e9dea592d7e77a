/// A request `names serve` refused, with the service's own error code and message.
public struct PlaceNamesServiceError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The HTTP status of the answer (`400`, `404`, `413`, `414`), or `0` for an answer the document does not list.
    public var status: Int
    /// The service's stable code for what went wrong (`unknown_language`, `bad_json`, `not_found`).
    public var code: String
    /// What went wrong, for a person to read: `unknown language 'thia' — did you mean 'thai'?`.
    public var message: String

    /// An error from the problem body the service sent with `status`.
    public init(status: Int, problem: Components.Schemas.Problem) {
        self.status = status
        self.code = problem.error.code
        self.message = problem.error.message
    }

    /// An answer no convenience expects (one the document does not list, or a status it does not handle).
    static func unexpected(_ output: some Sendable) -> PlaceNamesServiceError {
        PlaceNamesServiceError(
            status: 0, problem: .init(error: .init(code: "unexpected_answer", message: "unexpected answer: \(output)")))
    }

    /// `400 unknown_language: unknown language 'thia' — did you mean 'thai'?`
    public var description: String { "\(status) \(code): \(message)" }
}
