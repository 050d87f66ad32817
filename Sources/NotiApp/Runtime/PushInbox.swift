import Dispatch
import Foundation
import NotiCore

/// A push that arrived from outside (the APNs endpoint) and waits for the app loop.
public struct InboundPush: Sendable {
    public var bundleID: String
    public var payload: [UInt8]
    public var pushType: PushType
    /// `apns-collapse-id`: the notification's identifier when given.
    public var collapseID: String?
    /// `apns-id`: the identifier otherwise.
    public var apnsID: String

    public init(bundleID: String, payload: [UInt8], pushType: PushType, collapseID: String?, apnsID: String) {
        self.bundleID = bundleID; self.payload = payload; self.pushType = pushType; self.collapseID = collapseID; self.apnsID = apnsID
    }
}

/// What became of an inbound push: the notification (or background event) it is now, or why it was refused.
public typealias InboundOutcome = Result<String, PushLoadError>

/// Hands pushes from network threads to the one thread that runs the app loop, and answers each once the
/// notification is in the centre, so no accepted push is ever lost.
public final class PushInbox: Sendable {
    private let waiting = LockedState<[(InboundPush, @Sendable (InboundOutcome) -> Void)]>([])
    private let notes = LockedState<[String]>([])
    /// Signalled when a push arrives, so a headless loop wakes at once instead of at its next tick.
    private let arrival = DispatchSemaphore(value: 0)

    public init() {}

    /// Queues a push; `answer` is called on the loop's thread after it was delivered or refused.
    public func post(_ push: InboundPush, answer: @escaping @Sendable (InboundOutcome) -> Void) {
        let wasEmpty = waiting.withLock { queue in
            defer { queue.append((push, answer)) }
            return queue.isEmpty
        }
        if wasEmpty { arrival.signal() }
    }

    /// Waits until a push arrives or `timeout` passes (returns at once when pushes are already queued).
    public func waitForArrival(timeout: Duration) {
        if waiting.withLock({ !$0.isEmpty }) { return }
        let nanoseconds = Int(timeout.components.seconds) * 1_000_000_000 + Int(timeout.components.attoseconds / 1_000_000_000)
        _ = arrival.wait(timeout: .now() + .nanoseconds(nanoseconds))
    }

    /// Queues a push and waits for its outcome.
    public func deliver(_ push: InboundPush) async -> InboundOutcome {
        await withCheckedContinuation { continuation in
            post(push) { continuation.resume(returning: $0) }
        }
    }

    /// Queues a line for the event log (the endpoint's request log while the terminal UI owns the screen).
    public func note(_ line: String) {
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
    func drain() -> [(InboundPush, @Sendable (InboundOutcome) -> Void)] {
        waiting.withLock { queue in
            defer { queue.removeAll() }
            return queue
        }
    }
}

extension AppRunner {
    /// Delivers every queued push through the same path as a push file, and answers each once the batch is durable.
    public func deliverInbox(_ inbox: PushInbox) {
        for line in inbox.drainNotes() { model.note(.system, "APNs: \(line)") }
        let pending = inbox.drain()
        guard !pending.isEmpty else { return }
        tick()
        let outcomes = deliverDurably(pending.map(\.0))
        for ((_, answer), outcome) in zip(pending, outcomes) { answer(outcome) }
    }
}
