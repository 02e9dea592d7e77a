import ArgumentParser
import PlaceNames
import PlaceNamesImport

struct ImportJSONCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "json",
        abstract: "Import places from JSON or GeoJSON records whose names sit in keys like NAME_EN or name:th.",
        discussion: """
            A source is an array of records or a GeoJSON FeatureCollection. Fields are named as the file spells \
            them, or in lowerCamelCase with --key-strategy. Ids are the first present of the --id-field fields, \
            each after its --id-prefix (given in the same order); '{kind}' in a prefix becomes the record's kind.

            Examples:
              names import geojson ne_10m_populated_places.json \\
                --names natural-earth --fallback-name NAME=english \\
                --id-field wikidataid --id-prefix wikidata: \\
                --id-field GEONAMEID --id-prefix geonames: \\
                --id-field wof_id --id-prefix wof: \\
                --kind-field FEATURECLA --kind-map natural-earth \\
                --country-field ISO_A2 --population-field POP_MAX \\
                --code wikidata=wikidataid --code geonames=GEONAMEID -o ne.json
              names import json provinces_nested.json --names snake \\
                --kind region --country TH --id-prefix 'th-admin:{kind}:' \\
                --children districts:district,sub_districts:subdistrict \\
                --latitude-field lat --longitude-field long -o thai-admin.json
            """,
        aliases: ["geojson"]
    )

    @Argument(help: "JSON or GeoJSON files.")
    var sources: [String]

    @Option(help: "Which keys hold names: natural-earth (NAME_EN), osm (name:th), snake (name_th).")
    var names: String?

    @Option(help: "Which keys hold names, with {lang} where the language code is: 'NAME_{lang}', 'name:{lang}'.")
    var namePattern: String?

    @Option(help: """
        Keys holding other forms of names, as KIND=PATTERN (repeatable): historic='old_name:{lang}'; \
        osm for OpenStreetMap's short_name, alt_name and old_name. Kinds: short, variants, colloquial, historic.
        """)
    var form: [String] = []

    @Option(help: "A field whose value is the name in a language when no name key gave one (repeatable): NAME=english.")
    var fallbackName: [String] = []

    @Option(help: "A field that holds the id (repeatable, first present wins). Default: id.")
    var idField: [String] = []

    @Option(help: "Text before the id, one per --id-field in order ('wikidata:', 'th-admin:{kind}:').")
    var idPrefix: [String] = []

    @Option(help: "The kind of every top-level record (city, region...).")
    var kind: String?

    @Option(help: "A field whose value is the kind.")
    var kindField: String?

    @Option(help: "Maps a --kind-field value to a kind (repeatable): 'Populated place=city', or natural-earth.")
    var kindMap: [String] = []

    @Option(help: "Nested child records and their kinds: districts:district,sub_districts:subdistrict.")
    var children: String?

    @Option(help: "The ISO 3166-1 alpha-2 country of every place.")
    var country: String?

    @Option(help: "A field holding the ISO 3166-1 alpha-2 country code.")
    var countryField: String?

    @Option(help: "A field holding the population.")
    var populationField: String?

    @Option(help: "A field holding the latitude (GeoJSON Point geometries are read without it).")
    var latitudeField: String?

    @Option(help: "A field holding the longitude.")
    var longitudeField: String?

    @Option(help: "A cross-reference code and its field (repeatable): wikidata=wikidataid.")
    var code: [String] = []

    @Option(help: "How the file spells keys, so fields are named in lowerCamelCase: pascal, upper-snake, kebab, snake.")
    var keyStrategy: RecordKeyStrategy?

    @Option(help: "The language of a name key's code (repeatable): ZH=chinese-traditional.")
    var language: [String] = []

    @Flag(help: """
        Put names under a Chinese code without a script (zh, NAME_ZH) into chinese-traditional or \
        chinese-simplified by the characters they use (ICU Hant-Hans and Hans-Hant).
        """)
    var detectChineseScript = false

    @OptionGroup var common: ImportOutputOptions

    func run() throws {
        let options = try makeOptions()
        try common.finish { () throws(ImportError) in
            try JSONRecordImporter(options: options).run(files: sources)
        }
    }
}

extension RecordKeyStrategy: ExpressibleByArgument {}
