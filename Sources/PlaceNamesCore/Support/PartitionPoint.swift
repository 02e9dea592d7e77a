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

/// `partitionPoint` for a point expected near `range.lowerBound`: steps that double from there, then a binary
/// search within the last step, so a short leading part costs a few probes close together however long `range` is.
@inlinable package func gallopingPartitionPoint(_ range: Range<Int>, isBefore: (Int) -> Bool) -> Int {
    var low = range.lowerBound
    var step = 1
    while low + step < range.upperBound, isBefore(low + step - 1) {
        low += step
        step *= 2
    }
    return partitionPoint(low..<min(low + step, range.upperBound), isBefore: isBefore)
}
