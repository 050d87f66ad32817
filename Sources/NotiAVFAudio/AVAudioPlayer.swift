import Foundation
internal import NotiDispatch
internal import NotiLayout

/// What an audio player tells its delegate (AVFAudio's `AVAudioPlayerDelegate`); both methods are optional.
public protocol AVAudioPlayerDelegate: NSObjectProtocol {
    /// The player reached the end of its sound.
    func audioPlayerDidFinishPlaying(_ player: AVAudioPlayer, successfully flag: Bool)
    /// The player could not decode its sound (never called in notisim, which does not decode).
    func audioPlayerDecodeErrorDidOccur(_ player: AVAudioPlayer, error: (any Error)?)
}

extension AVAudioPlayerDelegate {
    /// Does nothing unless the delegate says otherwise.
    public func audioPlayerDidFinishPlaying(_ player: AVAudioPlayer, successfully flag: Bool) {}
    /// Does nothing unless the delegate says otherwise.
    public func audioPlayerDecodeErrorDidOccur(_ player: AVAudioPlayer, error: (any Error)?) {}
}

/// Plays a sound file (AVFAudio's `AVAudioPlayer`) on notisim's clock: nothing is heard; `play()` and `pause()` are
/// event log lines, `currentTime` moves on with the clock, and once the clock has moved the sound's `duration` on
/// the delegate hears `audioPlayerDidFinishPlaying(_:successfully: true)` (docs/rules/apple-frameworks.md#audio-and-video). The duration
/// is read from the file's header: WAV, AIFF, M4A/MP4/MOV and MP3.
open class AVAudioPlayer: NSObject, @unchecked Sendable {
    public let url: URL?
    public let data: Data?
    private let clock: PlaybackClock
    private let name: String
    public weak var delegate: (any AVAudioPlayerDelegate)?
    /// Kept; nothing is heard.
    public var volume: Float = 1
    /// Kept; the sound plays once.
    public var numberOfLoops = 0
    /// Kept; the sound plays at normal speed on notisim's clock.
    public var rate: Float = 1
    public var enableRate = false

    /// A player of the file at `url`; throws (`NSOSStatusErrorDomain`, as iOS's error for a file it cannot open)
    /// when the file cannot be read.
    public convenience init(contentsOf url: URL) throws { try self.init(contentsOf: url, fileTypeHint: nil) }

    /// A player of the file at `url`; the hint is not needed, as notisim reads the file's header.
    public init(contentsOf url: URL, fileTypeHint utiString: String?) throws {
        guard let bytes = FileManager.default.contents(atPath: url.path) else { throw Self.unreadable }
        self.url = url; self.data = nil
        name = url.lastPathComponent
        clock = PlaybackClock(duration: Self.duration(of: bytes, name: name))
    }

    /// A player of sound bytes in memory.
    public convenience init(data: Data) throws { try self.init(data: data, fileTypeHint: nil) }

    /// A player of sound bytes in memory; the hint is not needed.
    public init(data: Data, fileTypeHint utiString: String?) throws {
        guard !data.isEmpty else { throw Self.unreadable }
        self.url = nil; self.data = data
        name = "sound data"
        clock = PlaybackClock(duration: Self.duration(of: data, name: name))
    }

    /// iOS's error for a sound it cannot open: OSStatus 2003334207 (`kAudioFileUnspecifiedError`, 'wht?').
    private static var unreadable: NSError { NSError(domain: NSOSStatusErrorDomain, code: 2_003_334_207) }

    /// Seconds of sound in `bytes`, or nil with an event log line when notisim cannot read its header.
    private static func duration(of bytes: Data, name: String) -> Double? {
        guard let seconds = MediaDuration.seconds(of: [UInt8](bytes)) else {
            ExtensionLog.write(subsystem: "AVAudioPlayer", "the length of \(name) is unknown to notisim; it plays until paused")
            return nil
        }
        return seconds
    }

    /// Seconds of sound (0 when notisim cannot read the header).
    public var duration: TimeInterval { clock.duration ?? 0 }
    public var isPlaying: Bool { clock.isPlaying }
    /// Seconds played; setting it seeks.
    public var currentTime: TimeInterval {
        get { clock.currentTime }
        set { clock.seek(to: newValue) { [weak self] in self?.finished() } }
    }
    /// One channel: notisim does not decode the sound.
    public var numberOfChannels: Int { 1 }

    /// Always ready: true.
    @discardableResult
    open func prepareToPlay() -> Bool { true }

    /// Starts or resumes playing: an event log line. True, as on iOS, also when already playing.
    @discardableResult
    open func play() -> Bool {
        if clock.play(atEnd: { [weak self] in self?.finished() }) {
            ExtensionLog.write(subsystem: "AVAudioPlayer", "play \(name) from \(secondsText(clock.currentTime)) of \(secondsText(duration))")
        }
        return true
    }

    /// Pauses where it is: an event log line.
    open func pause() {
        guard clock.isPlaying else { return }
        clock.pause()
        ExtensionLog.write(subsystem: "AVAudioPlayer", "pause \(name) at \(secondsText(clock.currentTime))")
    }

    /// Stops where it is (`currentTime` stays, as on iOS): an event log line.
    open func stop() {
        guard clock.isPlaying else { return }
        clock.pause()
        ExtensionLog.write(subsystem: "AVAudioPlayer", "stop \(name) at \(secondsText(clock.currentTime))")
    }

    @MainActor
    private func finished() {
        ExtensionLog.write(subsystem: "AVAudioPlayer", "finished \(name)")
        delegate?.audioPlayerDidFinishPlaying(self, successfully: true)
    }
}
