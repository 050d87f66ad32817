import Foundation
import NotiCore

/// The system's handle on one run of a service extension, in process or in a child process. Waits are in wall
/// time and bounded; the time budget itself is counted on the notisim clock by the caller.
package protocol ServiceExtensionHosting: AnyObject {
    /// Calls `didReceive(request, contentHandler)`.
    func start(_ request: NotificationRequest) throws(ExtensionFault)
    /// The content passed to the handler, waiting at most `seconds` for it; nil while it has not been called.
    func content(waitingUpTo seconds: Double) throws(ExtensionFault) -> NotificationContent?
    /// Calls `serviceExtensionTimeWillExpire()` and waits at most `grace` seconds for the handler.
    func timeWillExpire(grace: Double) throws(ExtensionFault) -> NotificationContent?
    /// Sets the wall clock the extension's own code reads (`Date()`) to notisim's, where it runs in a process of its
    /// own that takes it.
    func setClock(_ reading: DeviceClockReading) throws(ExtensionFault)
    /// Ends the run (the process, if any, is stopped).
    func close()
    /// What the extension told notisim since the last take (log lines, categories it registered), oldest first.
    func takeNotices() -> [ExtensionNotice]
}

extension ServiceExtensionHosting {
    /// An extension in notisim's own process reads notisim's process clock.
    package func setClock(_ reading: DeviceClockReading) throws(ExtensionFault) {}
    /// An extension in notisim's own process sends no notices.
    package func takeNotices() -> [ExtensionNotice] { [] }
}

/// Waits in small steps until `ready` answers something or `seconds` have passed.
func pollUntil<T>(seconds: Double, _ ready: () throws(ExtensionFault) -> T?) throws(ExtensionFault) -> T? {
    let clock = ContinuousClock()
    let deadline = clock.now + .milliseconds(Int(max(0, seconds) * 1000))
    while true {
        if let value = try ready() { return value }
        if clock.now >= deadline { return nil }
        usleep(500)
    }
}
