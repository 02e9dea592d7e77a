import PlaceNames
import PlaceNamesIndex

/// Place answers in either format from one description: an answer's list of places is `"results"` (or `"places"`)
/// of an object in JSON, and the `"features"` of a `FeatureCollection` in GeoJSON, whose other members stay as they
/// are (RFC 7946 §6.1 foreign members); each place's fields are an item's members in JSON, and a `Feature`'s
/// `properties` in GeoJSON, beside its id and a `Point` geometry (`null` for a place with no position).
extension JSONWriter {
    /// An answer holding a list of places: `members` writes the answer's own members (the list included, through
    /// `list(_:_:_:)`).
    mutating func answer(_ format: AnswerFormat, _ members: (inout JSONWriter) -> Void) {
        object { json in
            if format == .geoJSON { json.field("type", "FeatureCollection") }
            members(&json)
        }
    }

    /// The list of places, named `key` in JSON and `features` in GeoJSON; `items` writes one `place(_:id:coordinate:_:)` each.
    mutating func list(_ format: AnswerFormat, _ key: StaticString, _ items: (inout JSONWriter) -> Void) {
        self.key(format == .geoJSON ? "features" : key)
        array(items)
    }

    /// One place of a list, or a look-up's whole answer: `fields` writes its members.
    mutating func place(_ format: AnswerFormat, id: String, coordinate: Coordinate?,
                        _ fields: (inout JSONWriter) -> Void) {
        guard format == .geoJSON else {
            object(fields)
            return
        }
        object { feature in
            feature.field("type", "Feature")
            feature.field("id", id)
            feature.key("geometry")
            if let coordinate {
                feature.point(coordinate)
            } else {
                feature.null()
            }
            feature.key("properties")
            feature.object(fields)
        }
    }

    /// `{"type": "Point", "coordinates": [longitude, latitude]}`: RFC 7946's order, longitude first.
    mutating func point(_ coordinate: Coordinate) {
        object { point in
            point.field("type", "Point")
            point.key("coordinates")
            point.array { pair in
                pair.double(coordinate.longitude)
                pair.double(coordinate.latitude)
            }
        }
    }
}
