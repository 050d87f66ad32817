import Foundation
import NotiCore
import TestSupport
@testable import NotiLayout
import Testing

/// The look of banners, centre rows and the lock screen per iOS version (docs/rules/presentation.md#card-layout-by-version,
/// docs/rules/presentation.md#lock-screen-display-as, docs/rules/presentation.md#thumbnails-on-every-row).
@Suite("Look per version")
struct LookPerVersionTests {
    static let device = Samples.device(columns: 44)

    static func context(_ os: String) -> RenderContext {
        Samples.context(os: Samples.plain(os: os), device: device)
    }

    static func centre(_ os: String) -> RenderedView {
        let groups = NotificationGrouping.group(Samples.centreNotifications + [Samples.hello(secondsAgo: 60)]) { _ in .automatic }
        var apps = Samples.appsByID
        apps[Samples.practiceApp.bundleID] = Samples.practiceApp
        return CenterListView.render(CenterListModel(groups: groups, apps: apps), rows: 30, context: context(os))
    }

    @Test("Banners of iOS 14, 15 and 16: header row, then the title line with the larger icon", arguments: ["14", "15", "16"])
    func banners(os: String) {
        var untitled = Samples.hello(secondsAgo: 300)
        untitled.request.content.title = ""
        let view = BannerView.render(BannerModel(notification: Samples.hello(secondsAgo: 300), app: Samples.practiceApp), context: Self.context(os))
        let noTitle = BannerView.render(BannerModel(notification: untitled, app: Samples.practiceApp), context: Self.context(os))
        assertGolden(view.grid.text() + "\n\n" + noTitle.grid.text(), named: "look-banner-ios\(os)")
    }

    @Test("Centre rows of iOS 14, 15 and 16, with the image attachment's thumbnail", arguments: ["14", "15", "16"])
    func centreRows(os: String) throws {
        let view = Self.centre(os)
        assertGolden(view.grid.text(), named: "look-centre-ios\(os)")
        let thumbnail = try #require(view.regions.first { $0.role == .attachment })
        #expect(thumbnail.identifier == "Hello" && thumbnail.rect.width == Thumbnail.columns)
    }

    static func lock(_ display: LockScreenDisplay, os: String = "16", revealed: Bool = false) -> RenderedView {
        let groups = NotificationGrouping.group(Samples.centreNotifications) { _ in .automatic }
        return LockScreenView.render(CenterListModel(groups: groups, apps: Samples.appsByID), rows: 40, display: display, revealed: revealed,
                                     context: context(os))
    }

    @Test("iOS 16 lock screen as Count, Stack and List", arguments: LockScreenDisplay.allCases)
    func lockStyles(display: LockScreenDisplay) {
        assertGolden(Self.lock(display).grid.text(), named: "lock-display-\(display.rawValue)-ios16")
    }

    @Test("Count shows only \"N Notifications\" at the bottom; Stack one card with the others counted under it")
    func countAndStack() throws {
        let count = Self.lock(.count)
        #expect(count.regions.filter { $0.role == .notification }.isEmpty)
        let line = try #require(count.regions.first { $0.role == .summary })
        #expect(line.text == "6 Notifications" && line.rect.y == 39)
        let stack = Self.lock(.stack)
        #expect(stack.regions.filter { $0.role == .notification }.map(\.identifier) == ["p4"])
        #expect(stack.regions.first { $0.role == .summary }?.text == "5 more notifications")
        #expect(LockScreenView.countLine(1) == "1 Notification")
    }

    @Test("A key reveals the folded notifications as the list; before iOS 16 Display As does not exist")
    func revealAndOlderVersions() {
        #expect(Self.lock(.count, revealed: true).grid.text() == Self.lock(.list).grid.text())
        #expect(Self.lock(.stack, revealed: true).grid.text() == Self.lock(.list).grid.text())
        #expect(Self.lock(.count, os: "15").grid.text() == Self.lock(.list, os: "15").grid.text())
    }

