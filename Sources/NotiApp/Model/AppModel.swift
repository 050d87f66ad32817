import Foundation
import NotiCore
import NotiLayout
import NotiWorkspace

/// The screen the device shows under any overlay.
public enum Screen: Sendable, Hashable {
    /// Home screen (or lock screen when locked) with banners arriving at the top.
    case device
    /// Notification Centre.
    case center
    /// Settings: the app list, or one app's notification settings.
    case settings
    /// The event log, full screen.
    case log
}

/// A banner on screen or waiting for its turn.
public struct ActiveBanner: Sendable, Hashable {
    public let bundleID: String
    public let identifier: String
    public var shownAt: Date
    public var persistent: Bool
    /// Seconds it stays when not persistent; nil = the profile's banner time (a ringing call's is longer).
    public var seconds: Double?
    /// A fingerprint of the identifier, so looking for a notification among the waiting banners compares numbers
    /// first: every delivery looks, and notification identifiers are long strings that mostly differ.
    private let identifierFingerprint: UInt64

    public init(bundleID: String, identifier: String, shownAt: Date, persistent: Bool) {
        self.bundleID = bundleID; self.identifier = identifier; self.shownAt = shownAt; self.persistent = persistent
        identifierFingerprint = Self.fingerprint(identifier)
    }

    /// Whether this is the banner of `identifier` (whose fingerprint is `fingerprint`) of `bundleID`.
    func shows(_ identifier: String, fingerprint: UInt64, of bundleID: String) -> Bool {
        identifierFingerprint == fingerprint && self.identifier == identifier && self.bundleID == bundleID
    }

    /// The length and the first and last eight bytes of `text`: equal texts have equal fingerprints, and different
    /// identifiers almost never do.
    static func fingerprint(_ text: String) -> UInt64 {
        var text = text
        return text.withUTF8 { bytes in
            var value = UInt64(bytes.count)
            for byte in bytes.prefix(8) { value = value &* 31 &+ UInt64(byte) }
            for byte in bytes.suffix(8) { value = value &* 31 &+ UInt64(byte) }
            return value
        }
    }
}

extension [ActiveBanner] {
    /// Takes away the banners of these notifications of one app.
    mutating func removeBanners(of bundleID: String, identifiers: some Collection<String>) {
        guard !isEmpty else { return }
        for identifier in identifiers {
            let fingerprint = ActiveBanner.fingerprint(identifier)
            removeAll { $0.shows(identifier, fingerprint: fingerprint, of: bundleID) }
        }
    }
}

/// Which notification the expanded view (long look) shows, and what is focused in it.
public struct ExpandedState: Sendable, Hashable {
    public var bundleID: String
    public var identifier: String
    /// Index of the highlighted action button.
    public var selectedAction: Int?
    /// The text-input action being edited, with the text typed so far.
    public var textInput: TextInputState?
    /// The content extension drawing this notification's custom area; nil = the default UI.
    public var contentExtension: OpenContentExtension?
    /// The first row of the long look on screen when it is taller than the screen (the view keeps the selected
    /// action or the text field in sight, and the runner stores back the row it drew from).
    public var scrollOffset = 0
}

/// What the sound indicator shows.
public struct SoundIndicator: Sendable, Hashable {
    public var playback: SoundPlayback
    public var bundleID: String
    public var at: Date
}

/// An overlay drawn above the current screen.
public enum Overlay: Sendable, Hashable {
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
/// docs/rules.md#locked-device-actions-that-need-unlocking and #hidden-previews-on-every-surface.
public struct UnlockRequest: Sendable, Hashable {
    /// What is carried out once the device is unlocked.
    public enum Purpose: Sendable, Hashable {
        /// Open the notification (the default action).
        case open
        /// Press an action, with the text typed into a text-input action.
        case action(NotificationAction, userText: String?)
        /// Expand a notification whose previews the lock hides.
        case expand
    }

    public var bundleID: String
    public var identifier: String
    public var purpose: Purpose

