import Foundation
internal import NotiDispatch

/// Where a player is in its media, on notisim's clock (the extension's main run loop): playing moves the position on
/// as the clock moves, and the end is reached when the clock has moved the rest of the duration on
/// (docs/rules/apple-frameworks.md#audio-and-video). AVAudioPlayer and AVFoundation's AVPlayer share it.
package final class PlaybackClock: @unchecked Sendable {
    /// Seconds of media; nil when notisim cannot read the file's length, and then playback never ends by itself.
    package let duration: Double?
    private let lock = NSLock()
    private var position: Double = 0
    private var startedAt: TimeInterval?
    /// Bumped by every play, pause and seek, so that an end scheduled before it no longer fires.
    private var generation = 0

    package init(duration: Double?) { self.duration = duration }

    package var isPlaying: Bool { lock.withLock { startedAt != nil } }

    /// Seconds played: the position at the last pause or seek plus the clock's time since playing began, at most the duration.
    package var currentTime: Double { lock.withLock { unlockedCurrentTime } }

    private var unlockedCurrentTime: Double {
        guard let startedAt else { return position }
        let played = position + Swift.max(0, ExtensionRunLoop.current.now - startedAt)
        return duration.map { Swift.min($0, played) } ?? played
    }

    /// Starts playing from the current position (from the start once at the end); `atEnd` runs on the main queue
    /// when the clock reaches the end. False when already playing.
    @discardableResult
    package func play(atEnd: @escaping @MainActor () -> Void) -> Bool {
        let runLoop = ExtensionRunLoop.current
        let remaining: (Double, Int)? = lock.withLock {
            guard startedAt == nil else { return nil }
            if let duration, position >= duration { position = 0 }
            startedAt = runLoop.now
            generation += 1
            return ((duration ?? .infinity) - position, generation)
        }
        guard let (rest, scheduled) = remaining else { return false }
        if rest.isFinite {
            runLoop.schedule(after: rest) { [weak self] in
                guard let self, self.reachEnd(scheduled) else { return }
                atEnd()
            }
        }
        return true
    }

    /// Whether the end scheduled as `scheduled` still stands; if so, stops at the end.
    private func reachEnd(_ scheduled: Int) -> Bool {
        lock.withLock {
            guard generation == scheduled, let duration else { return false }
            position = duration
            startedAt = nil
            return true
        }
    }

    /// Stops at the current position.
    package func pause() {
        lock.withLock {
            position = unlockedCurrentTime
            startedAt = nil
            generation += 1
        }
    }

    /// Moves to `seconds` (within the media), keeping on playing if it was.
    package func seek(to seconds: Double, atEnd: @escaping @MainActor () -> Void) {
        let wasPlaying = isPlaying
        pause()
        lock.withLock { position = Swift.max(0, duration.map { Swift.min($0, seconds) } ?? seconds) }
        if wasPlaying { play(atEnd: atEnd) }
    }
}

/// A number of seconds as the event log writes it: one decimal.
package func secondsText(_ seconds: Double) -> String { String(format: "%.1f s", seconds) }
