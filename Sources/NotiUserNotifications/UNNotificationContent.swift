// Foundation (with URLSession) comes through NotiDispatch, whose main queue and timers run on notisim's clock.
@_exported import NotiDispatch

/// How urgently a notification asks for attention (Apple's `UNNotificationInterruptionLevel`).
public enum UNNotificationInterruptionLevel: UInt, Sendable {
    case passive = 0, active = 1, timeSensitive = 2, critical = 3
}

/// The sound played with a notification.
open class UNNotificationSound: NSObject, @unchecked Sendable {
    /// The sound file's name; nil for the system sound.
    package let soundName: String?

    package init(soundName: String?) { self.soundName = soundName }

    /// The system's default notification sound.
    open class var `default`: UNNotificationSound { UNNotificationSound(soundName: nil) }

    /// A sound from the app's bundle or Library/Sounds.
    public convenience init(named name: UNNotificationSoundName) { self.init(soundName: name.rawValue) }
}

/// The name of a sound file (Apple's `UNNotificationSoundName`).
public struct UNNotificationSoundName: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
}

/// A notification's content, read-only (Apple's `UNNotificationContent`).
open class UNNotificationContent: NSObject, NSCopying, NSMutableCopying, @unchecked Sendable {
    public internal(set) var title = ""
    public internal(set) var subtitle = ""
    public internal(set) var body = ""
    public internal(set) var badge: NSNumber?
    public internal(set) var sound: UNNotificationSound?
    public internal(set) var attachments: [UNNotificationAttachment] = []
    public internal(set) var userInfo: [AnyHashable: Any] = [:]
    public internal(set) var categoryIdentifier = ""
    public internal(set) var threadIdentifier = ""
    public internal(set) var targetContentIdentifier: String?
    public internal(set) var summaryArgument = ""
    public internal(set) var summaryArgumentCount = 0
    public internal(set) var launchImageName = ""
    public internal(set) var interruptionLevel = UNNotificationInterruptionLevel.active
    public internal(set) var relevanceScore = 0.0
    public internal(set) var filterCriteria: String?
    /// The intent `updating(from:)` took the sender from (docs/rules/focus.md#communication-notifications).
    package internal(set) var communicationProvider: (any UNCommunicationProviding)?

    public required override init() { super.init() }

    /// A copy of every field into an instance of `kind`.
    private func copy<Copy: UNNotificationContent>(as kind: Copy.Type) -> Copy {
        let copy = Copy()
        copy.title = title; copy.subtitle = subtitle; copy.body = body; copy.badge = badge; copy.sound = sound
        copy.attachments = attachments; copy.userInfo = userInfo; copy.categoryIdentifier = categoryIdentifier
        copy.threadIdentifier = threadIdentifier; copy.targetContentIdentifier = targetContentIdentifier
        copy.summaryArgument = summaryArgument; copy.summaryArgumentCount = summaryArgumentCount
        copy.launchImageName = launchImageName; copy.interruptionLevel = interruptionLevel
        copy.relevanceScore = relevanceScore; copy.filterCriteria = filterCriteria
        copy.communicationProvider = communicationProvider
        return copy
    }

    open func copy(with zone: NSZone? = nil) -> Any { copy(as: UNNotificationContent.self) }
    open func mutableCopy(with zone: NSZone? = nil) -> Any { copy(as: UNMutableNotificationContent.self) }
}

/// A notification's content an app or a service extension edits (Apple's `UNMutableNotificationContent`).
open class UNMutableNotificationContent: UNNotificationContent, @unchecked Sendable {
    open override var title: String { get { super.title } set { super.title = newValue } }
    open override var subtitle: String { get { super.subtitle } set { super.subtitle = newValue } }
    open override var body: String { get { super.body } set { super.body = newValue } }
    open override var badge: NSNumber? { get { super.badge } set { super.badge = newValue } }
    open override var sound: UNNotificationSound? { get { super.sound } set { super.sound = newValue } }
    open override var attachments: [UNNotificationAttachment] { get { super.attachments } set { super.attachments = newValue } }
    open override var userInfo: [AnyHashable: Any] { get { super.userInfo } set { super.userInfo = newValue } }
    open override var categoryIdentifier: String { get { super.categoryIdentifier } set { super.categoryIdentifier = newValue } }
    open override var threadIdentifier: String { get { super.threadIdentifier } set { super.threadIdentifier = newValue } }
    open override var targetContentIdentifier: String? {
        get { super.targetContentIdentifier } set { super.targetContentIdentifier = newValue }
    }
    open override var summaryArgument: String { get { super.summaryArgument } set { super.summaryArgument = newValue } }
    open override var summaryArgumentCount: Int { get { super.summaryArgumentCount } set { super.summaryArgumentCount = newValue } }
    open override var launchImageName: String { get { super.launchImageName } set { super.launchImageName = newValue } }
    open override var interruptionLevel: UNNotificationInterruptionLevel {
        get { super.interruptionLevel } set { super.interruptionLevel = newValue }
    }
    open override var relevanceScore: Double { get { super.relevanceScore } set { super.relevanceScore = newValue } }
    open override var filterCriteria: String? { get { super.filterCriteria } set { super.filterCriteria = newValue } }
}
