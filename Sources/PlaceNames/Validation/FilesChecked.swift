import Foundation

/// The files `CatalogValidator.validate(files:)` has checked, filled from many threads, each file's slot once,
/// and the progress callback told after each, one call at a time.
final class FilesChecked: @unchecked Sendable {
    private let lock = NSLock()
    private var slots: [CheckedFile?]
    private var done = 0
    private let progress: ((Int, Int) -> Void)?

    init(count: Int, progress: ((Int, Int) -> Void)?) {
        slots = Array(repeating: nil, count: count)
        self.progress = progress
    }

    func set(_ index: Int, _ file: CheckedFile) {
        lock.lock()
        defer { lock.unlock() }
        slots[index] = file
        done += 1
        progress?(done, slots.count)
    }

    /// Every file, in the order given; call once all are set.
    var files: [CheckedFile] { lock.withLock { slots.map { $0! } } }
}
