import Foundation
import NotiAppCore

/// Where work done off the loop thread (extension calls, builds, payload file loads) leaves its answers, and which
/// jobs are still out, each with the moment it gives up by; the loop takes the answers on its own thread
/// (docs/architecture.md#one-message-loop).
final class EffectMailbox: @unchecked Sendable {
    /// One job sent off, to be ended with ``EffectMailbox/finish(_:_:)``.
    struct Job: Sendable, Hashable { fileprivate let number: Int }

    private let condition = NSCondition()
    private var messages: [AppMessage] = []
    /// The jobs out and when each is over at the latest.
    private var pending: [Job: Date] = [:]
    private var jobsSent = 0

    /// A job is sent off that ends on its own within `seconds`; its ``finish(_:_:)`` is awaited that long.
    func begin(within seconds: Double) -> Job {
        condition.withLock {
            jobsSent += 1
            let job = Job(number: jobsSent)
            pending[job] = Date(timeIntervalSinceNow: seconds)
            return job
        }
    }

    /// Leaves messages without ending a job (progress along the way).
    func post(_ posted: [AppMessage]) {
        guard !posted.isEmpty else { return }
        condition.withLock {
            messages += posted
            condition.broadcast()
        }
    }

    /// `job` ended with `answers` (possibly none).
    func finish(_ job: Job, _ answers: [AppMessage]) {
        condition.withLock {
            messages += answers
            pending[job] = nil
            condition.broadcast()
        }
    }

    /// Whether a job is still out.
    var isBusy: Bool { condition.withLock { !pending.isEmpty } }

    /// The messages that arrived, at once.
    func take() -> [AppMessage] {
        condition.withLock {
            defer { messages.removeAll() }
            return messages
        }
    }

    /// The messages that arrived, waiting until there is one, no job is out, or every job out is past its limit;
    /// `stillBusy` says whether jobs are out when it returns.
    func waitForMessages() -> (messages: [AppMessage], stillBusy: Bool) {
        condition.withLock {
            while messages.isEmpty, let deadline = pending.values.max() {
                if !condition.wait(until: deadline) { break }
            }
            defer { messages.removeAll() }
            return (messages, !pending.isEmpty)
        }
    }
}
