import Foundation
import Synchronization

/// A request waiting for its trigger.
package struct PendingRequest: Sendable, Hashable, Codable {
    package var request: NotificationRequest
    /// When it was added: time-interval triggers count from here.
    package var addedAt: Date
}

/// One installed app as the notification system sees it.
///
/// Its fields live in one box shared by copies until one changes: the model reads records by value (a dictionary
/// lookup copies the record) several times per push, and a copy is then one reference instead of every field.
package struct AppRecord: Sendable, Hashable {
    package var app: SimulatedApp {
        _read { yield box.fields.app }
        _modify { yield &fields.app }
    }
    package var settings: AppNotificationSettings {
        _read { yield box.fields.settings }
        _modify { yield &fields.settings }
    }
    /// Categories registered with `setNotificationCategories` (all replaced on each call).
    package var registeredCategories: [NotificationCategory] {
        _read { yield box.fields.registeredCategories }
        _modify { yield &fields.registeredCategories }
    }
    package var pending: [String: PendingRequest] {
        _read { yield box.fields.pending }
        _modify { yield &fields.pending }
    }
    /// Newest first.
    package var delivered: DeliveredList {
        _read { yield box.fields.delivered }
        _modify { yield &fields.delivered }
    }
    /// Held for the next Scheduled Summary, oldest first (docs/rules/summary.md#scheduled-summary).
    package var held: [DeliveredNotification] {
        _read { yield box.fields.held }
        _modify { yield &fields.held }
    }
    package var badge: Int {
        _read { yield box.fields.badge }
        _modify { yield &fields.badge }
    }
    /// Foreground, background, suspended, not running or force-quit.
    package var runState: AppRunState {
        _read { yield box.fields.runState }
        _modify { yield &fields.runState }
    }
    /// On screen: the delegate's `willPresent` decides.
    package var isForeground: Bool { runState == .foreground }
    /// The background pushes that woke it in the last hour, and the one held back.
    package var backgroundWakes: BackgroundWakes {
        _read { yield box.fields.backgroundWakes }
        _modify { yield &fields.backgroundWakes }
    }
    /// Whether the app has prompted once already.
    package var hasPrompted: Bool {
        _read { yield box.fields.hasPrompted }
        _modify { yield &fields.hasPrompted }
    }
    /// An App Clip's ephemeral authorization lasts until then (8 hours after its last launch).
    package var ephemeralUntil: Date? {
        _read { yield box.fields.ephemeralUntil }
        _modify { yield &fields.ephemeralUntil }
    }
    /// What the user allows the app's location use; its location triggers fire only with when-in-use or always.
    package var locationAuthorization: LocationAuthorization {
        _read { yield box.fields.locationAuthorization }
        _modify { yield &fields.locationAuthorization }
    }

    package init(app: SimulatedApp, settings: AppNotificationSettings = AppNotificationSettings()) {
        box = Box(Fields(app: app, settings: settings, locationAuthorization: app.locationAuthorization, runState: app.runState))
    }

    /// The registered category with this identifier (case-sensitive).
    package func category(_ identifier: String) -> NotificationCategory? {
        registeredCategories.first { $0.identifier == identifier }
    }

    package static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.box === rhs.box || lhs.box.fields == rhs.box.fields
    }

    package func hash(into hasher: inout Hasher) {
        box.fields.hash(into: &hasher)
    }

    /// The fields, for changing one: a box other copies share is copied first.
    private var fields: Fields {
        get { box.fields }
        _modify {
            if !isKnownUniquelyReferenced(&box) { box = Box(box.fields) }
            yield &box.fields
        }
    }

    private var box: Box

    /// The fields' box. Its fields change only through ``fields``, when no other copy shares the box, so it is never
    /// changed while another thread can see it.
    private final class Box: @unchecked Sendable {
        var fields: Fields

        init(_ fields: Fields) {
            self.fields = fields
        }
    }

    private struct Fields: Hashable {
        var app: SimulatedApp
        var settings: AppNotificationSettings
        var registeredCategories: [NotificationCategory] = []
        var pending: [String: PendingRequest] = [:]
        var delivered: DeliveredList = []
        var held: [DeliveredNotification] = []
        var badge: Int = 0
        var runState: AppRunState
        var backgroundWakes = BackgroundWakes()
        var hasPrompted: Bool = false
        var ephemeralUntil: Date?
        var locationAuthorization: LocationAuthorization

        init(app: SimulatedApp, settings: AppNotificationSettings, locationAuthorization: LocationAuthorization, runState: AppRunState) {
            self.app = app
            self.settings = settings
            self.locationAuthorization = locationAuthorization
            self.runState = runState
        }
    }
}

