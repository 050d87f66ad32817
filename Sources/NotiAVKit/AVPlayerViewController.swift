import NotiAVFoundation
import NotiUIKit

/// A view controller showing a player (AVKit's `AVPlayerViewController`). notisim decodes no video frame: its view is
/// a black placeholder with one label, "▶" (or "⏸" while playing), the media's file name and its length, which the
/// custom area draws as any label (docs/rules/apple-frameworks.md#audio-and-video).
open class AVPlayerViewController: UIViewController {
    /// The player shown; setting it relabels the placeholder.
    open var player: AVPlayer? {
        didSet {
            player?.playingChanged.append { [weak self] in self?.relabel() }
            relabel()
        }
    }
    /// Kept; the placeholder has no controls of its own (the notification's media button plays and pauses).
    open var showsPlaybackControls = true
    /// Kept; no frame is drawn.
    open var videoGravity: AVLayerVideoGravity = .resizeAspect
    /// Kept; a notification has no full screen.
    open var entersFullScreenWhenPlaybackEnds = false
    /// Kept; a notification has no full screen.
    open var exitsFullScreenWhenPlaybackEnds = false
    /// Kept; there is no picture in picture.
    open var allowsPictureInPicturePlayback = true
    /// True once the player has an item notisim could read.
    open var isReadyForDisplay: Bool { player?.currentItem?.status == .readyToPlay }

    private let placeholder = PlayerPlaceholderView()

    open override func loadView() { view = placeholder }

    open override func viewDidLoad() {
        super.viewDidLoad()
        relabel()
    }

    /// The placeholder's text for the current player.
    private func relabel() {
        guard let item = player?.currentItem else {
            placeholder.label.text = "▶"
            return
        }
        let playing = player?.timeControlStatus == .playing
        let seconds = item.duration.isNumeric ? item.duration.seconds : nil
        let length = seconds.map { " " + String(format: "%d:%02d", Int($0) / 60, Int($0) % 60) } ?? ""
        placeholder.label.text = (playing ? "⏸ " : "▶ ") + item.name + length
    }
}

/// The player's view: black, with one centred white label filling it.
private final class PlayerPlaceholderView: UIView {
    let label = UILabel()

    init() {
        super.init(frame: .zero)
        backgroundColor = .black
        label.textColor = .white
        label.textAlignment = .center
        addSubview(label)
    }

    required init?(coder: NSCoder) { nil }

    override var frame: CGRect {
        didSet { label.frame = bounds }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        label.frame = bounds
    }
}
