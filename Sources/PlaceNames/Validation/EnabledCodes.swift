/// The checks that are on, as bits: a name's `FindingSink` holds them for every name checked, where holding the
/// `SeverityConfiguration` (a dictionary) retained and released it per name.
struct EnabledCodes: Sendable {
    private var bits: UInt64 = 0

    init(_ severities: SeverityConfiguration) {
        precondition(ValidationCode.allCases.count <= 64, "EnabledCodes holds 64 codes")
        for (i, code) in ValidationCode.allCases.enumerated() where severities.isEnabled(code) { bits |= 1 << i }
    }

    /// Asked only when a check finds something, so the code's index is looked up then.
    func contains(_ code: ValidationCode) -> Bool {
        guard let i = ValidationCode.allCases.firstIndex(of: code) else { return false }
        return bits & (1 << UInt64(i)) != 0
    }
}
