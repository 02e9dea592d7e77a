/// Which severity each check reports at, or that it is off: the defaults plus `--severity CODE=LEVEL` overrides.
public struct SeverityConfiguration: Sendable, Hashable {
    /// Overridden checks; `nil` turns a check off.
    public private(set) var overrides: [ValidationCode: Severity?]

    /// Every check at its default severity.
    public init() { overrides = [:] }

    /// The severity `code` reports at, or nil when it is off.
    public func severity(for code: ValidationCode) -> Severity? {
        if let override = overrides[code] { return override }
        return code.defaultSeverity
    }

    /// Whether `code` runs at all.
    public func isEnabled(_ code: ValidationCode) -> Bool { severity(for: code) != nil }

    /// Sets `code` to `severity`, or turns it off with nil.
    public mutating func set(_ code: ValidationCode, to severity: Severity?) {
        overrides[code] = .some(severity)
    }

    /// Applies one `CODE=LEVEL` setting (`not-nfc=warning`, `suspicious-case=off`).
    public mutating func apply(_ setting: String) throws(SeveritySettingError) {
        guard let equals = setting.firstIndex(of: "=") else { throw .malformed(setting) }
        let name = String(setting[..<equals])
        let level = String(setting[setting.index(after: equals)...])
        guard let code = ValidationCode(rawValue: name) else { throw .unknownCode(name) }
        if level == "off" {
            set(code, to: nil)
        } else if let severity = Severity(rawValue: level) {
            set(code, to: severity)
        } else {
            throw .unknownLevel(level)
        }
    }
}

/// A `--severity` setting that cannot be applied; the message says what to type instead.
public enum SeveritySettingError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The setting is not `CODE=LEVEL`.
    case malformed(String)
    /// No check has this code.
    case unknownCode(String)
    /// The level is not `error`, `warning`, `info` or `off`.
    case unknownLevel(String)

    static let levels = ["error", "warning", "info", "off"]

    public var description: String {
        switch self {
        case .malformed(let text):
            "'\(text)' is not CODE=LEVEL (for example not-nfc=warning or suspicious-case=off)"
        case .unknownCode(let code):
            "unknown check '\(code)'"
                + didYouMean(code, among: ValidationCode.allCases.map(\.rawValue))
        case .unknownLevel(let level):
            "unknown level '\(level)' — use one of \(Self.levels.joined(separator: ", "))"
        }
    }
}
