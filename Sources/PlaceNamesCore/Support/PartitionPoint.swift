/// The first index of `range` for which `isBefore` is false, by binary search; `range.upperBound` when there is
/// none. `isBefore` must hold for a leading part of `range` and for nothing after it (C++'s `partition_point`):
/// the one binary search behind every sorted table's look-up.
@inlinable package func partitionPoint(_ range: Range<Int>, isBefore: (Int) -> Bool) -> Int {
    var low = range.lowerBound
    var high = range.upperBound
    while low < high {
        let middle = low + (high - low) / 2
        if isBefore(middle) { low = middle + 1 } else { high = middle }
    }
    return low
}
