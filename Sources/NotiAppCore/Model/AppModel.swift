import Foundation
import NotiCore
import NotiLayout
import NotiTerminalPort
import NotiWorkspace

/// The screen the device shows under any overlay.
package enum Screen: Sendable, Hashable {
    /// Home screen (or lock screen when locked) with banners arriving at the top.
    case device
    /// Notification Centre.
    case center
    /// Settings: the app list, or one app's notification settings.
    case settings
    /// The event log, full screen.
    case log
    /// The apps' widgets as their widget extensions draw them, Home Screen and Lock Screen families.
    case widgets
}

/// Which notification the expanded view (long look) shows, and what is focused in it.
package struct ExpandedState: Sendable, Hashable {
    package var bundleID: String
    package var identifier: String
    /// Index of the highlighted action button.
    package var selectedAction: Int?
    /// The text-input action being edited, with the text typed so far.
    package var textInput: TextInputState?
    /// The content extension drawing this notification's custom area; nil = the default UI.
    package var contentExtension: OpenContentExtension?
    /// The first row of the long look on screen when it is taller than the screen (the view keeps the selected
    /// action or the text field in sight, and the runner stores back the row it drew from).
    package var scrollOffset = 0
}

/// What the sound indicator shows.
package struct SoundIndicator: Sendable, Hashable {
    package var playback: SoundPlayback
    package var bundleID: String
    package var at: Date
}

/// An overlay drawn above the current screen.
package enum Overlay: Sendable, Hashable {
    case help
    /// The `:` command line with what has been typed.
    case commandLine(String)
    /// The sample push menu with its selection.
    case pushMenu(selected: Int)
    /// The device asks to be unlocked before carrying out a response.
    case unlock(UnlockRequest)
}

/// What waits for the device to be unlocked, chosen on the lock screen: the default action, a foreground or
/// authentication-required action, or the long look of a notification whose previews are hidden.
/// docs/rules/actions.md#locked-device-actions-that-need-unlocking and #hidden-previews-on-every-surface.
package struct UnlockRequest: Sendable, Hashable {
    /// What is carried out once the device is unlocked.
    package enum Purpose: Sendable, Hashable {
        /// Open the notification (the default action).
        case open
        /// Press an action, with the text typed into a text-input action.
        case action(NotificationAction, userText: String?)
        /// Expand a notification whose previews the lock hides.
        case expand
    }

    package var bundleID: String
    package var identifier: String
    package var purpose: Purpose

    /// What the prompt names: the action's title, "Open" for the default action, "Show" for the long look.
    package var title: String {
        switch purpose {
        case .open: return NotificationAction.defaultActionTitle
        case .action(let action, _): return action.title
        case .expand: return "Show"
        }
    }
}

