import Foundation
import NotiCore
import NotiExtensionBuild
import NotiExtensionTarget
import NotiExtensions
import TestSupport
import Testing

/// AudioToolbox, AVFAudio, AVFoundation, CoreMedia and AVKit in an extension's own sources
/// (docs/rules/apple-frameworks.md#audio-and-video): one content extension with a voice message and a video clip, built and run as a
/// child, played and paused by the notification's media button on notisim's clock.
@Suite("Audio and video in a built extension (slow)", .serialized, .tags(.process), .slowTier)
struct AudioVideoExtensionTests {
    static let target = SwiftExtensionTarget(
        name: "AudioVideoContent", point: .content,
        sources: [BuiltExtensions.tests.appendingPathComponent("Fixtures/AppleFrameworks/AVFoundation/NotificationViewController.swift").path],
        principalClass: "$(PRODUCT_MODULE_NAME).NotificationViewController")

    /// A WAV file of `seconds` of silence: 8 kHz, 16-bit mono.
    static func wave(seconds: Int) -> [UInt8] {
        func little(_ value: Int, _ count: Int) -> [UInt8] { (0..<count).map { UInt8(truncatingIfNeeded: value >> (8 * $0)) } }
        let data = seconds * 16000
        return Array("RIFF".utf8) + little(36 + data, 4) + Array("WAVE".utf8) + Array("fmt ".utf8) + little(16, 4)
            + little(1, 2) + little(1, 2) + little(8000, 4) + little(16000, 4) + little(2, 2) + little(16, 2)
            + Array("data".utf8) + little(data, 4) + [UInt8](repeating: 0, count: data)
    }

    /// An MP4 header of `seconds` (an `ftyp` box, then `moov` holding `mvhd` at time scale 600).
    static func movie(seconds: Int) -> [UInt8] {
        func big(_ value: Int, _ count: Int) -> [UInt8] { (0..<count).reversed().map { UInt8(truncatingIfNeeded: value >> (8 * $0)) } }
        func box(_ type: String, _ payload: [UInt8]) -> [UInt8] { big(8 + payload.count, 4) + Array(type.utf8) + payload }
        let mvhd = [0, 0, 0, 0] + big(0, 4) + big(0, 4) + big(600, 4) + big(600 * seconds, 4) + [UInt8](repeating: 0, count: 80)
        return box("ftyp", Array("isom".utf8) + big(0, 4)) + box("moov", box("mvhd", mvhd))
    }

    static func logged(_ notices: [ExtensionNotice]) -> [String] {
        notices.compactMap { if case let .log(subsystem, _, message) = $0 { "\(subsystem): \(message)" } else { nil } }
    }

    @Test("Audio and video: AVAudioPlayer and AVPlayer read lengths from headers and play on notisim's clock through the media button; AVPlayerViewController draws ▶ and the file name; the session and system sounds are event log lines")
    func mediaPlaysOnTheClock() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("notisim-av-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let voice = folder.appendingPathComponent("voice.wav"), clip = folder.appendingPathComponent("clip.mp4")
        try Data(Self.wave(seconds: 3)).write(to: voice)
        try Data(Self.movie(seconds: 12)).write(to: clip)
        var content = NotificationContent(title: "Ada", body: "Voice message")
        content.attachments = [NotificationAttachment(identifier: "voice", path: voice.path, kind: .audio, typeHint: "com.microsoft.waveform-audio"),
                               NotificationAttachment(identifier: "clip", path: clip.path, kind: .movie, typeHint: "public.mpeg-4")]

        let program = try #require(BuiltExtensions.builder().build(Self.target).program)
        let host = try OutOfProcessContentExtensionHost(launching: BuiltExtensions.launch(program, Self.target), limits: .standard)
        defer { host.close() }
        let opened = try host.didReceive(PushSDKFixtures.delivered(content, identifier: "voice-1"), visibleActions: [])
        #expect(opened.state.mediaButton == .default)
        let texts = ExtensionBuildTests.texts(opened.state.customView)
        #expect(texts.first == "voice 3.0 s, clip 12.0 s, missing failed, no player")
        #expect(texts.contains("▶ clip.mp4 0:12"))
        #expect(Self.logged(host.takeNotices()) == ["AVAudioSession: category playback, mode spokenAudio", "AVAudioSession: active",
                                                    "AudioToolbox: would play vibration"])

        let playing = try host.media(play: true)
        #expect(playing.state.mediaPlaying)
        #expect(ExtensionBuildTests.texts(playing.state.customView).contains("⏸ clip.mp4 0:12"))
        #expect(Self.logged(host.takeNotices()) == ["AVAudioPlayer: play voice.wav from 0.0 s of 3.0 s", "AVPlayer: play clip.mp4 from 0.0 s of 12.0 s"])
        // `load(.duration)` answers in a Swift task on the child's main actor, which runs between the host's calls:
        // ask again at the same moment, a bounded number of times, until the view shows it.
        var two = ExtensionBuildTests.texts(try host.clockAdvanced(to: 2).state.customView)
        for _ in 0..<200 where !two.contains("loaded 12.0 s") {
            two = ExtensionBuildTests.texts(try host.clockAdvanced(to: 2).state.customView)
        }
        #expect(two.contains("playing") && two.contains("loaded 12.0 s"), "\(two)")
        let three = ExtensionBuildTests.texts(try host.clockAdvanced(to: 3).state.customView)
        #expect(three.contains("voice done, clip at 3.0 s, rate 1"), "\(three)")
        #expect(Self.logged(host.takeNotices()) == ["AVAudioPlayer: finished voice.wav"])

        let paused = try host.media(play: false)
        #expect(ExtensionBuildTests.texts(paused.state.customView).contains("paused at 3.0 s"))
        #expect(ExtensionBuildTests.texts(paused.state.customView).contains("▶ clip.mp4 0:12"))
        #expect(ExtensionBuildTests.texts(try host.clockAdvanced(to: 20).state.customView).contains("paused at 3.0 s"))
        _ = try host.media(play: true)
        let ended = try host.clockAdvanced(to: 29)
        #expect(ExtensionBuildTests.texts(ended.state.customView).contains("clip ended"))
        #expect(ended.state.mediaPlaying == false)
        #expect(Self.logged(host.takeNotices()) == ["AVPlayer: pause clip.mp4 at 3.0 s", "AVAudioPlayer: play voice.wav from 0.0 s of 3.0 s",
                                                    "AVPlayer: play clip.mp4 from 3.0 s of 12.0 s", "AVAudioPlayer: finished voice.wav",
                                                    "AVPlayer: finished clip.mp4"])
    }
}
