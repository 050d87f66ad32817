import Foundation

/// One piece of media a player plays (AVFoundation's `AVPlayerItem`): its asset and where playback is in it, on
/// notisim's clock (docs/rules/apple-frameworks.md#audio-and-video).
open class AVPlayerItem: NSObject, @unchecked Sendable {
    /// Whether the item can be played (`AVPlayerItem.Status`).
    public enum Status: Int, Sendable {
        case unknown = 0
        case readyToPlay = 1
        case failed = 2
    }

    /// Posted (object: the item) when the clock reaches the item's end while it plays.
    public static let didPlayToEndTimeNotification = Notification.Name("AVPlayerItemDidPlayToEndTimeNotification")

    public let asset: AVAsset
    /// Where playback is in the item.
    package let clock: PlaybackClock

    /// The item of `asset`.
    public init(asset: AVAsset) {
        self.asset = asset
        clock = PlaybackClock(duration: asset.knownSeconds)
    }

    /// The item of the media at `url`.
    public convenience init(url: URL) { self.init(asset: AVURLAsset(url: url)) }

    /// `.readyToPlay` for a file notisim could read, `.failed` for one that is not there.
    open var status: Status { asset.isPlayable ? .readyToPlay : .failed }
    /// The error of a failed item.
    open var error: (any Error)? { asset.isPlayable ? nil : AVAsset.cannotOpen(asset.mediaURL) }
    /// The asset's length.
    open var duration: CMTime { asset.duration }

    /// Where playback is.
    open func currentTime() -> CMTime { CMTime(seconds: clock.currentTime, preferredTimescale: 600) }

    /// The media's file name, for the event log.
    package var name: String { asset.mediaURL.lastPathComponent }
}

extension NSNotification.Name {
    /// `AVPlayerItem.didPlayToEndTimeNotification` under its older name.
    public static let AVPlayerItemDidPlayToEndTime = AVPlayerItem.didPlayToEndTimeNotification
}
