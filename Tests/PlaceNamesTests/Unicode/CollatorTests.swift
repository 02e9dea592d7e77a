import Foundation
import Testing
import PlaceNames

@Suite struct CollatorTests {
    func sorted(_ names: [String], _ locale: String) throws -> [String] {
        try Collator.shared(localeID: locale).sorted(names)
    }

    @Test func thaiIgnoresLeadingVowelsWhereCodePointsDoNot() throws {
        let expected = ["กา", "ไก่", "ขา", "เขา"]
        #expect(try sorted(["เขา", "ขา", "ไก่", "กา"], "th") == expected)
        // Leading vowels (ไ, เ) come after every consonant in code point order.
        #expect(expected.sorted(by: { Array($0.unicodeScalars.map(\.value)).lexicographicallyPrecedes($1.unicodeScalars.map(\.value)) })
            == ["กา", "ขา", "เขา", "ไก่"])
    }

    @Test func swedishPutsÅÄÖAfterZ() throws {
        let names = ["Örebro", "Åre", "Zinkgruvan", "Ängelholm", "Arvika"]
        #expect(try sorted(names, "sv") == ["Arvika", "Zinkgruvan", "Åre", "Ängelholm", "Örebro"])
        // German files umlauts with their base letter.
        #expect(try sorted(names, "de") == ["Ängelholm", "Åre", "Arvika", "Örebro", "Zinkgruvan"])
    }

    @Test func germanAndSpanish() throws {
        #expect(try sorted(["Zwickau", "Ösel", "Oberhausen", "Ärzen", "Aachen", "Übach"], "de")
            == ["Aachen", "Ärzen", "Oberhausen", "Ösel", "Übach", "Zwickau"])
        #expect(try sorted(["Oaxaca", "Ñuñoa", "Nuevo León", "Navarra"], "es")
            == ["Navarra", "Nuevo León", "Ñuñoa", "Oaxaca"])
    }

    @Test func japaneseInGojuonOrder() throws {
        #expect(try sorted(["なごや", "とうきょう", "さっぽろ", "おおさか", "あおもり"], "ja")
            == ["あおもり", "おおさか", "さっぽろ", "とうきょう", "なごや"])
        // Hiragana and katakana of the same word sit together.
        #expect(try sorted(["ナゴヤ", "おおさか", "キョウト"], "ja") == ["おおさか", "キョウト", "ナゴヤ"])
    }

    @Test func chineseByPinyinAndTraditionalByStrokes() throws {
        // Běijīng, Guǎngzhōu, Shànghǎi, Shēnzhèn.
        #expect(try sorted(["深圳", "上海", "广州", "北京"], "zh") == ["北京", "广州", "上海", "深圳"])
        // 九 (2 strokes), 台 (5), 高 (10), 新 (13).
        #expect(try sorted(["新竹", "高雄", "台北", "九份"], "zh_Hant") == ["九份", "台北", "高雄", "新竹"])
    }

    @Test func strengthDecidesWhatIsEqual() throws {
        let primary = try Collator(localeID: "fr", strength: .primary)
        #expect(primary.compare("Orleans", "orléans") == .orderedSame)
        #expect(primary.sortKey("Orleans") == primary.sortKey("orléans"))
        let tertiary = try Collator(localeID: "fr")
        #expect(tertiary.compare("Orleans", "orléans") != .orderedSame)
        #expect(tertiary.sortKey("Orleans") != tertiary.sortKey("orléans"))
    }

    @Test func canonicallyEquivalentSpellingsCollateEqual() throws {
        let collator = try Collator(localeID: "de")
        #expect(collator.compare("Z\u{FC}rich", "Zu\u{308}rich") == .orderedSame)
    }

    @Test func localeFallbackIsReported() throws {
        #expect(try Collator(localeID: "th").actualLocaleID == "th")
        #expect(try Collator(localeID: "xx").actualLocaleID == "root")
        #expect(try Collator.shared(localeID: "th") === Collator.shared(localeID: "th"))
        #expect(try Collator.shared(localeID: "th") !== Collator.shared(localeID: "th", strength: .primary))
    }

    @Test(.needsSharedData("thai-admin/sub_districts.json", "thai-admin/districts.json"))
    func sortKeysOrderRealThaiNamesExactlyAsCompare() throws {
        let subDistricts = try UnicodeTestData.thaiNames("sub_districts.json")
        let districts = try UnicodeTestData.thaiNames("districts.json")
        let names = subDistricts + districts
        #expect(names.count > 8000)
        let collator = try Collator.shared(localeID: "th")
        let keys = names.map(collator.sortKey)
        var disagreements: [String] = []
        for i in names.indices {
            let j = (i &* 7919 &+ 13) % names.count
            let byCompare = collator.compare(names[i], names[j])
            let byKey: ComparisonResult = keys[i] < keys[j] ? .orderedAscending
                : (keys[j] < keys[i] ? .orderedDescending : .orderedSame)
            if byCompare != byKey { disagreements.append("\(names[i]) / \(names[j])") }
        }
        #expect(disagreements.isEmpty, "\(disagreements.prefix(10))")
        let byKeys = collator.sorted(names)
        let byCompare = names.sorted(by: collator.areInIncreasingOrder)
        #expect(byKeys.elementsEqual(byCompare, by: { $0.isScalarEqual(to: $1) }))
        #expect(zip(byKeys, byKeys.dropFirst()).allSatisfy { collator.compare($0, $1) != .orderedDescending })
    }

    @Test func sortedByKeyPathKeepsItems() throws {
        struct Place { let id: Int; let name: String }
        let places = [Place(id: 1, name: "เขา"), Place(id: 2, name: "กา"), Place(id: 3, name: "ไก่")]
        #expect(try Collator.shared(localeID: "th").sorted(places, by: \.name).map(\.id) == [2, 3, 1])
    }
}
