import Foundation
import NotiExtensions
import NotiWorkspace

/// Something the model asks the world to do; the runner performs it and may answer with a message.
///
/// The cases that carry more than a word or two are `indirect`: every push from the endpoint makes a `journal`
/// effect, and an effect held in one box is copied and destroyed as one reference, not as the widest case's parts.
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
    indirect case journal(JournalEntry)
    /// The push being taken in changed what no journal entry holds: the state file is written before it is answered.
    case saveBeforeAnswer
    /// Read a payload file and deliver it as a push (`:push FILE [BUNDLE]`, the push menu); the collapse id
    /// becomes the notification's identifier.
    indirect case loadPush(path: String, bundleID: String?, collapseID: String?)
    /// Read a theme file (`:theme PATH`, a saved state's theme); the answer is ``AppMessage/themeLoaded(_:quietly:)``,
    /// which says nothing of a failure when `quietly`.
    case loadTheme(String, quietly: Bool = false)
    /// Change the clock.
    case clock(ClockRequest)
    /// Call into a content or service extension; the runner hands the answer back to the model.
    indirect case extensionCall(ExtensionCall)
    /// Ask an app's widget extension to draw a Live Activity; the answer comes back as ``AppMessage/liveActivityDrawn(_:_:_:)``.
    indirect case drawLiveActivity(WidgetExtensionDefinition, LiveActivityDrawing)
    /// Start an app's widget extension, which says what it declares (``AppMessage/widgetExtensionStarted(_:_:)``).
    indirect case startWidgetExtension(WidgetExtensionDefinition)
    /// Ask an app's widget extension for a widget's timeline (``AppMessage/widgetTimelineDrawn(_:_:_:)``).
    indirect case loadWidgetTimeline(WidgetExtensionDefinition, WidgetTimelineRequest)
    /// Press a widget's button or link in its extension.
    indirect case pressWidgetButton(WidgetExtensionDefinition, WidgetButtonPress)
    /// Press a Live Activity's button in its widget extension (``AppMessage/liveActivityButtonPressed(_:_:_:)``).
    indirect case pressLiveActivityButton(WidgetExtensionDefinition, LiveActivityButtonPress)
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
