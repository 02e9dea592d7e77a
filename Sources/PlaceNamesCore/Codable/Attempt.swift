/// The outcome of decoding one value that is allowed to fail, so one bad element or member does not fail
/// the whole array or object around it.
struct Attempt<Value: Decodable>: Decodable {
    let result: Result<Value, any Error>

    init(from decoder: any Decoder) throws {
        // Through a single-value container, so decoder strategies for dates, data and the like apply.
        do {
            let container = try decoder.singleValueContainer()
            result = .success(try container.decode(Value.self))
        } catch {
            result = .failure(error)
        }
    }
}
