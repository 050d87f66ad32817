import Foundation

/// How strongly a notification may interrupt (UNNotificationInterruptionLevel).
public enum InterruptionLevel: Int, Sendable, Hashable, CaseIterable, Codable {
    /// List only: no sound, no light-up.
    case passive = 0
    /// The default.
    case active = 1
    /// Breaks through Focus and the scheduled summary when allowed.
    case timeSensitive = 2
    /// Needs the entitlement; ignores Do Not Disturb and the mute switch.
    case critical = 3

    /// The APNs spelling (`"time-sensitive"`).
    public var apnsName: String {
        switch self {
        case .passive: return "passive"
        case .active: return "active"
        case .timeSensitive: return "time-sensitive"
        case .critical: return "critical"
        }
    }

    /// Parses the APNs spelling.
    public init?(apnsName: String) {
        guard let level = Self.allCases.first(where: { $0.apnsName == apnsName }) else { return nil }
        self = level
    }
}

/// The sound played with a notification (UNNotificationSound).
public enum NotificationSound: Sendable, Hashable, Codable {
    /// The system sound.
    case `default`
    /// A sound file in the app, played by its name; iOS plays the default instead of one longer than
    /// ``longestNamedSound`` (docs/rules/presentation.md#sounds-longer-than-30-seconds).
    case named(String)
    /// A critical alert sound, `name` nil for the default critical sound; volume 0...1.
    case critical(name: String?, volume: Double)
    /// The device's ringtone (`UNNotificationSound.defaultRingtone`, iOS 15.2), for a call's communication notification
    /// (docs/rules/focus.md#ringtone-sounds).
    case ringtone

    /// The longest named sound iOS plays, in seconds: "If the sound file is longer than 30 seconds, the system plays
    /// the default sound instead."
    package static let longestNamedSound = 30.0

    /// The sound a `sound` string names, in a payload, the workspace or a script: `default` the system sound,
    /// `ringtone` the ringtone (docs/rules/focus.md#ringtone-sounds), anything else a file.
    public init(soundName name: String) {
        switch name {
        case "default": self = .default
        case "ringtone": self = .ringtone
        default: self = .named(name)
        }
    }

    /// The sound's file name, if any.
    public var name: String? {
        switch self {
        case .default, .ringtone: return nil
        case .named(let n): return n
        case .critical(let n, _): return n
        }
    }

    /// Whether this is a critical sound.
    public var isCritical: Bool { if case .critical = self { return true } else { return false } }
}

/// The kind of media an attachment holds.
public enum AttachmentKind: String, Sendable, Hashable, Codable, CaseIterable {
    case image, audio, movie

    /// Largest accepted file size in bytes (image 10 MB, audio 5 MB, movie 50 MB).
    public var maximumBytes: Int {
        switch self {
        case .image: return 10_000_000
        case .audio: return 5_000_000
        case .movie: return 50_000_000
        }
    }
}

/// A rectangle in unit coordinates (0...1), used for thumbnail clipping.
public struct UnitRect: Sendable, Hashable, Codable {
    public var x: Double, y: Double, width: Double, height: Double
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x; self.y = y; self.width = width; self.height = height
    }
    /// The whole image.
    public static let full = UnitRect(x: 0, y: 0, width: 1, height: 1)
}

/// A media file attached to a notification (UNNotificationAttachment).
public struct NotificationAttachment: Sendable, Hashable, Codable {
    public var identifier: String
    /// Path of the file on disk.
    public var path: String
    public var kind: AttachmentKind
    /// A uniform type identifier hint, e.g. `public.png`.
    public var typeHint: String?
    public var thumbnailHidden: Bool
    public var thumbnailClippingRect: UnitRect
    /// For movies: the time (seconds) of the frame used as thumbnail.
    public var thumbnailTime: Double?

    public init(identifier: String, path: String, kind: AttachmentKind, typeHint: String? = nil,
                thumbnailHidden: Bool = false, thumbnailClippingRect: UnitRect = .full, thumbnailTime: Double? = nil) {
        self.identifier = identifier; self.path = path; self.kind = kind; self.typeHint = typeHint
        self.thumbnailHidden = thumbnailHidden; self.thumbnailClippingRect = thumbnailClippingRect
        self.thumbnailTime = thumbnailTime
    }
}

