import Foundation
import Testing
@testable import PlaceNamesCore

/// `Catalog.readBytes` gives a file's exact bytes, whether it reads it in one go or, when it is big, in two
/// halves at once.
@Suite struct FileBytesTests {
    private func roundTrip(_ count: Int) throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("filebytes-\(UUID().uuidString).bin").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        // Every byte differs from its neighbours' pattern, so a half read to the wrong place cannot go unseen.
        var written = [UInt8](repeating: 0, count: count)
        for i in written.indices { written[i] = UInt8(truncatingIfNeeded: i &* 31 &+ i >> 13) }
        try Data(written).write(to: URL(fileURLWithPath: path))
        let read = try Catalog.readBytes(path)
        #expect(read.count == count)
        #expect(read == written)
    }

    @Test func aSmallFileIsReadWhole() throws {
        try roundTrip(100_000)
    }

    @Test func aBigFileIsReadInTwoHalvesExactly() throws {
        #expect(FileBytes.halvesFrom < 9 << 20)
        try roundTrip(9 << 20)
        try roundTrip((9 << 20) + 1)
    }
}
