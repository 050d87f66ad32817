import NotiCore

/// A size in points; a content extension's custom area only chooses its height (the width is the banner's).
public struct ContentSize: Sendable, Hashable {
    public var width: Double
    public var height: Double
    public init(width: Double = 0, height: Double) { self.width = width; self.height = height }
}

/// The view controller a content extension subclasses (UIViewController's part notisim simulates): the custom
/// area's view, the preferred size, the title and the extension context. The system reads these after every call.
open class NotificationViewController {
    /// The custom area, drawn with the layout engine's view vocabulary; nil leaves the area empty.
    open var view: CustomView?
    /// The preferred size; only the height counts. nil keeps the height from the Info.plist's ratio.
    open var preferredContentSize: ContentSize?
    /// Shown in the header instead of the app name when `UNNotificationExtensionOverridesDefaultTitle` is YES.
    open var title: String?
    /// Image files of the extension's own bundle that `view` draws by identifier (a storyboard's asset catalog images).
    open var bundledImages: [NotificationAttachment] = []
    /// The system's side of the extension (iOS 12+ calls), set before the first `didReceive`.
    public internal(set) var extensionContext: NotificationExtensionContext?

    public init() {}

    /// A key pressed while the custom area has focus (`UNNotificationExtensionUserInteractionEnabled`).
    /// `key` is the key's name as scripts write it (`Enter`, `o`, `Space`). Answers whether it was used.
    open func keyPressed(_ key: String) -> Bool { false }
}

/// A Notification Content Extension (UNNotificationContentExtension): a view controller that draws the custom
/// area of the expanded view for the categories its Info.plist claims.
public protocol NotificationContentExtension: NotificationViewController {
    /// Called when the expanded view opens, and again for each new notification of the same thread while it is open.
    func didReceive(_ notification: DeliveredNotification)
}

/// The optional response method of UNNotificationContentExtension. An extension that adopts it gets every action
/// of its categories and decides with `completion` what happens next; one that does not lets actions go straight
/// to the app.
public protocol NotificationContentExtensionResponding: NotificationContentExtension {
    /// The user chose an action; call `completion` with what the system should do.
    func didReceive(_ response: NotificationResponse, completionHandler completion: @escaping (ContentExtensionResponseOption) -> Void)
}

/// The optional media methods of UNNotificationContentExtension: a play/pause button over the custom area.
public protocol NotificationContentExtensionMedia: NotificationContentExtension {
    /// Which play/pause button the system draws.
    var mediaPlayPauseButtonType: MediaButtonType { get }
    /// The user pressed play.
    func mediaPlay()
    /// The user pressed pause.
    func mediaPause()
}
