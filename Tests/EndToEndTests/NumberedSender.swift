import Foundation
import NotiCore
import Synchronization

/// Sends numbered requests one after another from a thread of its own, counting up from `first`, until stopped, and
/// keeps the numbers `send` says were acknowledged: the crash-safety tests' stream of pushes into a notisim they kill.
final class NumberedSender: @unchecked Sendable {
    private let acknowledged = LockedState<[Int]>([])
    private let stopping = Atomic<Bool>(false)
    private let finished = Atomic<Bool>(false)
    private let first: Int
    private let pause: useconds_t
    private let send: @Sendable (Int) -> Bool

    /// A sender whose first request is number `first + 1`, waiting `pause` microseconds after each; `send` sends
    /// one and answers whether it was acknowledged.
    init(first: Int, pause: useconds_t = 0, send: @escaping @Sendable (Int) -> Bool) {
        self.first = first; self.pause = pause; self.send = send
    }

    func start() { Thread { [self] in run() }.start() }

    /// Stops sending (after the request in progress) and answers the numbers acknowledged, in order.
    func stop() -> [Int] {
        stopping.store(true, ordering: .relaxed)
        while !finished.load(ordering: .relaxed) { usleep(5_000) }
        return acknowledged.withLock { $0 }
    }

    private func run() {
        var number = first
        while !stopping.load(ordering: .relaxed) {
            number += 1
            if send(number) { acknowledged.withLock { [number] in $0.append(number) } }
            if pause > 0 { usleep(pause) }
        }
        finished.store(true, ordering: .relaxed)
    }
}
