/// Columns padded to their widest cell (counted in Characters), two spaces apart, for terminal output.
struct PaddedColumns {
    let header: [String]
    /// Indices of the columns aligned right (numbers).
    let rightAligned: Set<Int>
    let rows: [[String]]

    var lines: [String] {
        let all = [header] + rows
        let widths = header.indices.map { column in all.map { $0[column].count }.max() ?? 0 }
        return all.map { row in
            row.indices.map { column in
                let padding = String(repeating: " ", count: widths[column] - row[column].count)
                if rightAligned.contains(column) { return padding + row[column] }
                return column == row.count - 1 ? row[column] : row[column] + padding
            }.joined(separator: "  ")
        }
    }
}
