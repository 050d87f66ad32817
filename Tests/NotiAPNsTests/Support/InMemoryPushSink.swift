import NotiAPNs
import NotiCore

/// A sink that keeps every push in memory and accepts it, numbering notifications `push-1`, `push-2`, …
final class InMemoryPushSink: PushSink {
    private let stored = LockedState<[InboundPush]>([])

    /// Creates an empty sink.
    init() {}

    /// Records the pushes and accepts them.
    func deliver(_ pushes: [InboundPush], answer: @escaping @Sendable ([PushOutcome]) -> Void) {
        let first = stored.withLock { stored -> Int in
            defer { stored.append(contentsOf: pushes) }
            return stored.count + 1
        }
        answer(pushes.indices.map { .accepted(notificationID: "push-\(first + $0)") })
    }

    /// Every push delivered so far, in arrival order.
    var pushes: [InboundPush] { stored.withLock { $0 } }

    /// How many pushes were delivered so far.
    var count: Int { stored.withLock { $0.count } }
}
