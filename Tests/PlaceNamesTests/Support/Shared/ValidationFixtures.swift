import Foundation
@testable import PlaceNames
@testable import PlaceNamesCore

/// Small catalogs written for one check each, and helpers that validate them in memory.
enum ValidationFixtures {
    /// A catalog whose places array is `places` (JSON text), in the layout the canonical encoder writes.
    static func catalog(_ places: String) -> String {
        """
        {
          "format": "placenames-catalog",
          "version": 1,
          "places": [
        \(places)
          ]
        }

        """
    }

    /// One place with `names` (the JSON object's members), id `id`, kind city in TH.
    static func place(_ id: String, _ names: String, kind: String = "city", country: String = "TH") -> String {
        """
            {
              "id": "\(id)",
              "kind": "\(kind)",
              "country": "\(country)",
              "names": {
                \(names)
              }
            }
        """
    }

    /// The diagnostics of validating `json` as `file`, as printed lines.
    static func lines(
        _ json: String, file: String = "t.json", severities: SeverityConfiguration = SeverityConfiguration()
    ) -> [String] {
        result(json, file: file, severities: severities).diagnostics.map(\.description)
    }

    static func result(
        _ json: String, file: String = "t.json", severities: SeverityConfiguration = SeverityConfiguration()
    ) -> ValidationResult {
        CatalogValidator(options: ValidationOptions(severities: severities))
            .validate(bytes: Array(json.utf8), file: file)
    }

    /// A fresh temporary folder.
    static func temporaryFolder() throws -> String {
        let path = NSTemporaryDirectory() + "placenames-validate-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }
}
