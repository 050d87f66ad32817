import UIKit
import UserNotifications
import UserNotificationsUI
import AVFoundation
import AVKit
import AudioToolbox
import CoreMedia

/// A content extension with a voice message and a video clip, as messaging apps write one: the audio session set for
/// playback, a vibration, an AVAudioPlayer for the voice attachment and an AVPlayer in an AVPlayerViewController for the
/// clip, both driven by the notification's play/pause button; when the clip ends the button is told playback paused.
class NotificationViewController: UIViewController, UNNotificationContentExtension, AVAudioPlayerDelegate {
    let lengths = UILabel()
    let progress = UILabel()
    let loaded = UILabel()
    let playerController = AVPlayerViewController()
    var voice: AVAudioPlayer?
    var clip: AVPlayer?
    var endObserver: NSObjectProtocol?

    var mediaPlayPauseButtonType: UNNotificationContentExtensionMediaPlayPauseButtonType { .default }
    var mediaPlayPauseButtonFrame: CGRect { CGRect(x: 0, y: 0, width: 44, height: 44) }
    var mediaPlayPauseButtonTintColor: UIColor { .white }

    override func viewDidLoad() {
        super.viewDidLoad()
        lengths.frame = CGRect(x: 0, y: 0, width: 320, height: 16)
        progress.frame = CGRect(x: 0, y: 16, width: 320, height: 16)
        loaded.frame = CGRect(x: 0, y: 32, width: 320, height: 16)
        playerController.view.frame = CGRect(x: 0, y: 48, width: 320, height: 32)
        view.addSubview(lengths)
        view.addSubview(progress)
        view.addSubview(loaded)
        view.addSubview(playerController.view)
    }

    func didReceive(_ notification: UNNotification) {
        do {
            try AVAudioSession.sharedInstance().setCategory(.playback, mode: .spokenAudio, options: [.duckOthers])
            try AVAudioSession.sharedInstance().setActive(true)
        } catch {
            lengths.text = "no session: \(error)"
        }
        AudioServicesPlaySystemSound(kSystemSoundID_Vibrate)
        var parts: [String] = []
        for attachment in notification.request.content.attachments {
            switch attachment.identifier {
            case "voice":
                voice = try? AVAudioPlayer(contentsOf: attachment.url)
                voice?.delegate = self
                voice?.prepareToPlay()
                parts.append(String(format: "voice %.1f s", voice?.duration ?? -1))
            case "clip":
                let asset = AVURLAsset(url: attachment.url)
                parts.append(String(format: "clip %.1f s", CMTimeGetSeconds(asset.duration)))
                Task { @MainActor [weak self] in
                    let duration = try? await asset.load(.duration)
                    self?.loaded.text = String(format: "loaded %.1f s", duration.map(CMTimeGetSeconds) ?? -1)
                }
                let item = AVPlayerItem(asset: asset)
                clip = AVPlayer(playerItem: item)
                playerController.player = clip
                endObserver = NotificationCenter.default.addObserver(forName: .AVPlayerItemDidPlayToEndTime, object: item, queue: nil) { [weak self] _ in
                    MainActor.assumeIsolated {
                        self?.progress.text = "clip ended"
                        self?.extensionContext?.mediaPlayingPaused()
                    }
                }
            default:
                break
            }
        }
        let missing = AVPlayer(url: URL(fileURLWithPath: "/nonexistent/clip.mov"))
        parts.append(missing.currentItem?.status == .failed ? "missing failed" : "missing ready")
        if (try? AVAudioPlayer(contentsOf: URL(fileURLWithPath: "/nonexistent/voice.wav"))) == nil { parts.append("no player") }
        lengths.text = parts.joined(separator: ", ")
        progress.text = "paused"
    }

    func mediaPlay() {
        voice?.play()
        clip?.play()
        progress.text = "playing"
    }

    func mediaPause() {
        voice?.pause()
        clip?.pause()
        progress.text = String(format: "paused at %.1f s", CMTimeGetSeconds(clip?.currentTime() ?? .zero))
    }

    func audioPlayerDidFinishPlaying(_ player: AVAudioPlayer, successfully flag: Bool) {
        progress.text = String(format: "voice done, clip at %.1f s, rate %.0f", clip?.currentTime().seconds ?? -1, clip?.rate ?? -1)
    }
}
