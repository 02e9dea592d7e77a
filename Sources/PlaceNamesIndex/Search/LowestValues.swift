/// The `capacity` smallest values inserted, as a max-heap: its top is the `capacity`-th smallest once full.
struct LowestValues<Value: Comparable> {
    let capacity: Int
    private var heap: [Value] = []

    init(capacity: Int) {
        self.capacity = capacity
        heap.reserveCapacity(min(capacity, 1024))
    }

    var isFull: Bool { heap.count >= capacity }
    /// The largest of the kept values (the `capacity`-th smallest when full); the heap must not be empty.
    var largest: Value { heap[0] }

    mutating func insert(_ value: Value) {
        if heap.count < capacity {
            heap.append(value)
            var child = heap.count - 1
            while child > 0, heap[(child - 1) / 2] < heap[child] {
                heap.swapAt(child, (child - 1) / 2)
                child = (child - 1) / 2
            }
        } else if value < heap[0] {
            heap[0] = value
            var parent = 0
            while true {
                var largest = parent
                let (left, right) = (2 * parent + 1, 2 * parent + 2)
                if left < heap.count, heap[left] > heap[largest] { largest = left }
                if right < heap.count, heap[right] > heap[largest] { largest = right }
                if largest == parent { break }
                heap.swapAt(parent, largest)
                parent = largest
            }
        }
    }
}
