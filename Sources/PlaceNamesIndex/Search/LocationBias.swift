import Foundation
import PlaceNames

/// Ranks places near a position higher among equal matches (`near=lat,lon&nearScale=…`), blending distance with
/// importance as Photon and Pelias do, never leaving a place out.
///
/// Among matches of one `MatchRank`, places are ordered by a score instead of their importance alone:
///
///     score = log10(max(importance, 1)) + 6 · scale · 50 km / (50 km + distance)
///
/// `importance` is `SearchImportance` (the population, else a figure for the kind); `distance` is the great-circle
/// distance from the position in km (a place without a coordinate gets no boost). A place at the position is worth
/// `6 · scale` decades of importance more than one at the antipodes; one 50 km away half of that, 450 km away a
/// tenth. At the default scale (0.5) Paris, Texas (25,000 people, at the position) comes before Paris, France
/// (2.1 million, 8,000 km away), while a big city 200 km away still comes before a village next door. The text
/// match comes first whatever the position: a name matched exactly stays above one matched by prefix.
package struct LocationBias: Hashable, Sendable {
    package let position: Coordinate
    /// From 0 (no bias) to 1 (the strongest).
    package let scale: Double

    /// The scale when a request gives none.
    package static let defaultScale = 0.5
    /// Decades of importance a place at the position gains at scale 1.
    static let greatestBoost = 6.0
    /// The distance at which the boost has fallen to half, in metres.
    static let halfDistance = 50_000.0

    package init(position: Coordinate, scale: Double = LocationBias.defaultScale) {
        self.position = position
        self.scale = min(max(scale, 0), 1)
    }

    /// The score of a place of importance `importance` at `distance` metres (nil: no coordinate).
    package func score(importance: Int, distance: Double?) -> Double {
        Self.decades(importance) + boost(distance: distance)
    }

    /// The score's share from the position: `6 · scale · 50 km / (50 km + distance)`.
    func boost(distance: Double?) -> Double {
        guard let distance else { return 0 }
        return Self.greatestBoost * scale * Self.halfDistance / (Self.halfDistance + max(0, distance))
    }

    /// The greatest score a place of importance `importance` can have: at the position itself.
    func bound(importance: Int) -> Double { Self.decades(importance) + Self.greatestBoost * scale }

    /// A score as ranking compares it (`SearchIndex.coarseKey`): a non-negative whole number, larger better.
    static func figure(_ score: Double) -> UInt64 { UInt64(max(0, score) * Double(1 << 40)) }

    private static func decades(_ importance: Int) -> Double { log10(Double(max(importance, 1))) }
}