/// What a notification says (UNNotificationContent).
///
/// Its fields live in one box that copies share until one of them changes: a notification is copied several times on
/// its way into the centre, and copying one reference costs far less than copying a dozen strings and arrays.
public struct NotificationContent: Sendable, Hashable, Codable {
    public var title: String { get { box.fields.title } _modify { yield &fields.title } }
    public var subtitle: String { get { box.fields.subtitle } _modify { yield &fields.subtitle } }
    /// Body text; `%%` has already been reduced to `%`.
    public var body: String { get { box.fields.body } _modify { yield &fields.body } }
    /// nil leaves the badge unchanged; 0 clears it.
    public var badge: Int? { get { box.fields.badge } _modify { yield &fields.badge } }
    public var sound: NotificationSound? { get { box.fields.sound } _modify { yield &fields.sound } }
    public var launchImageName: String { get { box.fields.launchImageName } _modify { yield &fields.launchImageName } }
    public var attachments: [NotificationAttachment] { get { box.fields.attachments } _modify { yield &fields.attachments } }
    /// For pushes, the whole payload.
    public var userInfo: JSONValue { get { box.fields.userInfo } _modify { yield &fields.userInfo } }
    public var categoryIdentifier: String { get { box.fields.categoryIdentifier } _modify { yield &fields.categoryIdentifier } }
    public var threadIdentifier: String { get { box.fields.threadIdentifier } _modify { yield &fields.threadIdentifier } }
    public var targetContentIdentifier: String? { get { box.fields.targetContentIdentifier } _modify { yield &fields.targetContentIdentifier } }
    /// Ignored from iOS 15.
    public var summaryArgument: String { get { box.fields.summaryArgument } _modify { yield &fields.summaryArgument } }
    /// Ignored from iOS 15.
    public var summaryArgumentCount: Int { get { box.fields.summaryArgumentCount } _modify { yield &fields.summaryArgumentCount } }
    public var interruptionLevel: InterruptionLevel { get { box.fields.interruptionLevel } _modify { yield &fields.interruptionLevel } }
    /// 0...1; orders the summary.
    public var relevanceScore: Double { get { box.fields.relevanceScore } _modify { yield &fields.relevanceScore } }
    /// iOS 16 Focus filter criteria.
    public var filterCriteria: String? { get { box.fields.filterCriteria } _modify { yield &fields.filterCriteria } }
    /// The intent the content was updated from, making it a communication notification (docs/rules/focus.md#communication-notifications).
    public var communication: CommunicationIntent? { get { box.fields.communication } _modify { yield &fields.communication } }

    public init(title: String = "", subtitle: String = "", body: String = "") {
        box = Box(Fields(title: title, subtitle: subtitle, body: body))
    }

    /// Whether there is any alert text (title, subtitle or body).
    public var hasAlertText: Bool { !title.isEmpty || !subtitle.isEmpty || !body.isEmpty }

