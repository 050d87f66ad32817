import Foundation
import Testing
import NotiCore
@testable import NotiLayout
import TestSupport

@Suite("Images")
struct ImageTests {
    func decoded(_ name: String) throws -> RGBAImage { try Self.decodeFixture(name).get() }

    /// A fixture image as the tests' attachment loader reads and decodes it.
    static func decodeFixture(_ name: String) -> Result<RGBAImage, ImageDecodingError> {
        TestAttachments.loadImage(NotificationAttachment(identifier: name, path: Samples.fixture(name), kind: .image))
    }

    @Test("PNG decodes through libpng with its size and colours")
    func png() throws {
        let image = try decoded("hello.png")
        #expect(image.width == 32 && image.height == 16)
        #expect(image.pixel(0, 0) == (40, 60, 160, 255))
        #expect(image.pixel(22, 9) == (255, 200, 40, 255))
    }

    @Test("JPEG decodes through libjpeg")
    func jpeg() throws {
        let image = try decoded("tiny.jpg")
        #expect(image.width == 16 && image.height == 8)
        let (r, g, b, a) = image.pixel(0, 0)
        #expect(r < 30 && abs(Int(g) - 128) < 20 && b > 220 && a == 255)
    }

    @Test("A progressive JPEG in libjpeg's standard 10 scans decodes")
    func progressiveJPEG() throws {
        let image = try decoded("progressive.jpg")
        #expect(image.width == 16 && image.height == 8)
        let (r, g, b, a) = image.pixel(0, 0)
        #expect(r < 30 && abs(Int(g) - 128) < 20 && b > 220 && a == 255)
    }

    @Test("A JPEG of more than 100 scans is refused with the reason (a progressive-scan bomb burns CPU per scan)")
    func jpegScanLimit() {
        guard case .failure(let error) = Self.decodeFixture("many-scans.jpg") else {
            Issue.record("a JPEG of 704 scans decoded")
            return
        }
        #expect(error.reason == "many-scans.jpg: JPEG with more than 100 scans (over the scan limit)")
    }

    @Test("GIF decodes its first frame with the palette")
    func gif() throws {
        let image = try decoded("tiny.gif")
        #expect(image.width == 8 && image.height == 4)
        #expect(image.pixel(0, 0) == (255, 0, 0, 255))
        #expect(image.pixel(2, 1) == (0, 255, 0, 255))
        #expect(image.pixel(7, 3) == (255, 255, 255, 255))
    }

    @Test("A corrupt PNG gives a reason, not a crash")
    func corruptPNG() {
        guard case .failure(let error) = Self.decodeFixture("corrupt.png") else { Issue.record("decoded garbage"); return }
        #expect(error.reason.hasPrefix("corrupt.png:"))
    }

    @Test("Corrupt JPEG data longjmps back with a reason instead of exiting", arguments: [
        [UInt8]([0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10]), [UInt8]([0xFF, 0xD8, 0xFF]) + [UInt8](repeating: 0x41, count: 64),
    ])
    func corruptJPEG(bytes: [UInt8]) {
        guard case .failure(let error) = ImageDecoder.decode(bytes) else { Issue.record("decoded garbage"); return }
        #expect(error.reason.hasPrefix("corrupt JPEG data"))
    }

