import Foundation
import NotiCore
import NotiExtensionBuild
import NotiExtensionTarget
import NotiExtensions
import TestSupport
import Testing

/// ImageIO in an extension's own sources (docs/rules/apple-frameworks.md#imageio): a content extension showing a thumbnail of its
/// photo and describing a GIF's frames, built and run as a child.
@Suite("ImageIO in a built extension (slow)", .serialized, .tags(.process), .slowTier)
struct ImageIOExtensionTests {
    static let target = SwiftExtensionTarget(
        name: "ImageIOContent", point: .content,
        sources: [BuiltExtensions.tests.appendingPathComponent("Fixtures/AppleFrameworks/ImageIO/NotificationViewController.swift").path],
        principalClass: "$(PRODUCT_MODULE_NAME).NotificationViewController")

    /// tiny.gif's one 8 × 4 frame repeated with `delays` (hundredths of a second), looping for ever.
    static func animatedGIF(delays: [Int]) throws -> [UInt8] {
        let tiny = [UInt8](try Data(contentsOf: BuiltExtensions.tests.appendingPathComponent("NotiLayoutTests/Fixtures/tiny.gif")))
        let screen = Array(tiny[0..<25]), image = Array(tiny[25..<(tiny.count - 1)])
        let loop: [UInt8] = [0x21, 0xFF, 11] + Array("NETSCAPE2.0".utf8) + [3, 1, 0, 0, 0]
        let frames = delays.flatMap { delay -> [UInt8] in [0x21, 0xF9, 4, 0, UInt8(delay & 0xFF), UInt8(delay >> 8), 0, 0] + image }
        return screen + loop + frames + [0x3B]
    }

    @Test("ImageIO: a thumbnail from CGImageSourceCreateThumbnailAtIndex keeps the aspect under kCGImageSourceThumbnailMaxPixelSize and draws as the attached photo; a GIF's frames, delays and loop count come from its properties")
    func thumbnailsAndGIFFrames() throws {
        let gif = FileManager.default.temporaryDirectory.appendingPathComponent("notisim-animation-\(UUID().uuidString).gif")
        try Data(try Self.animatedGIF(delays: [50, 2, 100])).write(to: gif)
        defer { try? FileManager.default.removeItem(at: gif) }
        var content = NotificationContent(title: "Ada", body: "Photos")
        content.attachments = [NotificationAttachment(identifier: "photo", path: BuiltExtensions.helloPNG, kind: .image, typeHint: "public.png"),
                               NotificationAttachment(identifier: "animation", path: gif.path, kind: .image, typeHint: "com.compuserve.gif")]
        let program = try #require(BuiltExtensions.builder().build(Self.target).program)
        let host = try OutOfProcessContentExtensionHost(launching: BuiltExtensions.launch(program, Self.target), limits: .standard)
        defer { host.close() }
        let view = try host.didReceive(PushSDKFixtures.delivered(content, identifier: "photos"), visibleActions: []).state.customView
        #expect(PushSDKFixtures.images(view) == ["photo"])
        #expect(ExtensionBuildTests.texts(view) == ["public.png 32x16 thumb 8x4 no embedded",
                                                    "3 frames 0.50/0.50 0.10/0.02 1.00/1.00 loop 0 last 8x4 end"])
    }
}
