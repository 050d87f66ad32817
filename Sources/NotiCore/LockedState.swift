import Foundation

/// A value guarded by a lock, for state shared across threads. A pthread mutex underneath, which ThreadSanitizer
/// follows (it cannot see a contended `Synchronization.Mutex` hand-over on Linux and reports false races).
package final class LockedState<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    /// Guards `value`.
    package init(_ value: Value) {
        self.value = value
    }

    /// Runs `body` with exclusive access to the value.
    package func withLock<Result, Failure: Error>(_ body: (inout Value) throws(Failure) -> Result) throws(Failure) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