    public init(from decoder: any Decoder) throws {
        box = Box(try Fields(from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        try box.fields.encode(to: encoder)
    }

    /// Appends the content as `encode(to:)` writes it (keys in the same order) as compact JSON, without a Codable
    /// encoder: the push journal writes one per accepted push, and Codable's containers were most of its cost.
    package func appendJSON(to out: inout [UInt8]) throws {
        if let json = box.json { return out.append(contentsOf: json) }
        try box.fields.appendJSON(to: &out)
    }

    /// Builds the content's JSON (as ``appendJSON(to:)`` writes it) now and keeps it with the content, for every copy
    /// sharing it until one is changed. The endpoint's payload decoder calls it on the network thread that decoded
    /// the push, so the app loop, the busiest thread, copies the line's largest part into the push journal instead of
    /// building it. A content whose JSON cannot be written (a number JSON cannot hold) keeps none.
    package mutating func prepareJSON() {
        guard box.json == nil else { return }
        var json: [UInt8] = []
        json.reserveCapacity(512)  // most contents' JSON: one allocation rather than one per doubling
        guard (try? box.fields.appendJSON(to: &json)) != nil else { return }
        if !isKnownUniquelyReferenced(&box) { box = Box(box.fields) }
        box.json = json
    }

    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.box === rhs.box || lhs.box.fields == rhs.box.fields
    }

    public func hash(into hasher: inout Hasher) {
        box.fields.hash(into: &hasher)
    }

    /// The fields, for changing one: a box other copies share is copied first.
    private var fields: Fields {
        get { box.fields }
        _modify {
            if isKnownUniquelyReferenced(&box) { box.json = nil } else { box = Box(box.fields) }
            yield &box.fields
        }
    }

    private var box: Box

    /// The fields' box. Its fields change only through ``fields``, when no other copy shares the box, so it is never
    /// changed while another thread can see it; so does its JSON, set by ``prepareJSON()`` and dropped with any change.
    private final class Box: @unchecked Sendable {
        var fields: Fields
        /// The fields as ``appendJSON(to:)`` writes them, once built ahead of the journal.
        var json: [UInt8]?

        init(_ fields: Fields) {
            self.fields = fields
        }
    }

    /// The stored fields, coded with the property names. A field that holds its default value is left out of the
    /// JSON (most notifications have no subtitle, category, thread or attachments) and read back as its default, so
    /// state files and journal lines stay short and files written with every field still read.
    private struct Fields: Hashable, Codable {
        var title: String = ""
        var subtitle: String = ""
        var body: String = ""
        var badge: Int?
        var sound: NotificationSound?
        var launchImageName: String = ""
        var attachments: [NotificationAttachment] = []
        var userInfo: JSONValue = .object([])
        var categoryIdentifier: String = ""
        var threadIdentifier: String = ""
        var targetContentIdentifier: String?
        var summaryArgument: String = ""
        var summaryArgumentCount: Int = 0
        var interruptionLevel: InterruptionLevel = .active
        var relevanceScore: Double = 0
        var filterCriteria: String?
        var communication: CommunicationIntent?

        /// Every field at its default: what a field left out of the JSON reads back as.
        static let defaults = Fields()

        private enum CodingKeys: String, CodingKey {
            case title, subtitle, body, badge, sound, launchImageName, attachments, userInfo, categoryIdentifier, threadIdentifier
            case targetContentIdentifier, summaryArgument, summaryArgumentCount, interruptionLevel, relevanceScore, filterCriteria
            case communication
        }

        init() {}

        init(title: String, subtitle: String, body: String) {
            self.title = title; self.subtitle = subtitle; self.body = body
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            /// A field the JSON has replaces its default.
            func read<Value: Decodable>(_ key: CodingKeys, into field: inout Value) throws {
                if let value = try container.decodeIfPresent(Value.self, forKey: key) { field = value }
            }
            try read(.title, into: &title)
            try read(.subtitle, into: &subtitle)
            try read(.body, into: &body)
            badge = try container.decodeIfPresent(Int.self, forKey: .badge)
            sound = try container.decodeIfPresent(NotificationSound.self, forKey: .sound)
            try read(.launchImageName, into: &launchImageName)
            try read(.attachments, into: &attachments)
            try read(.userInfo, into: &userInfo)
            try read(.categoryIdentifier, into: &categoryIdentifier)
            try read(.threadIdentifier, into: &threadIdentifier)
            targetContentIdentifier = try container.decodeIfPresent(String.self, forKey: .targetContentIdentifier)
            try read(.summaryArgument, into: &summaryArgument)
            try read(.summaryArgumentCount, into: &summaryArgumentCount)
            try read(.interruptionLevel, into: &interruptionLevel)
            try read(.relevanceScore, into: &relevanceScore)
            filterCriteria = try container.decodeIfPresent(String.self, forKey: .filterCriteria)
            communication = try container.decodeIfPresent(CommunicationIntent.self, forKey: .communication)
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            /// A field is written only when it is not its default (an optional one, when it is set).
            func write<Value: Encodable & Equatable>(_ value: Value, _ key: CodingKeys, unless defaultValue: Value) throws {
                if value != defaultValue { try container.encode(value, forKey: key) }
            }
            let defaults = Self.defaults
            try write(title, .title, unless: defaults.title)
            try write(subtitle, .subtitle, unless: defaults.subtitle)
            try write(body, .body, unless: defaults.body)
            try container.encodeIfPresent(badge, forKey: .badge)
            try container.encodeIfPresent(sound, forKey: .sound)
            try write(launchImageName, .launchImageName, unless: defaults.launchImageName)
            try write(attachments, .attachments, unless: defaults.attachments)
            try write(userInfo, .userInfo, unless: defaults.userInfo)
            try write(categoryIdentifier, .categoryIdentifier, unless: defaults.categoryIdentifier)
            try write(threadIdentifier, .threadIdentifier, unless: defaults.threadIdentifier)
            try container.encodeIfPresent(targetContentIdentifier, forKey: .targetContentIdentifier)
            try write(summaryArgument, .summaryArgument, unless: defaults.summaryArgument)
            try write(summaryArgumentCount, .summaryArgumentCount, unless: defaults.summaryArgumentCount)
            try write(interruptionLevel, .interruptionLevel, unless: defaults.interruptionLevel)
            try write(relevanceScore, .relevanceScore, unless: defaults.relevanceScore)
            try container.encodeIfPresent(filterCriteria, forKey: .filterCriteria)
            try container.encodeIfPresent(communication, forKey: .communication)
        }

        /// The fields as `encode(to:)` writes them (defaults left out), keys named by its own coding keys; values few
        /// notifications carry (a sound, attachments, an intent) go through ``JSONLineEncoder``.
        func appendJSON(to out: inout [UInt8]) throws {
            let defaults = Self.defaults
            var first = true
            /// The key of the next member: the first without a comma.
            func key(_ key: CodingKeys) {
                out.appendJSONKey(key.stringValue, first: first)
                first = false
            }
            func string(_ value: String, _ codingKey: CodingKeys, unless defaultValue: String?) {
                guard value != defaultValue else { return }
                key(codingKey)
                JSONValue.appendQuoted(value, to: &out)
            }
            out.append(UInt8(ascii: "{"))
            string(title, .title, unless: defaults.title)
            string(subtitle, .subtitle, unless: defaults.subtitle)
            string(body, .body, unless: defaults.body)
            if let badge {
                key(.badge)
                out.append(decimal: badge)
            }
            if let sound {
                key(.sound)
                try JSONLineEncoder.encode(sound, into: &out)
            }
            string(launchImageName, .launchImageName, unless: defaults.launchImageName)
            if !attachments.isEmpty {
                key(.attachments)
                try JSONLineEncoder.encode(attachments, into: &out)
            }
            if userInfo != defaults.userInfo {
                key(.userInfo)
                // As JSONValue's Codable conformance keeps it: its JSON text, as a string.
                out.append(UInt8(ascii: "\""))
                userInfo.writeEscaped(into: &out)
                out.append(UInt8(ascii: "\""))
            }
            string(categoryIdentifier, .categoryIdentifier, unless: defaults.categoryIdentifier)
            string(threadIdentifier, .threadIdentifier, unless: defaults.threadIdentifier)
            if let targetContentIdentifier { string(targetContentIdentifier, .targetContentIdentifier, unless: nil) }
            string(summaryArgument, .summaryArgument, unless: defaults.summaryArgument)
            if summaryArgumentCount != defaults.summaryArgumentCount {
                key(.summaryArgumentCount)
                out.append(decimal: summaryArgumentCount)
            }
            if interruptionLevel != defaults.interruptionLevel {
                key(.interruptionLevel)
                out.append(decimal: interruptionLevel.rawValue)
            }
            if relevanceScore != defaults.relevanceScore {
                key(.relevanceScore)
                try out.appendJSONNumber(relevanceScore, codingPath: [CodingKeys.relevanceScore])
            }
            if let filterCriteria { string(filterCriteria, .filterCriteria, unless: nil) }
            if let communication {
                key(.communication)
                try JSONLineEncoder.encode(communication, into: &out)
            }
            out.append(UInt8(ascii: "}"))
        }
    }
}
