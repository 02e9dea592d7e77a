import Foundation

/// The IANA time zone ids this machine's tz database knows, for checking a place's `timeZone`.
///
/// Read from the system's tzdata, not from ICU: the Core links no ICU, and ICU's zone list is as old as the ICU
/// release (ICU 72 lacks `America/Ciudad_Juarez`, which GeoNames uses), while Debian updates tzdata on its own.
/// `tzdata.zi` (in `$TZDIR`, else `/usr/share/zoneinfo`) lists every zone (`Z` lines) and every link (`L` lines:
/// `Asia/Calcutta` for `Asia/Kolkata`); both are ids a source may rightly write. Where that file is missing
/// (Apple's platforms ship none), Foundation's `TimeZone.knownTimeZoneIdentifiers` stands in.
package struct IANATimeZones: Sendable {
    /// The known ids.
    package let ids: Set<String>
    /// Where they were read from, for messages: `tzdata 2026f` or `Foundation`.
    package let origin: String

    /// The machine's zones, read once.
    package static let system = IANATimeZones()

    /// Whether `id` names a zone or a link. The ids are ASCII, and no other string is canonically equivalent to
    /// an ASCII one, so the set's `String` equality is byte equality here.
    package func contains(_ id: String) -> Bool { ids.contains(id) }

    /// The ids read from `tzdataZi`'s text (the `# version` line names the release).
    package init(tzdataZi text: String) {
        var ids = Set<String>()
        var version: String?
        for line in text.split(separator: "\n", omittingEmptySubsequences: true) {
            let fields = line.split(separator: " ", omittingEmptySubsequences: true)
            switch fields.first {
            case "Z" where fields.count >= 2: ids.insert(String(fields[1]))
            case "L" where fields.count >= 3: ids.insert(String(fields[2]))
            case "#" where fields.count >= 3 && fields[1] == "version": version = String(fields[2])
            default: continue
            }
        }
        self.ids = ids
        origin = version.map { "tzdata \($0)" } ?? "tzdata"
    }

    private init() {
        let folder = ProcessInfo.processInfo.environment["TZDIR"].flatMap { $0.isEmpty ? nil : $0 }
            ?? "/usr/share/zoneinfo"
        if let data = FileManager.default.contents(atPath: folder + "/tzdata.zi"),
           let text = String(data: data, encoding: .utf8) {
            let read = IANATimeZones(tzdataZi: text)
            if !read.ids.isEmpty { self = read; return }
        }
        ids = Set(TimeZone.knownTimeZoneIdentifiers)
        origin = "Foundation"
    }
}