    @Test("Display As names: count, stack, list; others are refused with the valid names")
    func displayNames() {
        #expect(throws: Never.self) { try LockScreenDisplay.named("Count") }
        #expect(throws: ProfileLookupError.self) { try LockScreenDisplay.named("grid") }
        #expect(LockScreenDisplay.standard == .stack)
    }

    @Test("Audio and movie attachments show ▶ with their length; a movie's thumbnailTime names its frame")
    func mediaThumbnails() throws {
        var movie = Samples.hello()
        movie.request.content.attachments = [NotificationAttachment(identifier: "m", path: "/nonexistent/clip.mp4", kind: .movie, thumbnailTime: 5)]
        var context = Self.context("16")
        context.mediaDuration = { $0.kind == .movie ? 42 : 7 }
        let view = BannerView.render(BannerModel(notification: movie, app: Samples.practiceApp), context: context)
        let region = try #require(view.regions.first { $0.role == .attachment })
        #expect(region.text == "▶ 0:42\nmovie\n@0:05")
        assertGolden(view.grid.text(), named: "look-movie-banner-ios16")
        var audio = movie
        audio.request.content.attachments = [NotificationAttachment(identifier: "a", path: "/nonexistent/clip.m4a", kind: .audio)]
        let audioView = BannerView.render(BannerModel(notification: audio, app: Samples.practiceApp), context: context)
        #expect(audioView.regions.first { $0.role == .attachment }?.text == "▶ 0:07\naudio")
        context.mediaDuration = { _ in nil }
        #expect(BannerView.render(BannerModel(notification: audio, app: Samples.practiceApp), context: context)
            .regions.first { $0.role == .attachment }?.text == "▶\naudio")
    }
}

/// Reading the length of audio and movie files (docs/rules/presentation.md#movie-and-audio-thumbnails).
@Suite("Media duration")
struct MediaDurationTests {
    static func box(_ type: String, _ payload: [UInt8]) -> [UInt8] {
        bigEndian(UInt64(8 + payload.count), 4) + Array(type.utf8) + payload
    }

    static func bigEndian(_ value: UInt64, _ count: Int) -> [UInt8] { (0..<count).reversed().map { UInt8(truncatingIfNeeded: value >> (8 * UInt64($0))) } }
    static func littleEndian(_ value: UInt64, _ count: Int) -> [UInt8] { (0..<count).map { UInt8(truncatingIfNeeded: value >> (8 * UInt64($0))) } }

    @Test("MP4/MOV: moov/mvhd timescale and duration, version 0 and 1, after other boxes")
    func isoMovie() {
        let v0 = [0, 0, 0, 0] + [UInt8](repeating: 0, count: 8) + Self.bigEndian(600, 4) + Self.bigEndian(25_200, 4) + [UInt8](repeating: 0, count: 80)
        let v1 = [1, 0, 0, 0] + [UInt8](repeating: 0, count: 16) + Self.bigEndian(1000, 4) + Self.bigEndian(90_500, 8)
        let file = Self.box("ftyp", Array("isom".utf8) + [0, 0, 2, 0]) + Self.box("mdat", [1, 2, 3]) + Self.box("moov", Self.box("mvhd", v0))
        #expect(MediaDuration.seconds(of: file) == 42)
        #expect(MediaDuration.seconds(of: Self.box("moov", Self.box("mvhd", v1))) == 90.5)
    }