    /// What the prompt names: the action's title, "Open" for the default action, "Show" for the long look.
    public var title: String {
        switch purpose {
        case .open: return NotificationAction.defaultActionTitle
        case .action(let action, _): return action.title
        case .expand: return "Show"
        }
    }
}

/// The whole state of the interactive notification centre. Pure: time comes in with every call.
public struct AppModel: Sendable {
    public var workspace: Workspace
    public var system: NotificationSystem
    /// The simulated iOS version: the notification system's, which the layout draws by too.
    public var os: OSProfile {
        get { system.os }
        set { system.os = newValue }
    }
    public var device: DeviceProfile
    public var theme: Theme
    public var metrics: CellMetrics = .standard
    public var size: TerminalSize
    public var screen: Screen = .device
    public var overlay: Overlay?
    /// The last Scheduled Summary delivered, shown on the device screen until `x` dismisses it.
    public internal(set) var summaryCard: SummaryCard?
    public var expanded: ExpandedState?
    /// Banners in arrival order; the first is on screen.
    public var banners: [ActiveBanner] = []
    /// Every Live Activity on the device (docs/rules.md#live-activities).
    public internal(set) var liveActivities = LiveActivityBoard()
    /// The Live Activity whose alert shows its expanded presentation, and since when.
    public internal(set) var liveActivityAlert: (id: String, shownAt: Date)?
    /// Selection in Notification Centre (index into its rows).
    public var centerSelection = 0
    /// The group opened in Notification Centre, if any.
    public var expandedGroup: String?
    /// The lock screen's Display As setting, Count / Stack / List (iOS 16+; docs/rules.md#lock-screen-display-as).
    public var lockScreenDisplay = LockScreenDisplay.standard
    /// Whether the locked screen shows its notifications as a list after ↑ (locking again folds them).
    public var lockScreenRevealed = false
    /// Selected app on the home screen and in settings.
    public var selectedApp = 0
    /// Selected row on an app's settings page; nil shows the app list.
    public var settingsRow: Int?
    public var log = EventLog()
    public var sound: SoundIndicator?
    /// A one-line message under the device (errors, hints); cleared by the next key.
    public var notice: String?
    /// Ring the terminal bell when a sound plays (`--bell`).
    public var ringsBell = false
    /// The clock's speed and pause state, mirrored here for the status line.
    public var clockStatus = ClockStatus()
    /// Whether the terminal shows UTF-8; otherwise an ASCII fallback is drawn.
    public var unicode = true
    /// `supportsContentExtensions`: off shows every notification in the default UI.
    public var supportsContentExtensions = true
    /// Whether service extensions run at all (iOS may skip them, e.g. in low power states).
    public var serviceExtensionsEnabled = true
    /// The service extension's time budget on the notisim clock, in seconds (the workspace's, 30 by default).
    public var serviceExtensionBudget: Double
    /// Service extensions working on a push, oldest first.
    public internal(set) var serviceRuns: [ServiceExtensionRun] = []
    /// The number the next extension session gets (content views and service runs).
    var nextExtensionSession = 1
    public internal(set) var now: Date
    /// Notification Centre's groups, kept until the system changes.
    let centerMemo = CenterMemo()

    /// The clock as the status line shows it.
    public struct ClockStatus: Sendable, Hashable {
        public var paused = false
        public var speed: Double = 1
    }

    public init(workspace: Workspace, system: NotificationSystem, os: OSProfile, device: DeviceProfile, theme: Theme,
                size: TerminalSize, now: Date) {
        self.workspace = workspace; self.system = system; self.device = device; self.theme = theme
        self.size = size; self.now = now
        self.serviceExtensionBudget = workspace.extensionLimits.serviceBudget
        self.system.os = os
        self.system.summarySchedule = workspace.summarySchedule
    }

    /// Bundle ids of the installed apps in workspace order.
    public var appIDs: [String] { system.appOrder }

    /// The app selected on the home screen / settings.
    public var currentAppID: String? {
        appIDs.isEmpty ? nil : appIDs[min(max(0, selectedApp), appIDs.count - 1)]
    }

    /// Banners that may wait behind the one on screen; beyond this the oldest waiting one is skipped (the notification
    /// stays in Notification Centre), as iOS does not queue banners without end behind one the user leaves up.
    public static let waitingBannerLimit = 20

    /// The banner on screen, if any.
    public var visibleBanner: ActiveBanner? { banners.first }

