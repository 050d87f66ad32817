import NotiDispatch
import NotiUserNotifications

/// Several media downloads of one push gathered back in the payload's order: `completion` gets the attachments
/// that arrived, once all have answered.
package final class PushMediaGathering: @unchecked Sendable {
    private let lock = NSLock()
    private var outcomes: [PushMedia.Outcome?]
    private var completion: (([UNNotificationAttachment]) -> Void)?

    package init(count: Int, completion: @escaping ([UNNotificationAttachment]) -> Void) {
        outcomes = Array(repeating: nil, count: count)
        self.completion = completion
    }

    /// Records the answer for the download at `index`; the last one calls `completion`.
    package func arrived(_ outcome: PushMedia.Outcome, at index: Int) {
        let done = lock.withLock { () -> (([UNNotificationAttachment]) -> Void, [PushMedia.Outcome])? in
            outcomes[index] = outcome
            let answered = outcomes.compactMap { $0 }
            guard answered.count == outcomes.count, let completion else { return nil }
            self.completion = nil
            return (completion, answered)
        }
        guard let (completion, answered) = done else { return }
        completion(answered.compactMap { if case let .attached(attachment) = $0 { attachment } else { nil } })
    }
}