    @Test("WAV: data size over the byte rate; AIFF: frames over the sample rate")
    func waveAndAIFF() {
        let fmt = Self.littleEndian(1, 2) + Self.littleEndian(1, 2) + Self.littleEndian(8000, 4) + Self.littleEndian(16000, 4) + Self.littleEndian(2, 2) + Self.littleEndian(16, 2)
        let wave = Array("RIFF".utf8) + Self.littleEndian(0, 4) + Array("WAVE".utf8) + Array("fmt ".utf8) + Self.littleEndian(16, 4) + fmt
            + Array("data".utf8) + Self.littleEndian(48_000, 4)
        #expect(MediaDuration.seconds(of: wave) == 3)
        // 44100 Hz as an 80-bit extended float: exponent 16383 + 15, mantissa 44100 << 48.
        let rate = Self.bigEndian(16383 + 15, 2) + Self.bigEndian(44100 << 48, 8)
        let comm = Self.bigEndian(1, 2) + Self.bigEndian(88_200, 4) + Self.bigEndian(16, 2) + rate
        let aiff = Array("FORM".utf8) + Self.bigEndian(0, 4) + Array("AIFF".utf8) + Array("COMM".utf8) + Self.bigEndian(18, 4) + comm
        #expect(MediaDuration.seconds(of: aiff) == 2)
    }

    @Test("CAF: data packets times frames per packet over desc's rate, to the end of the file with size -1; pakt's valid frames for AAC")
    func coreAudioFormat() {
        #expect(MediaDuration.seconds(of: TestSounds.pcm(seconds: 1.5)) == 1.5)
        #expect(MediaDuration.seconds(of: TestSounds.pcm(seconds: 0.25, dataSizeToEnd: true)) == 0.25)
        #expect(MediaDuration.seconds(of: TestSounds.aac(frames: 44_100 * 42, rate: 44_100)) == 42)
        #expect(MediaDuration.seconds(of: Array(TestSounds.pcm(seconds: 1).prefix(20))) == nil, "cut inside desc")
        #expect(MediaDuration.seconds(of: Array("caff".utf8) + [0, 1, 0, 0] + Array("desc".utf8) + [UInt8](repeating: 0xFF, count: 8)) == nil)
    }

    @Test("Unknown, truncated and lying containers give no length (never a crash)")
    func damaged() {
        #expect(MediaDuration.seconds(of: []) == nil)
        #expect(MediaDuration.seconds(of: Array("not media at all".utf8)) == nil)
        #expect(MediaDuration.seconds(of: Self.bigEndian(0xFFFF_FFF0, 4) + Array("moov".utf8)) == nil)
        #expect(MediaDuration.seconds(of: Self.box("moov", Self.box("mvhd", [0, 0, 0]))) == nil)
        #expect(MediaDuration.seconds(of: Array("RIFF".utf8) + [0, 0, 0, 0] + Array("WAVE".utf8) + Array("data".utf8) + [0xFF, 0xFF, 0xFF, 0x7F]) == nil)
    }
}

/// The one SF Symbol table (docs/rules/presentation.md#sf-symbol-glyphs).
@Suite("SF Symbol glyphs")
struct SymbolGlyphTests {
    @Test("The table covers at least 80 symbol names; an unknown name draws the neutral mark")
    func coverage() {
        #expect(SymbolGlyphs.table.count >= 80)
        #expect(SymbolGlyphs.glyph(for: "no.such.symbol") == SymbolGlyphs.unknown)
        #expect(SymbolGlyphs.glyph(for: "") == SymbolGlyphs.unknown)
    }

    @Test("Variants fall back to their base symbol: heart.circle.fill draws as heart, hand.thumbsup.fill as hand.thumbsup")
    func variants() {
        #expect(SymbolGlyphs.glyph(for: "heart.fill") == "♥")
        #expect(SymbolGlyphs.glyph(for: "heart.circle.fill") == "♡")
        #expect(SymbolGlyphs.glyph(for: "hand.thumbsup.fill") == "👍")
        #expect(ActionList.iconGlyph("trash.fill") == SymbolGlyphs.glyph(for: "trash"))
    }

    @Test("Every glyph is one grapheme of at most two columns, so action rows stay aligned")
    func glyphWidths() {
        for (name, glyph) in SymbolGlyphs.table {
            #expect(glyph.count == 1 && (1...2).contains(TextWidth.columns(of: glyph)), "\(name)")
        }
    }
}
