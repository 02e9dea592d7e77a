/// The optimal string alignment distance between `a` and `b`: insertions, deletions, substitutions and
/// transpositions of adjacent elements each cost 1 (so `thia` → `thai` is 1). With a `bound`, the answer is
/// `bound + 1` as soon as it is known to exceed `bound`, which makes "within two edits?" checks cheap.
/// The one edit distance of the package: "did you mean" suggestions for keys and languages use it.
package func editDistance<Element: Equatable>(_ a: [Element], _ b: [Element], bound: Int = Int.max - 1) -> Int {
    if abs(a.count - b.count) > bound { return bound + 1 }
    if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
    var beforePrevious = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
        current[0] = i
        var rowMinimum = i
        for j in 1...b.count {
            let cost = a[i - 1] == b[j - 1] ? 0 : 1
            var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
            if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                value = min(value, beforePrevious[j - 2] + 1)
            }
            current[j] = value
            rowMinimum = min(rowMinimum, value)
        }
        // Row minima never decrease, so once one exceeds the bound the distance does too.
        if rowMinimum > bound { return bound + 1 }
        (beforePrevious, previous, current) = (previous, current, beforePrevious)
    }
    return min(previous[b.count], bound + 1)
}
