/// Finds a place by its id or by any code it carries, written `<code-system>:<code>` (`tz:Asia/Bangkok`,
/// `geonames:2867714`, `iso3166-2:TH-10`, `wikidata:Q1861`): when sources are joined, a city keeps one id but
/// every other source's code still leads to it.
///
/// Ids win over codes; where two places carry the same code, the first in catalog order has it.
public struct PlaceReferences: Sendable {
    private var positions: [String: Int] = [:]

    /// Indexes `places` by id and by every code they carry.
    public init(_ places: [Place]) {
        positions.reserveCapacity(places.count * 2)
        for (index, place) in places.enumerated() where positions[place.id] == nil {
            positions[place.id] = index
        }
        for (index, place) in places.enumerated() {
            for (system, code) in place.codes {
                let reference = "\(system.rawValue):\(code)"
                if positions[reference] == nil { positions[reference] = index }
            }
        }
    }

    /// Every reference with the position of the place it leads to, in no order (the service sorts them into its
    /// snapshot).
    package var all: [String: Int] { positions }

    /// The position of the place `reference` names (an id, or `<code-system>:<code>`), or nil.
    public func position(of reference: String) -> Int? {
        positions[reference]
    }
}

extension Catalog {
    /// The place whose id is `reference`, else the first whose codes hold it as `<code-system>:<code>`
    /// (`tz:Asia/Bangkok` finds the GeoNames city Bangkok). Builds an index each call: for many look-ups,
    /// keep a `PlaceReferences`.
    public func place(_ reference: String) -> Place? {
        PlaceReferences(places).position(of: reference).map { places[$0] }
    }

    /// The first place whose `system` code is `code`.
    public func place(code: String, system: CodeSystem) -> Place? {
        places.first { $0.codes[system] == code }
    }
}
