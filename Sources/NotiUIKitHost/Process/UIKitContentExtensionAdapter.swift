import NotiCore
import NotiExtensions
import NotiLayout
import NotiUIKit
import NotiUserNotifications
import NotiUserNotificationsUI

/// A content extension's own UIKit view controller seen as the extension `ExtensionServer` serves: each call goes
/// to the controller through `ContentExtensionHost`, and what it then shows (its view tree drawn as the custom area,
/// `preferredContentSize`, `title`, the context's actions and requests) is reported back. Keys reach the controls
/// of its view (Tab, Shift-Tab, Enter, Space) and notisim's clock its main queue, timers and animations; main-queue
/// work a call queues runs before its answer, as it runs before iOS draws the next frame.
///
/// Used on the main thread only: `ExtensionProcess` hands every call to the main queue.
final class UIKitContentExtensionAdapter: NotificationViewController, NotificationContentExtensionResponding, NotificationContentExtensionMedia,
    NotificationContentExtensionClock, @unchecked Sendable {
    private let controller: any UIViewController & UNNotificationContentExtension
    /// The view's size before the extension asks for its own height: the banner width, times the ratio for the height.
    private let initialSize: CGSize
    /// Loaded with the first notification (the view loads then, with the visible actions in its context).
    private var host: ContentExtensionHost?
    /// The notification's attachments, to match the images the controller shows to attachment files.
    private var attachments: [NotificationAttachment] = []
    /// The actions as last reported, to tell when the controller replaced them.
    private var reportedActions: [NotificationAction] = []
    /// How many context requests have been passed on.
    private var reportedRequests = 0

    init(controller: any UIViewController & UNNotificationContentExtension, initialSize: CGSize) {
        self.controller = controller
        self.initialSize = initialSize
    }

    func didReceive(_ notification: DeliveredNotification) {
        MainActor.assumeIsolated {
            let visible = extensionContext?.notificationActions ?? []
            reportedActions = visible
            attachments = notification.content.attachments
            let host = self.host ?? ContentExtensionHost(controller: controller, size: initialSize, actions: visible.map(UserNotificationsBridge.action))
            self.host = host
            host.context.actions = visible.map(UserNotificationsBridge.action)
            host.receive(UserNotificationsBridge.notification(notification))
            report(host)
        }
    }

    func didReceive(_ response: NotificationResponse, completionHandler completion: @escaping (ContentExtensionResponseOption) -> Void) {
        let option = MainActor.assumeIsolated { () -> UNNotificationContentExtensionResponseOption? in
            guard let host else { return nil }
            let option = host.respond(UserNotificationsBridge.response(response))
            report(host)
            return option
        }
        if let option, let answer = ContentExtensionResponseOption(rawValue: Int(option.rawValue)) { completion(answer) }
    }

    override func keyPressed(_ key: String) -> Bool {
        MainActor.assumeIsolated {
            guard let host else { return false }
            let handled = host.keyPressed(key)
            report(host)
            return handled
        }
    }

    func clockAdvanced(to seconds: Double) {
        MainActor.assumeIsolated {
            guard let host else { return }
            host.run(until: seconds)
            report(host)
        }
    }

    var mediaPlayPauseButtonType: MediaButtonType {
        MainActor.assumeIsolated {
            switch controller.mediaPlayPauseButtonType {
            case .none: return .none
            case .default: return .default
            case .overlay: return .overlay
            }
        }
    }

    func mediaPlay() { media { $0.mediaPlay() } }
    func mediaPause() { media { $0.mediaPause() } }

    private func media(_ call: @MainActor (any UIViewController & UNNotificationContentExtension) -> Void) {
        MainActor.assumeIsolated {
            call(controller)
            if let host { report(host) }
        }
    }

    /// Runs the main-queue work due now, then reads what the controller shows into the state `ExtensionServer` reports.
    @MainActor
    private func report(_ host: ContentExtensionHost) {
        host.run(until: host.runLoop.now)
        view = ViewTreeDrawing.customView(of: controller.view, attachments: attachments)
        preferredContentSize = host.preferredHeight.map { ContentSize(width: Double(initialSize.width), height: Double($0)) }
        title = controller.title
        let actions = host.context.actions.map(UserNotificationsBridge.action)
        if actions != reportedActions {
            extensionContext?.notificationActions = actions
            reportedActions = actions
        }
        for request in host.context.requests.dropFirst(reportedRequests) {
            switch request {
            case .performDefaultAction: extensionContext?.performNotificationDefaultAction()
            case .dismiss: extensionContext?.dismissNotificationContentExtension()
            case .mediaPlayingStarted: extensionContext?.mediaPlayingStarted()
            case .mediaPlayingPaused: extensionContext?.mediaPlayingPaused()
            }
        }
        reportedRequests = host.context.requests.count
    }
}
