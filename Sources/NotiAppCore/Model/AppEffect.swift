import Foundation
import NotiExtensions
import NotiWorkspace

/// Something the model asks the world to do; the runner performs it and may answer with a message.
package enum AppEffect: Sendable, Hashable {
    /// Ring the terminal bell.
    case bell
    /// Leave notisim.
    case quit
    /// Read the workspace again (`:reload`), keeping the notifications and settings.
    case reloadWorkspace
    /// The notification state changed: save it.
    case stateChanged
    /// A push from the endpoint was taken in: what it left in the centre, for the push journal (the runner numbers
    /// it); none when it changed nothing that is saved.
    case journal(JournalEntry)
    /// Read a payload file and deliver it as a push (`:push FILE [BUNDLE]`, the push menu); the collapse id
    /// becomes the notification's identifier.
    case loadPush(path: String, bundleID: String?, collapseID: String?)
    /// Read a theme file (`:theme PATH`, a saved state's theme); the answer is ``AppMessage/themeLoaded(_:quietly:)``,
    /// which says nothing of a failure when `quietly`.
    case loadTheme(String, quietly: Bool = false)
    /// Change the clock.
    case clock(ClockRequest)
    /// Call into a content or service extension; the runner hands the answer back to the model.
    case extensionCall(ExtensionCall)
    /// Ask an app's widget extension to draw a Live Activity; the answer comes back as ``AppMessage/liveActivityDrawn(_:_:_:)``.
    case drawLiveActivity(WidgetExtensionDefinition, LiveActivityDrawing)
    /// Start an app's widget extension, which says what it declares (``AppMessage/widgetExtensionStarted(_:_:)``).
    case startWidgetExtension(WidgetExtensionDefinition)
    /// Ask an app's widget extension for a widget's timeline (``AppMessage/widgetTimelineDrawn(_:_:_:)``).
    case loadWidgetTimeline(WidgetExtensionDefinition, WidgetTimelineRequest)
    /// Press a widget's button or link in its extension.
    case pressWidgetButton(WidgetExtensionDefinition, WidgetButtonPress)
}

/// A change to the notisim clock.
package enum ClockRequest: Sendable, Hashable {
    case pause, resume
    case speed(Double)
    /// Jump forward by seconds.
    case advance(Double)
    /// Jump to a moment.
    case jump(to: Date)
}
