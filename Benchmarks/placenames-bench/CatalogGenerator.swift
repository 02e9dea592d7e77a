import Foundation

/// Writes the catalog in canonical form (the bytes `CanonicalJSONEncoder` writes for it).
struct CatalogGenerator {
    let pools: NamePools
    var random: SplitMix64

    init(pools: NamePools, seed: UInt64) {
        self.pools = pools
        self.random = SplitMix64(state: seed)
    }

    mutating func generate(targetBytes: Int) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(targetBytes + 4096)
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
        let languages = NamePools.languages
        var index = 0
        while out.count < targetBytes {
            let record = pools.records[index % pools.records.count]
            let round = index / pools.records.count
            out += Array(index == 0 ? "\n    {\n".utf8 : ",\n    {\n".utf8)
            field(&out, "id", string: round == 0 ? record.id : "\(record.id)~\(round)")
            out += Array(",\n".utf8)
            field(&out, "kind", string: record.kind)
            if let country = record.country {
                out += Array(",\n".utf8)
                field(&out, "country", string: country)
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
                    string(&out, system)
                    out += Array(": ".utf8)
                    string(&out, code)
                }
                out += Array("\n      }".utf8)
            }
            // Every place has English, its source's own names, and a seeded choice of others (6 to 21 in all).
            var chosen = Set(record.names.keys).union(["english"])
            let wanted = Int.random(in: 6...languages.count, using: &random)
            for language in languages.shuffled(using: &random) where chosen.count < wanted {
                chosen.insert(language)
            }
            out += Array(",\n      \"names\": {".utf8)
            for (position, language) in chosen.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }).enumerated() {
                let name = record.names[language] ?? pools.pool(for: language).randomElement(using: &random)!
                out += Array((position == 0 ? "\n        " : ",\n        ").utf8)
                string(&out, language)
                out += Array(": ".utf8)
                string(&out, name)
            }
            out += Array("\n      }\n    }".utf8)
            index += 1
        }
        out += Array("\n  ]\n}\n".utf8)
        return out
    }

    private func field(_ out: inout [UInt8], _ key: String, string value: String) {
        out += Array("      ".utf8)
        string(&out, key)
        out += Array(": ".utf8)
        string(&out, value)
    }

    private func string(_ out: inout [UInt8], _ text: String) {
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
