import Foundation
import Testing
import UIKit

/// `pngData()`, `jpegData(compressionQuality:)` and their pre-iOS 12 functions, which service extensions call to write
/// a downloaded image into an attachment file (docs/rules/content-extensions.md#extension-code-against-the-uikit-subset).
@MainActor
@Suite("UIImage representations")
struct UIImageRepresentationTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("NotiLayoutTests/Fixtures")

    @Test("pngData keeps a PNG's own bytes and writes other images' pixels as a PNG that decodes to the same size; jpegData keeps a JPEG's bytes and is nil otherwise")
    func imageRepresentations() throws {
        let pngPath = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/hello.png").path
        let png = try #require(UIImage(contentsOfFile: pngPath))
        #expect(png.pngData() == FileManager.default.contents(atPath: pngPath))
        #expect(UIImagePNGRepresentation(png) == png.pngData())
        #expect(png.jpegData(compressionQuality: 0.8) == nil)
        let jpegPath = Self.fixtures.appendingPathComponent("tiny.jpg").path
        let jpeg = try #require(UIImage(contentsOfFile: jpegPath))
        #expect(UIImageJPEGRepresentation(jpeg, 0.8) == FileManager.default.contents(atPath: jpegPath))
        let written = try #require(jpeg.pngData())
        #expect(written.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        let reread = try #require(UIImage(data: written))
        #expect(reread.size == jpeg.size)
        let gif = try #require(UIImage(contentsOfFile: Self.fixtures.appendingPathComponent("tiny.gif").path))
        #expect(try #require(gif.pngData()).count > 8)
        #expect(UIImage(systemName: "star")?.pngData() == nil)
    }
}
