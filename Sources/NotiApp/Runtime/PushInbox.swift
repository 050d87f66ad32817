import Dispatch
import Foundation
import NotiAppCore
import NotiCore

/// What became of an inbound push: the notification (or background event) it is now, or why it was refused.
package typealias InboundOutcome = Result<String, PushLoadError>

/// Pushes queued together and the one call that answers them.
struct InboxBatch: Sendable {
    var pushes: [InboundPush]
    var answer: @Sendable ([InboundOutcome]) -> Void
}

/// Hands pushes from network threads to the one thread that runs the app loop, and answers each once the
/// notification is in the centre, so no accepted push is ever lost.
package final class PushInbox: Sendable {
    private let waiting = LockedState<[InboxBatch]>([])
    private let notes = LockedState<[String]>([])
    /// Signalled when a push arrives, so a headless loop wakes at once instead of at its next tick.
    private let arrival = DispatchSemaphore(value: 0)

    package init() {}

    /// Queues pushes; `answer` is called once on the loop's thread, with each one's outcome in order, after they
    /// were delivered or refused.
    package func post(_ pushes: [InboundPush], answer: @escaping @Sendable ([InboundOutcome]) -> Void) {
        guard !pushes.isEmpty else { return answer([]) }
        let wasEmpty = waiting.withLock { queue in
            defer { queue.append(InboxBatch(pushes: pushes, answer: answer)) }
            return queue.isEmpty
        }
        if wasEmpty { arrival.signal() }
    }

    /// Waits until a push arrives or `timeout` passes (returns at once when pushes are already queued).
    package func waitForArrival(timeout: Duration) {
        if waiting.withLock({ !$0.isEmpty }) { return }
        _ = arrival.wait(timeout: .now() + .nanoseconds(Int(timeout.whole(.nanoseconds))))
    }

    /// Queues a line for the event log (the endpoint's request log while the terminal UI owns the screen).
    package func note(_ line: String) {
        notes.withLock { $0.append(line) }
    }

    /// The log lines queued so far.
    func drainNotes() -> [String] {
        notes.withLock { queue in
            defer { queue.removeAll() }
            return queue
        }
    }

    /// Everything queued so far, oldest first.
    func drain() -> [InboxBatch] {
        waiting.withLock { queue in
            defer { queue.removeAll() }
            return queue
        }
    }
}

extension AppRunner {
    /// Delivers every queued push through the same path as a push file, and answers each once the batch is durable
    /// and its entries are in the `--log-json` file.
    package func deliverInbox(_ inbox: PushInbox) {
        settleJournalFailures()
        let notes = inbox.drainNotes()
        if !notes.isEmpty { send(.endpointNotes(notes)) }
        let batches = inbox.drain()
        guard !batches.isEmpty else { return }
        tick()
        deliverDurably(batches.flatMap(\.pushes)) { outcomes in
            var rest = outcomes[...]
            for batch in batches {
                batch.answer(Array(rest.prefix(batch.pushes.count)))
                rest = rest.dropFirst(batch.pushes.count)
            }
        }
    }
}

/// Runs an action once each of its parts has finished, on the thread that finished the last.
final class Countdown: Sendable {
    private let remaining: LockedState<Int>
    private let action: @Sendable () -> Void

    init(parts: Int, action: @escaping @Sendable () -> Void) {
        remaining = LockedState(parts)
        self.action = action
    }

    /// One part finished.
    func finish() {
        let left = remaining.withLock { count in
            count -= 1
            return count
        }
        if left == 0 { action() }
    }
}
