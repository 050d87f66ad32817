import Dispatch
import Foundation
import NotiCore

/// A push that arrived from outside (the APNs endpoint) and waits for the app loop. A class: it passes from a
/// network thread through the inbox to the model's delivery, and a copy is then one reference, not a payload's worth.
package final class InboundPush: Sendable {
    package let bundleID: String
    package let payload: [UInt8]
    package let pushType: PushType
    /// `apns-collapse-id`: the notification's identifier when given.
    package let collapseID: String?
    /// `apns-id`: the identifier otherwise.
    package let apnsID: String
    /// The payload decoded, on the thread that made the push: the app loop's thread only delivers it.
    package let decoded: DecodedPayload
    /// The device token the push was sent to: a Live Activity's own token picks that activity.
    package let deviceToken: String?
    /// The broadcast channel the push was sent on: every activity subscribed to it gets it.
    package let channelID: String?
    /// `deviceToken` is a Live Activity type's push-to-start token, which starts activities and nothing else.
    package let sentToPushToStartToken: Bool

    /// A push, its payload decoded here; or taken from `previous` when that push has the same payload and push type
    /// (a provider sending one notification to many devices sends the same bytes each time).
    package init(bundleID: String, payload: [UInt8], pushType: PushType, collapseID: String?, apnsID: String, deviceToken: String? = nil,
                channelID: String? = nil, sentToPushToStartToken: Bool = false, previous: InboundPush? = nil) {
        self.bundleID = bundleID; self.payload = payload; self.pushType = pushType; self.collapseID = collapseID; self.apnsID = apnsID
        self.deviceToken = deviceToken; self.channelID = channelID; self.sentToPushToStartToken = sentToPushToStartToken
        if let previous, previous.pushType == pushType, previous.payload == payload {
            self.decoded = previous.decoded
        } else {
            self.decoded = PayloadDecoder.decode(payload, pushType: pushType)
        }
    }
}

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
        let nanoseconds = Int(timeout.components.seconds) * 1_000_000_000 + Int(timeout.components.attoseconds / 1_000_000_000)
        _ = arrival.wait(timeout: .now() + .nanoseconds(nanoseconds))
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
        for line in inbox.drainNotes() { model.note(.system, "APNs: \(line)") }
        let batches = inbox.drain()
        guard !batches.isEmpty else { return }
        tick()
        var outcomes = deliverDurably(batches.flatMap(\.pushes))[...]
        let answers = batches.map { batch in
            defer { outcomes = outcomes.dropFirst(batch.pushes.count) }
            return (batch.answer, Array(outcomes.prefix(batch.pushes.count)))
        }
        // A client that got its answer finds the push in the log file; the loop goes on meanwhile.
        flushLog { for (answer, outcomes) in answers { answer(outcomes) } }
    }
}
