import Dispatch
import Foundation
import PlaceNames

/// The catalogs a translation import writes into: each file's bytes and catalog, places found by id, and which
/// files a name was set in.
struct TranslatedCatalogs: Sendable {
    /// A place: its file's index and its index in that file's places.
    struct Position: Sendable { let file: Int; let place: Int }

    private var files: [(path: String, bytes: [UInt8])]
    private var catalogs: [Catalog] = []
    private var positions: [String: Position] = [:]
    private var changed = Set<Int>()

    init(_ files: [(path: String, bytes: [UInt8])]) { self.files = files }

    /// Reads every file's catalog and indexes its places; a place in two files is found in the first.
    mutating func parse() throws(CatalogReadError) {
        catalogs = try files.map { file throws(CatalogReadError) in try Catalog(jsonBytes: file.bytes, file: file.path) }
        for (fileIndex, catalog) in catalogs.enumerated() {
            for (placeIndex, place) in catalog.places.enumerated() where positions[place.id] == nil {
                positions[place.id] = Position(file: fileIndex, place: placeIndex)
            }
        }
    }

    func position(of id: String) -> Position? { positions[id] }
    func place(at position: Position) -> Place { catalogs[position.file].places[position.place] }
    func file(of position: Position) -> String { files[position.file].path }

    /// Makes `name` the place's preferred name in `language`; a different name it had becomes a variant.
    mutating func setName(_ name: String, language: Language, at position: Position) {
        changed.insert(position.file)
        var place = catalogs[position.file].places[position.place]
        let same = { (text: String) in Array(text.unicodeScalars).elementsEqual(name.unicodeScalars) }
        if var existing = place.names[language] {
            let old = existing.preferred
            existing.preferred = name
            for kind in NameKind.alternates { existing[kind] = existing[kind].filter { !same($0) } }
            if !existing.variants.contains(where: { Array($0.unicodeScalars).elementsEqual(old.unicodeScalars) }) {
                existing.variants.append(old)
            }
            place.names[language] = existing
        } else {
            place.names[language] = LocalizedName(name)
        }
        catalogs[position.file].places[position.place] = place
    }

    /// The canonical bytes of each file a name was set in, in the file's layout, its metadata naming `sources` too. Encoded on two
    /// threads: a 100,000-name import rewrites hundreds of files, and encoding was most of its time.
    func changedFiles(sources: [CatalogSource]) throws -> [(path: String, bytes: [UInt8])] {
        let indices = changed.sorted()
        let added = CatalogMetadata(sources: sources)
        let results = EncodedFiles(count: indices.count)
        let catalogs = self.catalogs
        let layouts = indices.map { CatalogLayout.of(files[$0].bytes) }
        performConcurrently(iterations: min(2, max(1, indices.count))) { part in
            for position in stride(from: part, to: indices.count, by: 2) {
                var catalog = catalogs[indices[position]]
                catalog.metadata = catalog.metadata.merged(with: added)
                results.set(position, Result { try catalog.canonicalJSON(layout: layouts[position]) })
            }
        }
        return try zip(indices, results.values).map { index, result in (files[index].path, try result.get()) }
    }

    /// Every file's contents, with the changed ones as `changed` gives them.
    func contents(replacing changed: [(path: String, bytes: [UInt8])]) -> [(file: String, bytes: [UInt8])] {
        let new = Dictionary(changed.map { ($0.path, $0.bytes) }, uniquingKeysWith: { first, _ in first })
        return files.map { ($0.path, new[$0.path] ?? $0.bytes) }
    }
}

/// The encoded files, filled in by two threads at distinct positions.
private final class EncodedFiles: @unchecked Sendable {
    private let lock = NSLock()
    private var results: [Result<[UInt8], any Error>]

    init(count: Int) { results = Array(repeating: .success([]), count: count) }

    func set(_ position: Int, _ result: Result<[UInt8], any Error>) {
        lock.withLock { results[position] = result }
    }

    var values: [Result<[UInt8], any Error>] { lock.withLock { results } }
}
