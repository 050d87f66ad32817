import NotiCore

/// What one call into a content extension produced.
public struct ContentExtensionUpdate: Sendable, Hashable {
    /// What the extension now shows (view, preferred height, title, replaced actions, media button).
    public var state: ContentExtensionState
    /// Context calls made during the call, in order.
    public var requests: [ContentExtensionRequest]
    /// The completion option of a response call; nil for other calls.
    public var responseOption: ContentExtensionResponseOption?
    /// For a key: whether the extension used it.
    public var handledKey: Bool

    public init(state: ContentExtensionState, requests: [ContentExtensionRequest] = [],
                responseOption: ContentExtensionResponseOption? = nil, handledKey: Bool = false) {
        self.state = state; self.requests = requests; self.responseOption = responseOption; self.handledKey = handledKey
    }
}

/// The system's handle on one loaded content extension, in process or in a child process. Every call either
/// answers or throws the fault that ended the extension.
package protocol ContentExtensionHosting: AnyObject {
    /// Whether the extension implements the response method (then every action of its categories goes to it).
    var respondsToResponses: Bool { get }
    /// Whether calls reach the extension's own code; false for a view notisim draws in its place (a storyboard as drawn).
    var runsExtensionCode: Bool { get }
    /// `didReceive(notification)` with the action buttons currently visible.
    func didReceive(_ notification: DeliveredNotification, visibleActions: [NotificationAction]) throws(ExtensionFault) -> ContentExtensionUpdate
    /// `didReceive(response, completion)`; the update carries the completion option.
    func didReceive(_ response: NotificationResponse) throws(ExtensionFault) -> ContentExtensionUpdate
    /// A key while the custom area has focus.
    func keyPressed(_ key: String) throws(ExtensionFault) -> ContentExtensionUpdate
    /// `mediaPlay()` (true) or `mediaPause()` (false).
    func media(play: Bool) throws(ExtensionFault) -> ContentExtensionUpdate
    /// Whether the extension's main queue, timers and animations run on notisim's clock (a Swift child notisim built
    /// declares it in `hello`), so that `clockAdvanced(to:)` reaches it.
    var followsClock: Bool { get }
    /// notisim's clock reads `seconds` since the view loaded: the extension runs the work due by then. An extension
    /// that does not follow the clock is not called and the update is what it showed already.
    func clockAdvanced(to seconds: Double) throws(ExtensionFault) -> ContentExtensionUpdate
    /// Sets the wall clock the extension's own code reads (`Date()`) to notisim's, where it runs in a process of its
    /// own that takes it.
    func setClock(_ reading: DeviceClockReading) throws(ExtensionFault)
    /// Unloads the extension (the view closed).
    func close()
    /// What the extension told notisim since the last take (log lines, categories it registered), oldest first.
    func takeNotices() -> [ExtensionNotice]
}

extension ContentExtensionHosting {
    package var runsExtensionCode: Bool { true }
    /// An extension in notisim's own process reads notisim's process clock.
    package func setClock(_ reading: DeviceClockReading) throws(ExtensionFault) {}
    /// An extension in notisim's own process sends no notices.
    package func takeNotices() -> [ExtensionNotice] { [] }
}

/// A content extension's view controller whose main queue, timers and animations run on notisim's clock
/// (notisim's UIKit adapter): `clockAdvanced(to:)` moves that clock.
package protocol NotificationContentExtensionClock: NotificationContentExtension {
    /// notisim's clock reads `seconds` since the view loaded: runs the main-queue work, timers and animation
    /// completions due by then and shows the result.
    func clockAdvanced(to seconds: Double)
}

/// A content extension notisim draws in place of the app's own (a storyboard as Interface Builder holds it): no code
/// of the app's runs when it is called.
package protocol DrawnInPlaceOfExtensionCode {}
