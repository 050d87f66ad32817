import NotiDispatch

/// An SDK's completion callback carried to whichever thread its download finishes on, and called there once: a
/// second call (the download's answer after the extension's expiry answered) is dropped.
package final class PushSDKCallback<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var callback: ((Value) -> Void)?

    package init(_ callback: @escaping (Value) -> Void) { self.callback = callback }

    /// Calls the callback with `value`, the first time only.
    package func callAsFunction(_ value: Value) {
        guard let callback = lock.withLock({ () -> ((Value) -> Void)? in defer { self.callback = nil }; return self.callback }) else { return }
        callback(value)
    }
}