    @Test("Truncated and garbled GIFs give a reason", arguments: [8, 20, 40, 50])
    func corruptGIF(length: Int) throws {
        let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: Samples.fixture("tiny.gif"))).prefix(length))
        if case .success = ImageDecoder.decode(bytes) { Issue.record("a \(length)-byte GIF decoded") }
    }

    @Test("Images over 40 megapixels are refused before decoding")
    func pixelCap() {
        guard case .failure(let error) = Self.decodeFixture("huge.png") else { Issue.record("decoded"); return }
        #expect(error.reason.contains("10000x5000"))
        #expect(error.reason.contains("40000000-pixel limit"))
    }

    /// A GIF of a 1x1 screen whose first frame claims `width`x`height` pixels, with a few bytes of LZW data.
    static func gifBomb(width: Int, height: Int) -> [UInt8] {
        Array("GIF89a".utf8) + [1, 0, 1, 0, 0x80, 0, 0] + [0, 0, 0, 255, 255, 255]
            + [0x2C, 0, 0, 0, 0, UInt8(width & 0xFF), UInt8(width >> 8), UInt8(height & 0xFF), UInt8(height >> 8), 0]
            + [2, 2, 0x4C, 0x01, 0, 0x3B]
    }

    @Test("A GIF frame larger than its screen is held to the pixel budget before anything is allocated (decoding bomb)",
          arguments: [(8_000, 8_000), (65_535, 65_535), (40_000_000 / 65_535 + 1, 65_535)])
    func gifFrameBomb(width: Int, height: Int) {
        let bytes = Self.gifBomb(width: width, height: height)
        #expect(bytes.count < 48)
        guard case .failure(let error) = ImageDecoder.decode(bytes) else { Issue.record("decoded"); return }
        #expect(error.reason == "GIF frame of \(width)x\(height) pixels on a 1x1 screen is larger than the 40000000-pixel limit")
    }

    @Test("A GIF frame within the budget still decodes when it is larger than the screen (clipped to it)")
    func gifFrameWithinBudget() throws {
        let image = try ImageDecoder.decode(Self.gifBomb(width: 4, height: 4)).get()
        #expect(image.width == 1 && image.height == 1)
    }

    @Test("Unknown formats are named as such")
    func unknownFormat() {
        guard case .failure(let error) = ImageDecoder.decode(Array("hello".utf8)) else { Issue.record("decoded"); return }
        #expect(error.reason == "not a PNG, JPEG or GIF image")
    }

    @Test("Half blocks carry the upper pixel as foreground and the lower one as background")
    func halfBlocks() throws {
        let image = try #require(RGBAImage(width: 1, height: 2, pixels: [255, 0, 0, 255, 0, 0, 255, 255]))
        var grid = CellGrid(width: 1, height: 1)
        grid.drawImage(image, in: grid.bounds, mode: .fill, cellStyle: .halfBlocks)
        #expect(grid[0, 0] == Cell("▀", style: Style(foreground: .rgb(255, 0, 0), background: .rgb(0, 0, 255))))
    }

    @Test("Aspect fit leaves bands; aspect fill covers the whole rectangle")
    func fitAndFill() throws {
        let image = try decoded("hello.png")
        var fit = CellGrid(width: 10, height: 10), fill = CellGrid(width: 10, height: 10)
        fit.drawImage(image, in: fit.bounds, mode: .fit, cellStyle: .halfBlocks)
        fill.drawImage(image, in: fill.bounds, mode: .fill, cellStyle: .halfBlocks)
        #expect(fit[0, 0].grapheme == " " && fit[0, 4].grapheme == "▀")
        #expect(fill.cells.allSatisfy { $0.grapheme == "▀" })
    }

    @Test("Shrinking averages the pixels under each cell half")
    func shrinkAverages() throws {
        let image = try #require(RGBAImage(width: 2, height: 4, pixels: Array(repeating: [255, 0, 0, 255, 0, 0, 255, 255], count: 4).flatMap { $0 }))
        var grid = CellGrid(width: 1, height: 1)
        grid.drawImage(image, in: grid.bounds, mode: .fill, cellStyle: .halfBlocks)
        #expect(grid[0, 0].style.foreground == .rgb(127, 0, 127))
    }

    @Test("Monochrome shading follows luminance")
    func shading() throws {
        let image = try #require(RGBAImage(width: 2, height: 2, pixels: [0, 0, 0, 255, 255, 255, 255, 255, 0, 0, 0, 255, 255, 255, 255, 255]))
        var grid = CellGrid(width: 2, height: 1)
        grid.drawImage(image, in: grid.bounds, mode: .fill, cellStyle: .shading)
        #expect(grid.text() == " █")
    }

    @Test("The thumbnail clipping rect crops before drawing")
    func clippingRect() throws {
        let image = try decoded("hello.png")
        let cropped = image.cropped(to: UnitRect(x: 0.5, y: 0.5, width: 0.5, height: 0.5))
        #expect(cropped.width == 16 && cropped.height == 8)
        #expect(cropped.pixel(6, 1) == image.pixel(22, 9))
    }

    @Test("A corrupt attachment shows a placeholder box with the reason in the expanded view and the banner")
    func placeholder() {
        var notification = Samples.hello()
        notification.request.content.attachments[0].path = Samples.fixture("corrupt.png")
        let context = Samples.context(device: Samples.device(columns: 44))
        let expanded = ExpandedView.render(ExpandedViewModel(notification: notification, app: Samples.practiceApp), context: context)
        #expect(expanded.grid.text().contains("⚠ corrupt.png: corrupt PNG data"))
        #expect(expanded.regions.first { $0.role == .attachment }?.text?.hasPrefix("corrupt.png") == true)
        let banner = BannerView.render(BannerModel(notification: notification, app: Samples.practiceApp), context: context)
        #expect(banner.regions.first { $0.role == .attachment }?.text != nil)
    }
}
