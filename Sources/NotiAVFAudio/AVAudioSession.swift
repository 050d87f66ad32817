import Foundation
internal import NotiDispatch

/// The app's audio session (AVFAudio's `AVAudioSession`): its category, mode and options are kept and each change
/// is an event log line; a device-less simulator has no audio route for them to change (docs/rules/apple-frameworks.md#audio-and-video).
public final class AVAudioSession: NSObject, @unchecked Sendable {
    /// What the app's audio is for (`AVAudioSession.Category`).
    public struct Category: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        /// The category named `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let ambient = Category(rawValue: "AVAudioSessionCategoryAmbient")
        public static let soloAmbient = Category(rawValue: "AVAudioSessionCategorySoloAmbient")
        public static let playback = Category(rawValue: "AVAudioSessionCategoryPlayback")
        public static let record = Category(rawValue: "AVAudioSessionCategoryRecord")
        public static let playAndRecord = Category(rawValue: "AVAudioSessionCategoryPlayAndRecord")
        public static let multiRoute = Category(rawValue: "AVAudioSessionCategoryMultiRoute")
    }

    /// A specialisation of the category (`AVAudioSession.Mode`).
    public struct Mode: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        /// The mode named `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let `default` = Mode(rawValue: "AVAudioSessionModeDefault")
        public static let moviePlayback = Mode(rawValue: "AVAudioSessionModeMoviePlayback")
        public static let spokenAudio = Mode(rawValue: "AVAudioSessionModeSpokenAudio")
        public static let voiceChat = Mode(rawValue: "AVAudioSessionModeVoiceChat")
        public static let videoChat = Mode(rawValue: "AVAudioSessionModeVideoChat")
        public static let measurement = Mode(rawValue: "AVAudioSessionModeMeasurement")
        public static let videoRecording = Mode(rawValue: "AVAudioSessionModeVideoRecording")
        public static let voicePrompt = Mode(rawValue: "AVAudioSessionModeVoicePrompt")
    }

    /// How the app's audio mixes with others (`AVAudioSession.CategoryOptions`).
    public struct CategoryOptions: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        /// The options whose bits are `rawValue`.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let mixWithOthers = CategoryOptions(rawValue: 0x1)
        public static let duckOthers = CategoryOptions(rawValue: 0x2)
        public static let allowBluetooth = CategoryOptions(rawValue: 0x4)
        public static let defaultToSpeaker = CategoryOptions(rawValue: 0x8)
        public static let interruptSpokenAudioAndMixWithOthers = CategoryOptions(rawValue: 0x11)
        public static let allowBluetoothA2DP = CategoryOptions(rawValue: 0x20)
        public static let allowAirPlay = CategoryOptions(rawValue: 0x40)
    }

    /// What deactivating tells other apps (`AVAudioSession.SetActiveOptions`).
    public struct SetActiveOptions: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        /// The options whose bits are `rawValue`.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let notifyOthersOnDeactivation = SetActiveOptions(rawValue: 1)
    }

    private static let shared = AVAudioSession()
    private let lock = NSLock()
    private var state: (category: Category, mode: Mode, options: CategoryOptions) = (.soloAmbient, .default, [])

    private override init() {}

    /// The process's one session.
    public static func sharedInstance() -> AVAudioSession { shared }

    public var category: Category { lock.withLock { state.category } }
    public var mode: Mode { lock.withLock { state.mode } }
    public var categoryOptions: CategoryOptions { lock.withLock { state.options } }
    /// Always false: no other app plays in notisim.
    public var isOtherAudioPlaying: Bool { false }
    /// Always 1, the full volume.
    public var outputVolume: Float { 1 }

    /// Sets the category, keeping mode and options.
    public func setCategory(_ category: Category) throws { try setCategory(category, mode: mode, options: categoryOptions) }

    /// Sets the category and options, keeping the mode.
    public func setCategory(_ category: Category, options: CategoryOptions = []) throws { try setCategory(category, mode: mode, options: options) }

    /// Sets the category, mode and options: an event log line.
    public func setCategory(_ category: Category, mode: Mode, options: CategoryOptions = []) throws {
        lock.withLock { state.category = category; state.mode = mode; state.options = options }
        ExtensionLog.write(subsystem: "AVAudioSession", "category \(Self.shortName(category.rawValue, "Category")), mode \(Self.shortName(mode.rawValue, "Mode"))")
    }

    /// Sets the mode, keeping the category.
    public func setMode(_ mode: Mode) throws { try setCategory(category, mode: mode, options: categoryOptions) }

    /// Activates or deactivates the session: an event log line.
    public func setActive(_ active: Bool, options: SetActiveOptions = []) throws {
        ExtensionLog.write(subsystem: "AVAudioSession", active ? "active" : "inactive")
    }

    /// `AVAudioSessionCategoryPlayback` as `playback`.
    private static func shortName(_ raw: String, _ kind: String) -> String {
        let name = raw.replacingOccurrences(of: "AVAudioSession\(kind)", with: "")
        return name.prefix(1).lowercased() + name.dropFirst()
    }
}
