import NotiQuartzCore

/// How video fills a layer's bounds (AVFoundation's `AVLayerVideoGravity`).
public struct AVLayerVideoGravity: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    /// The gravity named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let resize = AVLayerVideoGravity(rawValue: "AVLayerVideoGravityResize")
    public static let resizeAspect = AVLayerVideoGravity(rawValue: "AVLayerVideoGravityResizeAspect")
    public static let resizeAspectFill = AVLayerVideoGravity(rawValue: "AVLayerVideoGravityResizeAspectFill")
}

/// A layer showing a player's video (AVFoundation's `AVPlayerLayer`), a `CALayer`: notisim decodes no video frame,
/// so it draws as any layer does, its background colour and border (docs/rules/apple-frameworks.md#audio-and-video).
open class AVPlayerLayer: CALayer {
    open var player: AVPlayer?
    /// Kept; no frame is drawn.
    open var videoGravity: AVLayerVideoGravity = .resizeAspect
    /// True once the player has an item notisim could read.
    open var isReadyForDisplay: Bool { player?.currentItem?.status == .readyToPlay }

    /// A layer of `player`'s video.
    public convenience init(player: AVPlayer?) {
        self.init()
        self.player = player
    }
}
