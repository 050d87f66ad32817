import HeapModule

/// The scheduler's priority queue of planned firings: a binary heap of the firings due before `horizon`,
/// and unordered one-hour buckets for everything later. When the heap runs empty the earliest bucket is
/// heapified into it in O(k). The heap therefore only holds about an hour of firings, so each pop stays
/// O(log k) on memory that fits in cache, while insertions far ahead are an O(1) append.
///
/// Deletion is lazy: the owner decides which items are stale (`isLive`), stale items are dropped when they
/// reach the top or when a bucket is poured, and `compact` rebuilds everything once stale items are the majority.
struct FiringQueue: Sendable {
    /// Width of a far bucket, in seconds.
    static let bucketWidth: Double = 3600

    private var near = Heap<QueuedFiring>()
    private var far: [Int64: [QueuedFiring]] = [:]
    /// Indices of the non-empty far buckets, soonest first.
    private var farBuckets = Heap<Int64>()
    private var farCount = 0
    /// Items before this time go to the heap; the rest to buckets.
    private var horizon = -Double.infinity

    /// All items held, stale ones included.
    var count: Int { near.count + farCount }

    /// The soonest item; it is the soonest of all (and live) after `settle`.
    var min: QueuedFiring? { near.min }

    /// Adds an item.
    mutating func insert(_ item: QueuedFiring) {
        guard item.time >= horizon else { near.insert(item); return }
        let bucket = Self.bucket(of: item.time)
        if far[bucket] == nil { farBuckets.insert(bucket) }
        far[bucket, default: []].append(item)
        farCount += 1
    }

    /// Removes the soonest item.
    mutating func removeMin() {
        _ = near.popMin()
    }

    /// Drops stale items from the top and pours the next bucket while the heap is empty, so that `min` is the
    /// soonest live item (or nil when there is none).
    mutating func settle(isLive: (QueuedFiring) -> Bool) {
        while true {
            while let top = near.min, !isLive(top) { _ = near.popMin() }
            guard near.isEmpty, let bucket = farBuckets.popMin() else { return }
            let items = far.removeValue(forKey: bucket) ?? []
            farCount -= items.count
            horizon = Double(bucket + 1) * Self.bucketWidth
            near = Heap(items.filter(isLive))
        }
    }

    /// Rebuilds the heap and the buckets from their live items only.
    mutating func compact(isLive: (QueuedFiring) -> Bool) {
        near = Heap(near.unordered.filter(isLive))
        var kept: [Int64: [QueuedFiring]] = [:]
        for (bucket, items) in far {
            let live = items.filter(isLive)
            if !live.isEmpty { kept[bucket] = live }
        }
        far = kept
        farBuckets = Heap(kept.keys)
        farCount = kept.values.reduce(0) { $0 + $1.count }
    }

    /// The bucket of a time; times beyond ±10^18 hours share the outermost buckets (still ordered by the heap).
    private static func bucket(of time: Double) -> Int64 {
        let index = (time / bucketWidth).rounded(.down)
        return Int64(Swift.max(Swift.min(index, 1e18), -1e18))
    }
}
