/// A count out of a total as a coverage page shows it. Every figure is rounded down, in integer arithmetic, so an
/// incomplete share never shows as complete and the same counts give the same bytes on every machine.
struct CoverageShare {
    let count: Int
    let total: Int

    /// One decimal: `45.2%`.
    var percent: String {
        let tenths = total > 0 ? count * 1000 / total : 0
        return "\(tenths / 10).\(tenths % 10)%"
    }

    /// A bar's width, to a hundredth of a percent: `45.20%`.
    var width: String {
        let hundredths = total > 0 ? count * 10_000 / total : 0
        let fraction = hundredths % 100
        return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)%"
    }

    /// Whole percent for a grid cell: `45`; `<1` for a share too small to show as 1, so it differs from none.
    var wholePercent: String {
        let whole = total > 0 ? count * 100 / total : 0
        return whole == 0 && count > 0 ? "<1" : "\(whole)"
    }

    /// The grid cell's shade: 0 for none, 1 to 10 for each tenth begun (under 10% is 1), 11 for complete.
    var step: Int {
        if count == 0 || total == 0 { return 0 }
        if count >= total { return Self.steps - 1 }
        return count * 10 / total + 1
    }

    /// How many shades there are.
    static let steps = 12

    /// What the legend says a shade means.
    static func legend(_ step: Int) -> String {
        switch step {
        case 0: "none"
        case 1: "under 10%"
        case steps - 1: "100%"
        default: "\((step - 1) * 10)–\(step * 10 - 1)%"
        }
    }
}
