import ArgumentParser

struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Build a catalog from an outside source of place names.",
        subcommands: [ImportCLDRCommand.self, ImportJSONCommand.self, ImportGeoNamesCommand.self, ImportGeoNamesCitiesCommand.self,
                      ImportGWeatherCommand.self, ImportCSVCommand.self, ImportISOCodesCommand.self,
                      ImportLibGeoNamesCommand.self, ImportTranslationsCommand.self]
    )
}
