#if canImport(Glibc)
import Glibc
#endif

/// The `Date` header's value in RFC 9110's IMF-fixdate form (`Sat, 21 Nov 2026 09:41:42 GMT`), formatted at
/// most once a second. Formatted by hand: `strftime` would follow the process's `LC_TIME`.
struct HTTPDate {
    private var second = -1
    private var text = ""

    private static let weekdays = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
    private static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    /// The current second's date text.
    mutating func now() -> String {
        var now = time(nil)
        if now == second { return text }
        var parts = tm()
        gmtime_r(&now, &parts)
        second = now
        text = Self.format(parts)
        return text
    }

    static func format(_ parts: tm) -> String {
        func two(_ value: Int32) -> String { value < 10 ? "0\(value)" : "\(value)" }
        return "\(weekdays[Int(parts.tm_wday)]), \(two(parts.tm_mday)) \(months[Int(parts.tm_mon)]) "
            + "\(parts.tm_year + 1900) \(two(parts.tm_hour)):\(two(parts.tm_min)):\(two(parts.tm_sec)) GMT"
    }
}
