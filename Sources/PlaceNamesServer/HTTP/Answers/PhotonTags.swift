/// How our place kinds meet Photon's vocabulary (komoot/photon): its layers, the OpenStreetMap tag (`osm_key`,
/// `osm_value`) and the `type` its answers carry, and the `layer` and `osm_tag` filters read as sets of our kinds.
/// Our catalogs hold areas and settlements, no streets or houses: Photon's `house`, `street`, `locality` and
/// `district` (a part of a city) layers hold none of our places.
enum PhotonTags {
    /// Photon's layer, OSM tag and type of each kind of ours.
    struct Tag: Equatable {
        let layer: String
        let key: String
        let value: String
        /// Photon's `type`: the layer's name, but `other` for kinds no layer names.
        var type: String { layer }
    }

    /// Every kind of ours with its Photon tag; a kind not listed (catalogs may add kinds) is `other`, `place=<kind>`.
    static let tags: [(kind: String, tag: Tag)] = [
        ("city", Tag(layer: "city", key: "place", value: "city")),
        ("town", Tag(layer: "city", key: "place", value: "town")),
        ("village", Tag(layer: "city", key: "place", value: "village")),
        ("district", Tag(layer: "county", key: "place", value: "county")),
        ("subdistrict", Tag(layer: "county", key: "place", value: "municipality")),
        ("region", Tag(layer: "state", key: "place", value: "state")),
        ("country", Tag(layer: "country", key: "place", value: "country")),
        ("continent", Tag(layer: "other", key: "place", value: "continent")),
        ("macro-region", Tag(layer: "other", key: "place", value: "region")),
        ("island", Tag(layer: "other", key: "place", value: "island")),
        ("supranational", Tag(layer: "other", key: "place", value: "supranational")),
        ("world", Tag(layer: "other", key: "place", value: "world")),
    ]

    /// Photon's layers, every one of which `layer=` takes.
    static let layers: Set<String> = ["house", "street", "locality", "district", "city", "county", "state", "country",
                                      "other"]

    static func tag(of kind: String) -> Tag {
        tags.first { $0.kind == kind }?.tag ?? Tag(layer: "other", key: "place", value: kind)
    }

    /// The kinds of ours in any of `layers`.
    static func kinds(inLayers layers: Set<String>) -> Set<String> {
        Set(tags.filter { layers.contains($0.tag.layer) }.map(\.kind))
    }

    /// One `osm_tag` filter as Photon reads it: `key`, `key:value`, `:value`, each to include, or with `!` before
    /// the key or the value to exclude (`!key`, `!key:value`, `key:!value`, `:!value`, `!:value`).
    struct Filter {
        let key: String?
        let value: String?
        let excludes: Bool

        /// The OpenAPI document's pattern for `osm_tag`: the server reads exactly the values it admits.
        static let pattern = #"(?:![A-Za-z0-9_.-]+(?::[A-Za-z0-9_.-]+)?|[A-Za-z0-9_.-]+(?::!?[A-Za-z0-9_.-]+)?|!?:!?[A-Za-z0-9_.-]+)"#
        nonisolated(unsafe) private static let expression = try! Regex(pattern)

        /// Nil for text the pattern does not admit.
        init?(_ text: Substring) {
            guard text.utf8.count <= 200, (try? Self.expression.wholeMatch(in: text)) != nil else { return nil }
            let excludes = text.contains("!")
            let plain = text.filter { $0 != "!" }
            let parts = plain.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
            key = parts[0].isEmpty ? nil : String(parts[0])
            value = parts.count == 2 ? String(parts[1]) : nil
            self.excludes = excludes
        }

        func matches(_ tag: Tag) -> Bool {
            (key.map { $0 == tag.key } ?? true) && (value.map { $0 == tag.value } ?? true)
        }
    }

    /// The kinds of ours that `filters` admit, as Photon combines them: a place passes when it matches one of the
    /// including filters (or there is none) and none of the excluding ones.
    static func kinds(admittedBy filters: [Filter]) -> Set<String> {
        let including = filters.filter { !$0.excludes }
        let excluding = filters.filter(\.excludes)
        return Set(tags.filter { entry in
            (including.isEmpty || including.contains { $0.matches(entry.tag) })
                && !excluding.contains { $0.matches(entry.tag) }
        }.map(\.kind))
    }
}
