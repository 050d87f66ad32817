import Foundation
import NotiCore

/// Hosts a service extension written in Swift and linked into the process. The handler may be called from any
/// thread; the first call counts, as on iOS.
public final class InProcessServiceExtensionHost: ServiceExtensionHosting {
    private let service: any NotificationServiceExtension
    private let handed = HandedContent()

    /// Hosts `service` (a fresh instance per push, as iOS does).
    public init(_ service: any NotificationServiceExtension) { self.service = service }

    public func start(_ request: NotificationRequest) throws(ExtensionFault) {
        let handed = self.handed
        service.didReceive(request) { content in handed.store(content) }
    }

    public func content(waitingUpTo seconds: Double) throws(ExtensionFault) -> NotificationContent? {
        try pollUntil(seconds: seconds) { () throws(ExtensionFault) -> NotificationContent? in handed.content }
    }

    public func timeWillExpire(grace: Double) throws(ExtensionFault) -> NotificationContent? {
        if let content = handed.content { return content }
        service.serviceExtensionTimeWillExpire()
        return try content(waitingUpTo: grace)
    }

    public func close() {}
}

/// The content a handler received; written once from any thread.
final class HandedContent: Sendable {
    private let value = LockedState<NotificationContent?>(nil)

    func store(_ content: NotificationContent) {
        value.withLock { if $0 == nil { $0 = content } }
    }

    var content: NotificationContent? { value.withLock { $0 } }
}
