import Foundation
import PlaceNames

/// A small libgeonames locale tree, written by the test, and the cities it names: one file per skip reason,
/// Chinese decided per name, and broken `.mo` files (the importer's tests and `names import libgeonames`'s).
enum LibGeoNamesFixture {
    static let cities = [
        Place(id: "geonames:1153669", kind: .city, defaultName: "Chiang Rai", country: "TH", codes: [.geonames: "1153669"]),
        Place(id: "geonames:1185191", kind: .city, defaultName: "Kushtia", country: "BD", codes: [.geonames: "1185191"]),
        Place(id: "geonames:1609350", kind: .city, defaultName: "Bangkok", country: "TH", codes: [.geonames: "1609350"]),
        Place(id: "geonames:4431410", kind: .city, defaultName: "Jackson", country: "US", codes: [.geonames: "4431410"]),
    ]
    static let header = ("", "Content-Type: text/plain; charset=UTF-8\n")
    static let locales: [(folder: String, messages: [(String, String)])] = [
        ("th", [header, ("1153669", "เชียงราย"), ("1609350", "กรุงเทพมหานคร"), ("TH", "ไทย"), ("TH.03", "เชียงราย"),
                ("LA.22", "บ่อแก้ว"), ("x12", "ไม่ใช่"), ("999999", "ที่อื่น")]),
        ("en", [header, ("1153669", "Chiang Rai"), ("1609350", "Bangkok City"), ("TH.03", "Chiang Rai")]),
        ("bn", [("1185191", "Kushtia"), ("1609350", "ব্যাংকক")]),
        ("fa", [("4431410", "جکسون، میسیسیپی"), ("1609350", "بانکوک")]),
        ("de", [("1153669", " "), ("1185191", "Kush\u{7}tia"), ("1609350", " Bangkok "), ("4431410", "123")]),
        ("ja", [("1153669", "チエンラーイ")]),
        ("zh", [("1153669", "清莱"), ("1185191", "库什蒂亚"), ("1609350", "曼谷"), ("4431410", "傑克遜")]),
        ("zh_CN", [("1185191", "库斯蒂亚")]),
        ("zh_TW", [("1609350", "曼谷")]),
        ("de_AT", [("1609350", "Bangkok")]),
        ("zz", [("1609350", "Bangkok")]),
    ]

    /// A fresh locale root with the fixture's files and the broken ones (ko: bad magic, ru: offsets past the end,
    /// it: not UTF-8, es: a folder where the file should be).
    static func makeRoot() throws -> String {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("libgeonames-\(UUID().uuidString)").path
        func write(_ folder: String, _ bytes: [UInt8]) throws {
            let path = "\(root)/\(folder)/LC_MESSAGES"
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
            try Data(bytes).write(to: URL(fileURLWithPath: "\(path)/geonames.mo"))
        }
        for (folder, messages) in locales { try write(folder, MOFixture.bytes(messages)) }
        let good = MOFixture.bytes([("1609350", "Bangkok")])
        try write("ko", MOFixture.patching(good, at: 0, with: 0x1234_5678))
        try write("ru", MOFixture.patching(good, at: 12, with: 4096))
        var notUTF8 = good
        notUTF8[notUTF8.count - 2] = 0xFF
        try write("it", notUTF8)
        try FileManager.default.createDirectory(atPath: "\(root)/es/LC_MESSAGES/geonames.mo", withIntermediateDirectories: true)
        return root
    }
}
