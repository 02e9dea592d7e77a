import Foundation

/// Writes generated places as a catalog in canonical form (the bytes `CanonicalJSONEncoder` writes for it).
struct CatalogWriter {
    private var out: [UInt8] = []
    private var places = 0

    /// Bytes written so far.
    var count: Int { out.count }

    init(capacity: Int = 0) {
        out.reserveCapacity(capacity)
        out += Array("""
        {
          "format": "placenames-catalog",
          "version": 1,
          "metadata": {
            "generatedBy": "placenames-bench generate",
            "sources": [
              {
                "name": "Natural Earth populated places",
                "licence": "public domain"
              },
              {
                "name": "Thai administrative divisions",
                "licence": "MIT"
              },
              {
                "name": "Unicode CLDR subdivisions",
                "version": "41",
                "licence": "Unicode-3.0",
                "url": "https://cldr.unicode.org"
              }
            ]
          },
          "places": [
        """.utf8)
    }

    mutating func append(_ place: GeneratedPlace) {
        let record = place.record
        out += Array(places == 0 ? "\n    {\n".utf8 : ",\n    {\n".utf8)
        places += 1
        field("id", string: place.id)
        out += Array(",\n".utf8)
        field("kind", string: record.kind)
        if let country = record.country {
            out += Array(",\n".utf8)
            field("country", string: country)
        }
        if let latitude = record.latitude, let longitude = record.longitude {
            out += Array(",\n      \"coordinate\": {\n        \"latitude\": \(latitude),\n        \"longitude\": \(longitude)\n      }".utf8)
        }
        if let population = record.population, population > 0 {
            out += Array(",\n      \"population\": \(population)".utf8)
        }
        if !record.codes.isEmpty {
            out += Array(",\n      \"codes\": {".utf8)
            for (position, (system, code)) in record.codes.sorted(by: { $0.0 < $1.0 }).enumerated() {
                out += Array((position == 0 ? "\n        " : ",\n        ").utf8)
                string(system)
                out += Array(": ".utf8)
                string(code)
            }
            out += Array("\n      }".utf8)
        }
        out += Array(",\n      \"names\": {".utf8)
        for (position, (language, name)) in place.names.enumerated() {
            out += Array((position == 0 ? "\n        " : ",\n        ").utf8)
            string(language)
            out += Array(": ".utf8)
            string(name)
        }
        out += Array("\n      }\n    }".utf8)
    }

    /// The whole file; the writer is spent.
    mutating func finish() -> [UInt8] {
        out += Array("\n  ]\n}\n".utf8)
        return out
    }

    private mutating func field(_ key: String, string value: String) {
        out += Array("      ".utf8)
        string(key)
        out += Array(": ".utf8)
        string(value)
    }

    private mutating func string(_ text: String) {
        out.append(UInt8(ascii: "\""))
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"): out += [UInt8(ascii: "\\"), byte]
            case 0..<0x20: out += Array(String(format: "\\u%04x", byte).utf8)
            default: out.append(byte)
            }
        }
        out.append(UInt8(ascii: "\""))
    }
}
