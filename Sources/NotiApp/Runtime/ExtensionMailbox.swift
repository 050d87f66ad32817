import Foundation

/// Where extension work done off the loop thread leaves its answers, and how many jobs are still out; the loop
/// takes the answers on its own thread (docs/rules.md#one-message-loop).
final class ExtensionMailbox: @unchecked Sendable {
    private let condition = NSCondition()
    private var messages: [AppMessage] = []
    private var pending = 0

    /// A job is sent off; its ``finish(_:)`` is awaited.
    func begin() {
        condition.withLock { pending += 1 }
    }

    /// Leaves messages without ending a job (progress along the way).
    func post(_ posted: [AppMessage]) {
        guard !posted.isEmpty else { return }
        condition.withLock {
            messages += posted
            condition.broadcast()
        }
    }

    /// A job ended with `answers` (possibly none).
    func finish(_ answers: [AppMessage]) {
        condition.withLock {
            messages += answers
            pending -= 1
            condition.broadcast()
        }
    }

    /// Whether a job is still out.
    var isBusy: Bool { condition.withLock { pending > 0 } }

    /// The messages that arrived, at once.
    func take() -> [AppMessage] {
        condition.withLock {
            defer { messages.removeAll() }
            return messages
        }
    }

    /// The messages that arrived, waiting until there is one, no job is out, or `deadline` passes; `stillBusy` says
    /// whether jobs are out when it returns.
    func waitForMessages(until deadline: Date) -> (messages: [AppMessage], stillBusy: Bool) {
        condition.withLock {
            while messages.isEmpty && pending > 0 {
                if !condition.wait(until: deadline) { break }
            }
            defer { messages.removeAll() }
            return (messages, pending > 0)
        }
    }
}
