import Testing

/// Checks that every element of a page the coverage report wrote is closed, in order: a name that leaked into the
/// markup unescaped (`</td>`, `<b>`) would open or close an element the page did not mean to.
///
/// A checker for that page only, not an HTML parser: it relies on the page writing `<` and `>` only as tag
/// delimiters, which is what escaping guarantees, and on the page's own small set of empty elements.
enum HTMLNesting {
    struct Mismatch: Error, CustomStringConvertible {
        let description: String
    }

    static let empty: Set<String> = ["meta", "link", "br", "!doctype"]

    static func check(_ page: String) throws {
        var open: [String] = []
        var rest = Substring(page)
        while let start = rest.firstIndex(of: "<") {
            guard let end = rest[start...].firstIndex(of: ">") else {
                throw Mismatch(description: "a '<' without its '>' at \(rest[start...].prefix(40))")
            }
            let tag = rest[rest.index(after: start)..<end]
            let name = (tag.first == "/" ? "/" : "") + tag.drop { $0 == "/" }.prefix { $0 != " " && $0 != "/" }.lowercased()
            if name.hasPrefix("/") {
                let closed = String(name.dropFirst())
                guard open.last == closed else {
                    throw Mismatch(description: "</\(closed)> closes <\(open.last ?? "nothing")>")
                }
                open.removeLast()
            } else if !empty.contains(name) {
                open.append(name)
            }
            rest = rest[rest.index(after: end)...]
        }
        guard open.isEmpty else { throw Mismatch(description: "never closed: \(open)") }
    }
}
