import Foundation
internal import NotiDispatch

/// Plays one item (AVFoundation's `AVPlayer`) on notisim's clock: nothing is seen or heard; `play()` and `pause()`
/// are event log lines, `currentTime()` moves on with the clock and `rate` is 1 while playing; at the item's end the
/// player posts `AVPlayerItemDidPlayToEndTime` and stops (docs/rules/apple-frameworks.md#audio-and-video).
open class AVPlayer: NSObject, @unchecked Sendable {
    /// Whether the player can play (`AVPlayer.Status`).
    public enum Status: Int, Sendable {
        case unknown = 0
        case readyToPlay = 1
        case failed = 2
    }

    /// Whether the player is playing (`AVPlayer.TimeControlStatus`).
    public enum TimeControlStatus: Int, Sendable {
        case paused = 0
        case waitingToPlayAtSpecifiedRate = 1
        case playing = 2
    }

    /// What the player does when its item ends (`AVPlayer.ActionAtItemEnd`).
    public enum ActionAtItemEnd: Int, Sendable {
        case advance = 0
        case pause = 1
        case none = 2
    }

    open private(set) var currentItem: AVPlayerItem?
    /// Kept; nothing is heard.
    open var volume: Float = 1
    /// Kept; nothing is heard.
    open var isMuted = false
    /// Kept; the player stops at the item's end whichever it is, as there is no next item.
    open var actionAtItemEnd: ActionAtItemEnd = .pause
    /// Called after each play and pause: AVKit's player view shows ▶ or ⏸ by it.
    package var playingChanged: [@MainActor () -> Void] = []

    /// A player without an item.
    public override init() { super.init() }

    /// A player of `item`.
    public init(playerItem item: AVPlayerItem?) {
        currentItem = item
        super.init()
    }

    /// A player of the media at `url`.
    public convenience init(url URL: URL) { self.init(playerItem: AVPlayerItem(url: URL)) }

    /// Plays `item` from now on, pausing the one before.
    open func replaceCurrentItem(with item: AVPlayerItem?) {
        currentItem?.clock.pause()
        currentItem = item
    }

    open var status: Status { currentItem?.status == .failed ? .failed : .readyToPlay }
    open var timeControlStatus: TimeControlStatus { currentItem?.clock.isPlaying == true ? .playing : .paused }

    /// 1 while playing, 0 while paused; setting a non-zero rate plays and 0 pauses.
    open var rate: Float {
        get { currentItem?.clock.isPlaying == true ? 1 : 0 }
        set { if newValue == 0 { pause() } else { play() } }
    }

    /// Starts or resumes the item: an event log line.
    open func play() {
        guard let item = currentItem, item.clock.play(atEnd: { [weak self, weak item] in
            if let item { self?.reachedEnd(of: item) }
        }) else { return }
        let length = item.asset.knownSeconds.map { " of \(secondsText($0))" } ?? ""
        ExtensionLog.write(subsystem: "AVPlayer", "play \(item.name) from \(secondsText(item.clock.currentTime))\(length)")
        notifyPlayingChanged()
    }

    /// Pauses the item where it is: an event log line.
    open func pause() {
        guard let item = currentItem, item.clock.isPlaying else { return }
        item.clock.pause()
        ExtensionLog.write(subsystem: "AVPlayer", "pause \(item.name) at \(secondsText(item.clock.currentTime))")
        notifyPlayingChanged()
    }

    /// Where playback is in the item.
    open func currentTime() -> CMTime { currentItem?.currentTime() ?? .zero }

    /// Moves to `time` in the item.
    open func seek(to time: CMTime) {
        guard let item = currentItem else { return }
        item.clock.seek(to: time.seconds) { [weak self, weak item] in
            if let item { self?.reachedEnd(of: item) }
        }
    }

    /// Moves to `time`, then calls `completionHandler(true)`.
    open func seek(to time: CMTime, completionHandler: @escaping @Sendable (Bool) -> Void) {
        seek(to: time)
        completionHandler(true)
    }

    @MainActor
    private func reachedEnd(of item: AVPlayerItem) {
        ExtensionLog.write(subsystem: "AVPlayer", "finished \(item.name)")
        NotificationCenter.default.post(name: AVPlayerItem.didPlayToEndTimeNotification, object: item)
        notifyPlayingChanged()
    }

    private func notifyPlayingChanged() {
        let observers = playingChanged
        ExtensionRunLoop.current.schedule(after: 0) { observers.forEach { $0() } }
    }
}
