import Foundation
import PlaceNamesClient
import Testing

// The code of PlaceNamesClient.docc/PlaceNamesClient.md, run against `names serve` on a real socket.
/// Bangkok's name for a Thai reader and the ids of the places "chiang" finds, from the service at `server`
/// (`http://127.0.0.1:8080` when `names serve` runs here).
func bangkokAndChiang(from server: URL) async throws -> (bangkok: String?, found: [String]) {
    let service = PlaceNamesService(serverURL: server)
    let bangkok = try await service.place(id: "tz:Asia/Bangkok", languages: ["th", "en"])
    let found = try await service.search("chiang", languages: ["ja"], limit: 5)
    return (bangkok?.name, found.results.map(\.id))
}

@Suite struct PlaceNamesClientArticle {
    @Test func theOverviewsCodeAnswers() async throws {
        let answer = try await withServerURL { url in try await bangkokAndChiang(from: url) }
        #expect(answer.bangkok == "กรุงเทพมหานคร")
        #expect(answer.found == ["geonames:1153671"])
    }
}