    /// The soonest moment something changes by itself: a trigger fires or a banner leaves.
    public var nextDeadline: Date? {
        let bannerEnd = visibleBanner.flatMap { $0.persistent ? nil : $0.shownAt + bannerSeconds($0) }
        let serviceEnd = serviceRuns.filter { !$0.expiryAnnounced }.map(\.deadline).min()
        let activityEnd = liveActivities.nextDeadline(after: now)
        let alertEnd = liveActivityAlert.map { $0.shownAt + os.bannerDismissSeconds }
        return [system.nextDeadline, bannerEnd, serviceEnd, activityEnd, alertEnd].compactMap { $0 }.min()
    }

    /// Logs a line.
    mutating func note(_ kind: LogEntry.Kind, _ text: String, app: String? = nil, notification: String? = nil) {
        log.append(LogEntry(time: now, kind: kind, bundleID: app, notificationID: notification, text: text))
    }

    /// Moves the model's time to `time`, delivering what falls due and retiring banners whose time is up.
    public mutating func advance(to time: Date) -> [AppEffect] {
        guard time >= now else { return [] }
        var effects: [AppEffect] = []
        while let deadline = system.nextDeadline, deadline <= time {
            now = max(now, deadline)
            retireBanners()
            effects += apply(system.advance(to: deadline))
        }
        now = time
        retireBanners()
        effects += expireServiceRuns()
        effects += advanceLiveActivities()
        return effects
    }

    /// Retires the temporary banners whose time is up. Waiting banners show back to back: each one's time starts when
    /// the one before it left, so a clock jump lets every banner that had its turn meanwhile leave too.
    private mutating func retireBanners() {
        while let banner = visibleBanner, !banner.persistent, now >= banner.shownAt + bannerSeconds(banner) {
            banners.removeFirst()
            if !banners.isEmpty { banners[0].shownAt = banner.shownAt + bannerSeconds(banner) }
        }
    }

    /// How long a temporary banner stays: a ringing call's ring, else the profile's banner time.
    func bannerSeconds(_ banner: ActiveBanner) -> Double { banner.seconds ?? os.bannerDismissSeconds }

    /// Records what the notification system did and turns it into banners, sounds and effects.
    mutating func apply(_ events: [CenterEvent]) -> [AppEffect] {
        log.record(events, at: now)
        var effects: [AppEffect] = []
        for index in events.indices {
            switch events[index] {
            case let .delivered(notification, presentation, _):
                banners.removeBanners(of: notification.bundleID, identifiers: CollectionOfOne(notification.id))
                let redelivery = redeliverToOpenExtension(notification)
                if let redelivery { effects.append(redelivery) }
                if presentation.banner && redelivery == nil {
                    let shownAt = banners.isEmpty ? now : .distantFuture
                    var banner = ActiveBanner(bundleID: notification.bundleID, identifier: notification.id,
                                              shownAt: shownAt, persistent: presentation.bannerPersistent)
                    banner.seconds = presentation.ringingSeconds
                    banners.append(banner)
                    if banners.count > 1 + Self.waitingBannerLimit { banners.remove(at: 1) }
                }
                if let playback = presentation.sound {
                    sound = SoundIndicator(playback: playback, bundleID: notification.bundleID, at: now)
                    if ringsBell { effects.append(.bell) }
                }
            case let .summaryDelivered(card):
                summaryCard = card
            case let .removedDelivered(bundleID, identifiers), let .deliveredLimitDropped(bundleID, identifiers):
                banners.removeBanners(of: bundleID, identifiers: identifiers)
                if let expanded, expanded.bundleID == bundleID, identifiers.contains(expanded.identifier) { self.expanded = nil }
                if let first = banners.first, first.shownAt == .distantFuture { banners[0].shownAt = now }
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
    private let cache = LockedState<(revision: Int, groups: [NotificationGroup])?>(nil)

    func groups(for system: NotificationSystem) -> [NotificationGroup] {
        if let cached = cache.withLock({ $0 }), cached.revision == system.revision { return cached.groups }
        let groups = NotificationGrouping.group(system.allDelivered.reversed()) { system.app($0)?.settings.grouping ?? .automatic }
        cache.withLock { $0 = (system.revision, groups) }
        return groups
    }
}
