// An extension that does nothing, served over the extension protocol: notisim measures its resident memory as the
// baseline of the Swift runtime and counts a Swift extension's memory above it (docs/extension-protocol.md).
// `notisim-empty-extension content` serves a content extension, `notisim-empty-extension service` a service extension.
import NotiCore
import NotiExtensions

/// A content extension that shows nothing.
final class EmptyContentExtension: NotificationViewController, NotificationContentExtension {
    func didReceive(_ notification: DeliveredNotification) {}
}

/// A service extension that hands back the content it was given.
final class EmptyServiceExtension: NotificationServiceExtension {
    func didReceive(_ request: NotificationRequest, withContentHandler contentHandler: @escaping @Sendable (NotificationContent) -> Void) {
        contentHandler(request.content)
    }

    func serviceExtensionTimeWillExpire() {}
}

if CommandLine.arguments.dropFirst().first == "service" {
    ExtensionServer(service: EmptyServiceExtension()).run()
} else {
    ExtensionServer(content: { EmptyContentExtension() }).run()
}
