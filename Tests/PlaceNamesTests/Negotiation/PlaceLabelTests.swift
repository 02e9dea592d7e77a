import PlaceNames
import Testing

/// A place's label in the reader's language: the place, its region and its country, named through the chain, in
/// the order and with the separator that language's readers expect (`LabelStyle`).
@Suite struct PlaceLabelTests {
    static let unitedStates = Place(id: "iso3166-1:US", kind: .country, defaultName: "United States", country: "US",
        names: [.english: "United States", .german: "Vereinigte Staaten", .french: "États-Unis",
                .russian: "Соединённые Штаты", .arabic: "الولايات المتحدة", .thai: "สหรัฐอเมริกา",
                .japanese: "アメリカ合衆国", .chineseSimplified: "美国", .korean: "미국"])
    static let illinois = Place(id: "iso3166-2:US-IL", kind: .region, defaultName: "Illinois", country: "US",
        names: [.english: "Illinois", .german: "Illinois", .french: "Illinois", .russian: "Иллинойс",
                .arabic: "إلينوي", .thai: "รัฐอิลลินอยส์", .japanese: "イリノイ州", .chineseSimplified: "伊利诺伊州",
                .korean: "일리노이주"])
    static let springfield = Place(id: "geonames:4250542", kind: .city, defaultName: "Springfield", country: "US",
        region: "iso3166-2:US-IL",
        names: [.english: "Springfield", .german: "Springfield", .french: "Springfield", .russian: "Спрингфилд",
                .arabic: "سبرينغفيلد", .thai: "สปริงฟิลด์", .japanese: "スプリングフィールド",
                .chineseSimplified: "斯普林菲尔德", .korean: "스프링필드"])
    static let catalog = Catalog(places: [unitedStates, illinois, springfield])

    @Test(arguments: [
        (Language.english, "Springfield, Illinois, United States"),
        (.german, "Springfield, Illinois, Vereinigte Staaten"),
        (.french, "Springfield, Illinois, États-Unis"),
        (.russian, "Спрингфилд, Иллинойс, Соединённые Штаты"),
        (.arabic, "سبرينغفيلد، إلينوي، الولايات المتحدة"),
        (.thai, "สปริงฟิลด์ รัฐอิลลินอยส์ สหรัฐอเมริกา"),
        (.japanese, "アメリカ合衆国 イリノイ州 スプリングフィールド"),
        (.chineseSimplified, "美国伊利诺伊州斯普林菲尔德"),
        (.korean, "미국 일리노이주 스프링필드"),
    ])
    func eachLanguageOrdersAndSeparatesAsItsReadersExpect(language: Language, label: String) {
        #expect(Self.catalog.label(of: Self.springfield, in: Language.fallbackChain(for: [language])) == label)
    }

    @Test func aPartThatRepeatsTheOneBeforeIsDroppedAndACountryIsItsName() {
        let thailand = Place(id: "iso3166-1:TH", kind: .country, country: "TH", names: [.english: "Thailand"])
        let province = Place(id: "iso3166-2:TH-10", kind: .region, country: "TH", names: [.english: "Bangkok"])
        let bangkok = Place(id: "geonames:1609350", kind: .city, country: "TH", region: "iso3166-2:TH-10",
                            names: [.english: "Bangkok"])
        let phraNakhon = Place(id: "geonames:10128831", kind: .city, defaultName: "Phra Nakhon", country: "TH",
                               region: "iso3166-2:TH-10")
        let catalog = Catalog(places: [thailand, province, bangkok, phraNakhon])
        #expect(catalog.label(of: bangkok, in: [.english]) == "Bangkok, Thailand")
        #expect(catalog.label(of: thailand, in: [.english]) == "Thailand")
        // A default name takes the style of the reader's first language; the other parts fall back as names do.
        #expect(catalog.label(of: phraNakhon, in: [.german, .english]) == "Phra Nakhon, Bangkok, Thailand")
        #expect(catalog.label(of: phraNakhon, in: [.japanese, .english]) == "Thailand Bangkok Phra Nakhon")
        // A region the catalog does not hold is left out.
        var elsewhere = bangkok
        elsewhere.region = "iso3166-2:TH-99"
        #expect(catalog.label(of: elsewhere, in: [.english]) == "Bangkok, Thailand")
    }

    @Test func theStyleTable() {
        #expect(LabelStyle.of(.english) == LabelStyle(bigToSmall: false, separator: ", "))
        #expect(LabelStyle.of(.chineseTraditionalHongKong) == LabelStyle(bigToSmall: true, separator: ""))
        #expect(LabelStyle.of(.persian).separator == "، ")
        #expect(LabelStyle.of(nil) == .comma)
    }
}

/// `names export --label`: each exported name with its place's label, in JSON and CSV.
@Suite struct ExportLabelTests {
    @Test func jsonAndCSVCarryTheLabel() throws {
        let places = [PlaceLabelTests.unitedStates, PlaceLabelTests.illinois, PlaceLabelTests.springfield]
        let export = try NameExport(places: places, language: .japanese,
                                    options: ExportOptions(kinds: [.city], labels: true))
        #expect(String(decoding: ExportFormat.json.write([export]), as: UTF8.self) == """
            {
              "geonames:4250542": {"name": "スプリングフィールド", "label": "アメリカ合衆国 イリノイ州 スプリングフィールド"}
            }

            """)
        let english = try NameExport(places: places, language: .english,
                                     options: ExportOptions(kinds: [.city], aliases: true, labels: true))
        #expect(String(decoding: ExportFormat.csv.write([english]), as: UTF8.self)
                == "id,name,label,aliases\r\ngeonames:4250542,Springfield,\"Springfield, Illinois, United States\",\r\n")
    }
}
