import Foundation
import NotiDispatch
import NotiCore
import NotiExtensions
import NotiLayout
import NotiUIKit
import NotiUserNotifications
import NotiUserNotificationsUI

/// The loop of a child process built from an extension's own Swift sources (docs/rules/extension-sources.md#building-an-extensions-own-swift-sources):
/// it serves the extension protocol (docs/extension-protocol.md) on standard input and output, calling the
/// extension's own class. notisim's generated `main.swift` is one call to it:
///
///     ExtensionProcess.serveContentExtension(initialContentSizeRatio: 1) { NotificationViewController() }
///
/// Calls run on the main queue, one after the other, and the main queue runs between them, so the extension's
/// `DispatchQueue.main.async` work runs as on iOS. The process exits when standard input closes.
public enum ExtensionProcess {
    /// Serves a content extension: `make` creates the principal class's instance when the view opens; `loadView`, when
    /// the extension has a storyboard, builds its view and connects the outlets when the view loads (before
    /// `viewDidLoad`, as UIKit's `loadView()` does). The view is the custom area's width on notisim's device
    /// (`NOTISIM_CUSTOM_AREA_WIDTH`; without it the banner's width on the standard device) and
    /// `initialContentSizeRatio` times that high until the extension sets `preferredContentSize`.
    public static func serveContentExtension<Controller: UIViewController & UNNotificationContentExtension>(
        initialContentSizeRatio: Double, make: @escaping @MainActor () -> Controller, loadView: (@MainActor (Controller) -> UIView)? = nil
    ) -> Never {
        let width = ProcessInfo.processInfo.environment[ExtensionLaunch.customAreaWidthVariable].flatMap(Double.init)
            ?? DeviceProfile.standard.bannerWidthPoints
        let size = CGSize(width: width, height: width * (initialContentSizeRatio > 0 ? initialContentSizeRatio : 1))
        serve(ExtensionServer(content: {
            MainActor.assumeIsolated { () -> UIKitContentExtensionAdapter in
                let controller = make()
                if let loadView {
                    controller.storyboardViewLoader = { loading in (loading as? Controller).map(loadView) ?? UIView() }
                }
                return UIKitContentExtensionAdapter(controller: controller, initialSize: size)
            }
        }))
    }

    /// Serves a service extension: `make` creates the principal class's instance (one per process, one push each).
    /// Work the extension queues on `DispatchQueue.main` (often from a download's completion handler) runs at once on
    /// the main thread: the service extension has no view for the host to step its clock through.
    public static func serveServiceExtension(_ make: () -> UNNotificationServiceExtension) -> Never {
        let runLoop = ExtensionRunLoop.current
        runLoop.wakeOnSchedule {
            Dispatch.DispatchQueue.main.async { MainActor.assumeIsolated { _ = runLoop.run(until: runLoop.now) } }
        }
        serve(ExtensionServer(service: UIKitServiceExtensionAdapter(make())))
    }

    /// Sends the extension's log lines and the categories it registers to notisim, and starts the notification
    /// centre from the app's categories that `hello` carries (docs/extension-protocol.md#notifications-from-the-extension).
    private static func connectNotices(_ server: ExtensionServer) {
        ExtensionLog.install { line in server.notify(.log(subsystem: line.subsystem, category: line.category, message: line.message)) }
        server.receivedCategories = { categories in
            UNUserNotificationCenter.current().connect(registered: Set(categories.map(UserNotificationsBridge.category))) { registered in
                let categories = registered.map(UserNotificationsBridge.category).sorted { $0.identifier < $1.identifier }
                server.notify(.categoriesRegistered(categories))
            }
        }
    }

    /// Reads calls on a thread of their own and handles each on the main queue (after letting `URLSession` load
    /// `file:` URLs, and connecting the log and the notification centre's categories to notisim); exits when
    /// standard input closes.
    private static func serve(_ server: ExtensionServer) -> Never {
        FileURLLoading.register
        connectNotices(server)
        Thread.detachNewThread {
            while let line = readLine(strippingNewline: true) {
                Dispatch.DispatchQueue.main.sync { server.handle(line) }
            }
            exit(0)
        }
        dispatchMain()
    }
}
