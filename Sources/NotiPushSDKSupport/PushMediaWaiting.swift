import NotiDispatch

extension PushMedia {
    /// Fetches `url` into an attachment as `attachment(from:identifier:kind:completion:)` does, but waits for the
    /// outcome, as SDKs that download on the extension's own thread do; a fetch still running after `timeout` seconds
    /// counts as failed.
    package static func attachmentWaiting(from url: URL, identifier: String = "", kind: Kind? = nil,
                                          timeout: TimeInterval = 25) -> Outcome {
        let result = WaitedOutcome()
        attachment(from: url, identifier: identifier, kind: kind) { outcome in result.set(outcome) }
        return result.wait(seconds: timeout) ?? .failed("\(url.absoluteString): no answer within \(Int(timeout)) s")
    }
}

/// The outcome one waiting fetch is given, from whichever thread finishes it.
private final class WaitedOutcome: @unchecked Sendable {
    private let lock = NSLock()
    private let arrived = DispatchSemaphore(value: 0)
    private var outcome: PushMedia.Outcome?

    func set(_ outcome: PushMedia.Outcome) {
        lock.withLock { self.outcome = outcome }
        arrived.signal()
    }

    func wait(seconds: TimeInterval) -> PushMedia.Outcome? {
        guard arrived.wait(timeout: .now() + seconds) == .success else { return nil }
        return lock.withLock { outcome }
    }
}
