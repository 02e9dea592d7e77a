import ArgumentParser
import PlaceNames
import PlaceNamesImport

struct ImportCSVCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "csv",
        abstract: "Import places from CSV files with an id,kind,<language>... header.",
        discussion: """
            RFC 4180: fields in double quotes may hold commas, line breaks and doubled quotes. Language \
            columns are raw values or BCP 47 tags (thai, th, zh-Hant); optional country, population, latitude \
            and longitude columns are read too. An unknown language in the header is an error at its line and \
            column, with the closest languages suggested.

            Example (places.csv):
              id,kind,english,th,zh-Hant
              wikidata:Q1861,city,Bangkok,กรุงเทพมหานคร,曼谷
              names import csv places.csv -o places.json
            """
    )

    @Argument(help: "CSV files.")
    var sources: [String]

    @OptionGroup var common: ImportOutputOptions

    func run() throws {
        let importer = CSVImporter(source: common.source(files: sources))
        try common.finish { () throws(ImportError) in
            try importer.run(files: sources)
        }
    }
}
