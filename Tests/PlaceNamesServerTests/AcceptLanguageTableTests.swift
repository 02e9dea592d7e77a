import Foundation
import Hummingbird
import HummingbirdTesting
import PlaceNames
@testable import PlaceNamesServer
import Testing

/// SERVICE.md's table of real-world `Accept-Language` headers is what the server answers: each row is sent over a
/// socket and the answer's `chain` must be the row's last column. The table is the only copy of these cases.
@Suite struct AcceptLanguageTableTests {
    /// One row: who sends the header, the header (`nil`: no field), and the chain the server must answer with.
    struct Row: CustomStringConvertible {
        let sentBy: String
        let header: String?
        let chain: [String]
        var description: String { "\(sentBy): \(header.map { "'\($0)'" } ?? "no field")" }
    }

    static let service = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("SERVICE.md")
    static let heading = "### `Accept-Language`: what each header gives"

    /// The rows of the first table after `heading`.
    static func rows() throws -> [Row] {
        let text = try String(contentsOf: service, encoding: .utf8)
        guard let section = text.range(of: "\n" + heading + "\n") else {
            throw TableError("SERVICE.md has no heading '\(heading)'")
        }
        let lines = text[section.upperBound...].split(separator: "\n", omittingEmptySubsequences: false)
        guard let header = lines.firstIndex(where: { $0.hasPrefix("|") }) else {
            throw TableError("no table after '\(heading)' in SERVICE.md")
        }
        let tableLines = lines[header...].prefix { $0.hasPrefix("|") }
        guard tableLines.count > 2, tableLines[tableLines.startIndex + 1].hasPrefix("|---") else {
            throw TableError("the table after '\(heading)' has no rows")
        }
        return try tableLines.dropFirst(2).map { line in
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).dropFirst().dropLast()
                .map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count == 3 else { throw TableError("'\(line)' does not have 3 cells") }
            return Row(sentBy: cells[0], header: try headerValue(cells[1]),
                       chain: cells[2].split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) })
        }
    }

    /// `` `th, en` `` is that value, `none` no field, `empty` a field with nothing in it.
    static func headerValue(_ cell: String) throws -> String? {
        switch cell {
        case "none": return nil
        case "empty": return ""
        default:
            guard cell.count >= 2, cell.hasPrefix("`"), cell.hasSuffix("`") else {
                throw TableError("the header cell '\(cell)' is neither a `code span`, 'none' nor 'empty'")
            }
            return String(cell.dropFirst().dropLast())
        }
    }

    struct TableError: Error, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }

    @Test func theTableHasTheCasesTheIssueAsksFor() throws {
        let rows = try Self.rows()
        #expect(rows.count >= 30, "SERVICE.md's Accept-Language table has \(rows.count) rows")
        let headers = rows.compactMap(\.header)
        #expect(rows.contains { $0.header == nil })
        #expect(headers.contains(""))
        #expect(headers.contains("*"))
        #expect(headers.contains { $0.contains("q=0,") || $0.hasSuffix("q=0") })
        #expect(headers.contains("en;q=abc, ko"))
        #expect(rows.allSatisfy { !$0.chain.isEmpty && $0.chain.allSatisfy { Language(rawValue: $0) != nil } })
    }

    /// Both ways of answering a look-up give each row's chain: from the connection's bytes (over a socket, as a
    /// browser's request arrives) and through the router (in-process: a socket adds nothing to what the router
    /// reads, and the router's tasks can wait past the test client's time-out while the whole suite loads both cores).
    @Test(arguments: [TestingSetup.live, .router]) func everyRowIsWhatTheServerAnswers(setup: TestingSetup) async throws {
        let rows = try Self.rows()
        try await withServer(configuration: ServerConfiguration(answersOnEventLoop: true), setup) { client in
            for row in rows {
                var headers: HTTPFields = [:]
                if let header = row.header { headers[.acceptLanguage] = header }
                let response = try await client.execute(uri: "/v1/places/tz:Asia%2FBangkok", method: .get, headers: headers)
                #expect(response.status == .ok, "\(row)")
                let answer = try JSONSerialization.jsonObject(with: Data(buffer: response.body)) as? [String: Any]
                #expect(answer?["chain"] as? [String] == row.chain, "\(row)")
            }
        }
    }

    /// The header is forgiven; `lang`, which the client's own code writes, is not.
    @Test func aMalformedHeaderIsForgivenAnUnknownLangIsNot() async throws {
        try await withServer { client in
            let forgiven = try await client.execute(uri: "/v1/search?q=bangkok", method: .get,
                                                    headers: [.acceptLanguage: "th, en;q=2, 🇹🇭"])
            #expect(forgiven.status == .ok)
            #expect(forgiven.text.hasPrefix(#"{"query":"bangkok","chain":["thai","english"]"#))
            let strict = try await client.execute(uri: "/v1/places/tz:Asia%2FBangkok?lang=th,thia", method: .get,
                                                  headers: [.acceptLanguage: "th"])
            #expect(strict.status == .badRequest)
            #expect(strict.text == #"{"error":{"code":"unknown_language","message":"unknown language 'thia' — did you mean 'thai'?"}}"#)
        }
    }

    /// A header of thousands of entries is read whole, and its last usable entry still counts.
    @Test func aLongHeader() async throws {
        let header = Array(repeating: "x-unknown;q=0.9", count: 500).joined(separator: ",") + ",ja;q=0.5,th;q=abc"
        try await withServer(configuration: ServerConfiguration(), .live) { client in
            let response = try await client.execute(uri: "/v1/places/tz:Asia%2FBangkok", method: .get,
                                                    headers: [.acceptLanguage: header])
            #expect(response.status == .ok)
            #expect(response.text.contains(#""chain":["japanese","english"],"#))
        }
    }
}
