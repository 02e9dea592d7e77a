import Foundation
import PlaceNames
import PropertyBased
import Testing

/// `names merge` never loses a name: over random catalogs, every (place, language, name) of every input is in the
/// output, as the preferred name or an alternate, unless `--drop-losers` was given; then the output has exactly the
/// winners (`MergeExpectation.check`, as for the library's merge in `PlaceNamesTests`).
@Suite struct MergePropertyTests {
    @Test(.needsNamesBinary) func namesMergeKeepsEveryNameOrExactlyTheWinners() async throws {
        try await propertyCheck(count: 25, input: RandomMerge.generator) { merge in
            let inputs = merge.inputs
            let merged = try ManageNamesTool.withScratch { tool -> Catalog? in
                for input in inputs { try Data(input.catalog.canonicalJSON()).write(to: URL(fileURLWithPath: tool.path(input.file))) }
                var arguments = ["merge"] + inputs.map(\.file) + ["-o", "out.json"]
                if let prefer = merge.preferArgument { arguments += ["--prefer", prefer] }
                if merge.dropsLosers { arguments.append("--drop-losers") }
                let run = try tool.run(arguments)
                guard run.status == 0 else {
                    #expect(run.status == 1, "names \(arguments.joined(separator: " ")): \(run.stderr)")
                    #expect(tool.bytes("out.json") == nil, "a failed merge wrote out.json")
                    return nil
                }
                return try Catalog.read(from: tool.path("out.json"))
            }
            MergeExpectation.check(merged, of: merge, inputs: inputs)
        }
    }
}