/// Why `add` refused a request.
package enum AddRequestError: Error, Sendable, Equatable, CustomStringConvertible {
    case unknownApp(String)
    case notificationsNotAllowed(bundleID: String)
    case emptyIdentifier
    case invalidTrigger(TriggerError)
    case attachment(AttachmentError)

    /// The UNErrorDomain code, where iOS has one.
    package var code: Int? {
        switch self {
        case .notificationsNotAllowed: return NotificationErrorCode.notificationsNotAllowed.rawValue
        case .attachment(let error): return error.code.rawValue
        default: return nil
        }
    }

    package var description: String {
        switch self {
        case .unknownApp(let b): return "no app \"\(b)\" in the workspace"
        case .notificationsNotAllowed(let b): return "\(b): notifications are not allowed for this app (UNErrorDomain 1)"
        case .emptyIdentifier: return "the request identifier is empty"
        case .invalidTrigger(let e): return e.description
        case .attachment(let e): return e.description
        }
    }
}

/// The device's notification system: every app's authorization, settings, pending and delivered notifications,
/// the scheduler, and the device state. Pure: time is always passed in.
package struct NotificationSystem: Sendable {
    /// Local requests kept per app (the soonest-firing ones).
    package static let pendingLimit = 64
    /// Delivered notifications Notification Centre keeps per app (the newest ones). iOS documents no number but does
    /// not keep unlimited history; notisim drops the oldest beyond this, so a long session stays within bounded memory.
    package static let deliveredLimit = 100

    package internal(set) var apps: [String: AppRecord] = [:] { didSet { revision = Self.revisions.add(1, ordering: .relaxed).newValue } }
    /// Changes whenever any app's record changes, so views can reuse what they derived from an unchanged system.
    /// Unique across copies: two systems with the same revision hold the same records.
    package private(set) var revision = 0
    private static let revisions = Atomic<Int>(0)
    /// Bundle ids in installation order.
    package internal(set) var appOrder: [String] = []
    package var device = DeviceState()
    /// The permission prompts on screen and waiting behind, oldest first: apps whose workspace leaves the answer to
    /// the user (docs/rules/authorization.md#the-permission-prompt).
    package internal(set) var permissionPrompts: [PermissionPrompt] = []
    /// Whether someone is at the keys to answer a prompt the workspace gives no answer for: true in the terminal UI;
    /// false in `notisim serve` and `notisim run`, where such a prompt is answered Allow (docs/rules/authorization.md#the-permission-prompt).
    package var someoneAnswersPrompts = false
    /// The simulated iOS version, whose rules the presentation decision and Scheduled Summary follow: interruption
    /// levels, Focus modes and filters, and the summary with its relevance ranking (docs/rules/summary.md#scheduled-summary).
    package var os = OSProfile.latest
    /// When Scheduled Summary delivers what it holds (docs/rules/summary.md#scheduled-summary).
    package var summarySchedule = SummarySchedule.standard
    package internal(set) var scheduler: Scheduler
    package internal(set) var location: Coordinate?
    /// Reads attachment files; replaced in tests.
    package var inspectAttachment: AttachmentInspector
    /// The length in seconds of each of the workspace's named sound files (`sounds/`) whose format is understood, by
    /// file name: one longer than iOS plays gives the default sound (docs/rules/presentation.md#sounds-longer-than-30-seconds).
    package var namedSoundSeconds: [String: Double] = [:]

    package init(apps: [SimulatedApp], timeZone: TimeZone, inspectAttachment: @escaping AttachmentInspector) {
        scheduler = Scheduler(timeZone: timeZone)
        self.inspectAttachment = inspectAttachment
        for app in apps { install(app) }
    }

    /// Adds an app to the device (replacing one with the same bundle id).
    package mutating func install(_ app: SimulatedApp) {
        if apps[app.bundleID] == nil { appOrder.append(app.bundleID) }
        apps[app.bundleID] = AppRecord(app: app)
    }

    /// The app with this bundle id.
    package func app(_ bundleID: String) -> AppRecord? { apps[bundleID] }

    /// Pending requests of an app, soonest first.
    package func pendingRequests(_ bundleID: String) -> [PendingRequest] {
        guard let record = apps[bundleID] else { return [] }
        return record.pending.values.sorted { lhs, rhs in
            let l = scheduler.nextFireDate(for: ScheduleKey(bundleID: bundleID, identifier: lhs.request.identifier)) ?? .distantFuture
            let r = scheduler.nextFireDate(for: ScheduleKey(bundleID: bundleID, identifier: rhs.request.identifier)) ?? .distantFuture
            return l != r ? l < r : lhs.request.identifier < rhs.request.identifier
        }
    }

    /// Every delivered notification of every app, newest first; notifications of the same instant in the order they
    /// arrived, the last first, whatever their apps (docs/rules/presentation.md#notification-centre-and-lock-screen).
    package var allDelivered: [DeliveredNotification] {
        let all: [DeliveredNotification] = appOrder.flatMap { apps[$0].map { Array($0.delivered) } ?? [] }
        return all.sorted { (lhs: DeliveredNotification, rhs: DeliveredNotification) -> Bool in
            lhs.date != rhs.date ? lhs.date > rhs.date : lhs.arrival > rhs.arrival
        }
    }

    /// When the next trigger fires or the next summary delivers what it holds, if any.
    package var nextDeadline: Date? { [scheduler.nextDeadline, nextSummaryRelease, nextHeldWake].compactMap { $0 }.min() }

    /// When the soonest background push iOS holds back may wake its app.
    var nextHeldWake: Date? { apps.values.compactMap(\.backgroundWakes.held?.release).min() }

    /// Changes the device state (lock, Focus, mute).
    package mutating func setDevice(_ state: DeviceState) -> [CenterEvent] {
        device = state
        return [.deviceChanged(state)]
    }

    /// Changes an app's settings.
    package mutating func updateSettings(_ bundleID: String, _ change: (inout AppNotificationSettings) -> Void) -> [CenterEvent] {
        guard apps[bundleID] != nil else { return [] }
        change(&apps[bundleID]!.settings)
        return [.settingsChanged(bundleID: bundleID)]
    }

    /// Brings an app to the foreground (sending every other app to the background) or sends it to the background.
    package mutating func setForeground(_ bundleID: String, _ foreground: Bool) -> [CenterEvent] {
        guard let record = apps[bundleID] else { return [] }
        if !foreground, !record.isForeground { return [] }
        return setRunState(bundleID, foreground ? .foreground : .background)
    }

    /// Puts an app in `state`: the foreground sends the app there before to the background; force-quitting throws
    /// away the background push iOS held for it (docs/rules/endpoint.md#background-pushes-as-ios-meters-them).
    package mutating func setRunState(_ bundleID: String, _ state: AppRunState) -> [CenterEvent] {
        guard apps[bundleID] != nil else { return [] }
        var events: [CenterEvent] = []
        if state == .foreground {
            for other in appOrder where other != bundleID && apps[other]!.isForeground {
                apps[other]!.runState = .background
                events.append(.appStateChanged(bundleID: other, state: .background))
            }
        }
        if apps[bundleID]!.runState != state {
            apps[bundleID]!.runState = state
            events.append(.appStateChanged(bundleID: bundleID, state: state))
        }
        if state == .forceQuit, let held = apps[bundleID]!.backgroundWakes.takeHeld() {
            events.append(.backgroundPush(bundleID: bundleID, identifier: held.item, wake: .dropped))
        }
        return events
    }

    /// The app's `setBadgeCount(_:)` (0 clears the badge). Like a payload's badge it needs the badge permission and
    /// the app's Badges switch (docs/rules/summary.md#badges).
    package mutating func setBadgeCount(_ bundleID: String, _ badge: Int) -> [CenterEvent] {
        guard let settings = apps[bundleID]?.settings else { return [] }
        guard settings.canDeliver, settings.granted.contains(.badge), settings.badges else {
            return [.badgeRefused(bundleID: bundleID, reason: "setBadgeCount(\(badge)): badges are not allowed for the app")]
        }
        apps[bundleID]!.badge = max(0, badge)
        return [.badgeChanged(bundleID: bundleID, badge: apps[bundleID]!.badge)]
    }

    /// `setNotificationCategories`: replaces all of the app's registered categories; the event names those no longer
    /// registered.
    package mutating func setCategories(_ bundleID: String, _ categories: [NotificationCategory]) -> [CenterEvent] {
        guard let before = apps[bundleID]?.registeredCategories else { return [] }
        apps[bundleID]!.registeredCategories = categories
        let identifiers = categories.map(\.identifier)
        let replaced = before.map(\.identifier).filter { !identifiers.contains($0) }
        return [.categoriesRegistered(bundleID: bundleID, identifiers: identifiers, replaced: replaced)]
    }

    /// `openSettingsFor(notification)`: only for apps that provide their own notification settings.
    package mutating func openAppSettings(_ bundleID: String, notificationID: String?) -> [CenterEvent] {
        guard let record = apps[bundleID], record.settings.granted.contains(.providesAppNotificationSettings),
              record.app.delegate.opensSettings else { return [] }
        return [.openSettings(bundleID: bundleID, identifier: notificationID)]
    }
}