/// The whole state of the interactive notification centre. Pure: time comes in with every call.
package struct AppModel: Sendable {
    package internal(set) var workspace: Workspace
    package internal(set) var system: NotificationSystem
    /// The iOS version, device, theme, terminal and clock rate the device is viewed with.
    package internal(set) var viewer: ViewerChoices
    /// What is drawn over the screen, and how far the help is scrolled.
    package internal(set) var overlays = OverlayState()
    /// The last Scheduled Summary's card and the Settings screen's Scheduled Summary selection.
    package internal(set) var summary = SummaryScreens()
    package internal(set) var expanded: ExpandedState?
    /// The banner on screen and the ones waiting behind it.
    package internal(set) var bannerQueue = BannerQueue()
    /// Every Live Activity on the device (docs/rules/live-activities.md#live-activities).
    package internal(set) var liveActivities = LiveActivityBoard()
    /// What the apps' widget extensions last drew of each Live Activity, by activity id, and the drawings asked
    /// (docs/rules/widgets.md#live-activities-of-the-apps-widget-extension).
    package internal(set) var widgetDrawings = WidgetDrawings()
    /// The widgets page and the widgets' timelines (docs/rules/widgets.md#widgets-on-their-pages).
    package internal(set) var widgetPage = WidgetPage()
    /// Per app, its priority-10 Live Activity updates in the last hour and the one held back
    /// (docs/rules/live-activities.md#update-budget).
    package internal(set) var liveActivityBudgets: [String: HourlyBudget<LoadedPush>] = [:]
    /// The button selected on the permission prompt on screen.
    package internal(set) var permissionPromptSelection = 0
    /// What APNs holds while the device is offline (docs/rules/endpoint.md#a-device-that-is-offline).
    package internal(set) var offlinePushes = OfflinePushStore()
    /// The Live Activity whose alert shows its expanded presentation, and since when.
    package internal(set) var liveActivityAlert: (id: String, shownAt: Date)?
    /// The screen and what is selected on each.
    package internal(set) var navigation = Navigation()
    /// The lock screen's Display As and whether ↑ unfolded its notifications into the list.
    package internal(set) var lockScreen = LockScreenState()
    package internal(set) var log = EventLog()
    package internal(set) var sound: SoundIndicator?
    /// A one-line message under the device (errors, hints); cleared by the next key.
    package internal(set) var notice: String?
    /// Ring the terminal bell when a sound plays (`--bell`).
    package internal(set) var ringsBell = false
    /// The content and service extension switches, the service runs under way and the extension sessions.
    package internal(set) var extensions: ExtensionHosting
    package internal(set) var now: Date
    /// Notification Centre's groups, kept until the system changes.
    let centerMemo = CenterMemo()
    /// The centre's cards laid out in earlier frames (the view's, kept with the model so a fresh model starts empty).
    let cardMemo = CardMemo()
    /// The event log's entries wrapped in earlier frames.
    let logLineMemo = LogLineMemo()

    package init(workspace: Workspace, system: NotificationSystem, os: OSProfile, device: DeviceProfile, theme: Theme,
                size: TerminalSize, now: Date) {
        self.workspace = workspace; self.system = system; self.now = now
        self.viewer = ViewerChoices(os: os, device: device, theme: theme, size: size)
        self.extensions = ExtensionHosting(serviceBudget: workspace.extensionLimits.serviceBudget)
        self.system.os = os
        self.system.summarySchedule = workspace.summarySchedule
        self.system.namedSoundSeconds = workspace.soundSeconds
    }

    /// The iOS version the device runs (the viewer's choice).
    /// The overlay shown, nil for none.
    package var overlay: Overlay? { overlays.shown }
    /// The first line of the `?` overlay shown, when it is taller than the screen.
    package var helpScroll: Int { overlays.helpScroll }
    package var os: OSProfile { viewer.os }
    /// The simulated device (the viewer's choice).
    package var device: DeviceProfile { viewer.device }
    /// The colours everything is drawn in (the viewer's choice).
    package var theme: Theme { viewer.theme }
    /// Points per terminal cell.
    package var metrics: CellMetrics { viewer.metrics }
    /// The terminal's size (``AppMessage/resized(_:)``).
    package var size: TerminalSize { viewer.size }
    /// Whether the terminal shows UTF-8 (``AppMessage/attached(_:unicode:clock:)``).
    package var unicode: Bool { viewer.unicode }
    /// The clock's speed and pause state for the status line, as the runner's clock last said.
    package var clockStatus: ViewerChoices.ClockStatus { viewer.clockStatus }

    /// Bundle ids of the installed apps in workspace order.
    package var appIDs: [String] { system.appOrder }

    /// The screen the device shows under any overlay.
    package var screen: Screen { navigation.screen }

    /// The group opened in Notification Centre, if any.
    package var expandedGroup: String? { navigation.expandedGroup }

    /// The position of the selected app among `appIDs`.
    package var selectedAppIndex: Int? { navigation.appSelection.index(in: appIDs) }

    /// The app selected on the home screen / settings.
    package var currentAppID: String? { selectedAppIndex.map { appIDs[$0] } }

    /// Every banner, the one on screen first.
    package var banners: [ActiveBanner] { bannerQueue.all }

    /// The banner on screen, if any.
    package var visibleBanner: ActiveBanner? { bannerQueue.shown?.banner }

    /// The soonest moment something changes by itself: a trigger fires, a banner leaves, an open extension hears the clock.
    package var nextDeadline: Date? {
        let bannerEnd = bannerQueue.deadline(defaultSeconds: os.bannerDismissSeconds)
        let serviceEnd = extensions.serviceRuns.filter { !$0.expiryAnnounced }.map(\.deadline).min()
        let activityEnd = liveActivities.nextDeadline(after: now)
        let alertEnd = liveActivityAlert.map { $0.shownAt + os.bannerDismissSeconds }
        let deadlines = [system.nextDeadline, bannerEnd, serviceEnd, activityEnd, alertEnd, displayDimTime, contentClockDeadline,
                         offlinePushes.nextExpiry, liveActivityBudgets.values.compactMap(\.held?.release).min()]
        return deadlines.compactMap { $0 }.min()
    }

    /// Logs a line.
    mutating func note(_ kind: LogEntry.Kind, _ text: String, app: String? = nil, notification: String? = nil) {
        log.append(LogEntry(time: now, kind: kind, bundleID: app, notificationID: notification, text: text))
    }

    /// Moves the model's time to `time`, delivering what falls due and retiring banners whose time is up.
    mutating func advance(to time: Date) -> [AppEffect] {
        guard time >= now else { return [] }
        var effects: [AppEffect] = []
        while let deadline = system.nextDeadline, deadline <= time {
            now = max(now, deadline)
            retireBanners()
            dimDisplayIfDue()
            effects += apply(system.advance(to: deadline))
        }
        now = time
        retireBanners()
        dimDisplayIfDue()
        effects += expireServiceRuns()
        effects += advanceLiveActivities()
        effects += advanceContentExtensionClock()
        expireOfflinePushes()
        effects += releaseThrottledLiveActivityUpdates()
        return effects + drawLiveActivitiesByExtension() + reloadDueWidgets()
    }

    /// Retires the temporary banners whose time is up.
    private mutating func retireBanners() {
        bannerQueue.update(.clockMoved(defaultSeconds: os.bannerDismissSeconds), now: now)
    }

    /// Records what the notification system did and turns it into banners, sounds and effects.
    mutating func apply(_ events: [CenterEvent]) -> [AppEffect] {
        log.record(events, at: now)
        var effects: [AppEffect] = []
        // Room for the state change and a push's journal entry after it: one allocation rather than two.
        effects.reserveCapacity(2)
        for index in events.indices {
            switch events[index] {
            case let .delivered(notification, presentation, _):
                // Read once: each read of a notification's id or app through its box is one more reference counted.
                let bundleID = notification.bundleID, identifier = notification.id
                let redelivery = redeliverToOpenExtension(notification)
                if let redelivery { effects.append(redelivery) }
                let banner = presentation.banner && redelivery == nil
                    ? ActiveBanner(bundleID: bundleID, identifier: identifier,
                                   persistent: presentation.bannerPersistent, seconds: presentation.ringingSeconds,
                                   urgent: presentation.effectiveLevel == .critical || presentation.effectiveLevel == .timeSensitive)
                    : nil
                let bannerShown = banner != nil
                bannerQueue.update(.delivered(bundleID: bundleID, identifier: identifier, banner: banner), now: now)
                if bannerShown, let ahead = bannerQueue.identifierAhead(ofBundleID: bundleID, identifier: identifier) {
                    log.append(.bannerWaiting(time: now, bundleID: bundleID, identifier: identifier, ahead: ahead))
                }
                if presentation.lightsUpScreen { lightDisplay(by: "\"\(identifier)\"", app: bundleID) }
                if let playback = presentation.sound {
                    sound = SoundIndicator(playback: playback, bundleID: bundleID, at: now)
                    if ringsBell { effects.append(.bell) }
                }
            case let .summaryDelivered(card):
                summary.update(.delivered(card))
            case let .removedDelivered(bundleID, identifiers), let .deliveredLimitDropped(bundleID, identifiers):
                bannerQueue.update(.removed(bundleID: bundleID, identifiers: identifiers), now: now)
                if expanded?.bundleID == bundleID, let identifier = expanded?.identifier, identifiers.contains(identifier) { expanded = nil }
            case let .pushHandedOff(bundleID, _, .widgets):
                effects += widgetsPushed(to: bundleID)
            case let .authorizationPromptShown(prompt) where system.permissionPrompts.first == prompt:
                permissionPromptSelection = Self.preferredButton(of: prompt)
            default:
                break
            }
        }
        effects.append(.stateChanged)
        return effects
    }
}

/// Remembers Notification Centre's groups for one revision of the notification system: grouping thousands of
/// notifications on every key would cost more than the frame.
final class CenterMemo: Sendable {
    private let cache = GenerationMemo<Int, Int, [NotificationGroup]>(capacity: 1)

    func groups(for system: NotificationSystem) -> [NotificationGroup] {
        cache.value(for: 0, in: system.revision) {
            NotificationGrouping.group(system.allDelivered.reversed()) { system.app($0)?.settings.grouping ?? .automatic }
        }
    }
}
