import Foundation
import NotiCore
import NotiLayout
import NotiWorkspace
import Testing

/// The attachment files the app reads for layout (NotiLayout reads none): size caps before reading, irregular files
/// refused, decoded images and media lengths cached per file version.
@Suite("Attachment files")
struct AttachmentFilesTests {
    /// A fixture of the layout tests.
    static func fixture(_ name: String) -> String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("NotiLayoutTests/Fixtures/\(name)").path
    }

    static func littleEndian(_ value: UInt64, _ count: Int) -> [UInt8] { (0..<count).map { UInt8(truncatingIfNeeded: value >> (8 * UInt64($0))) } }

    @Test("an SVG file is drawn by librsvg at the size it declares, or its viewBox's; one over the pixel limit or that librsvg cannot read is refused naming the file")
    func svgDrawnByLibrsvg() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("notisim-svg-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        func decoded(_ name: String, _ svg: String) throws -> Result<RGBAImage, ImageDecodingError> {
            let path = folder.appendingPathComponent(name).path
            try Data(svg.utf8).write(to: URL(fileURLWithPath: path))
            return AttachmentFiles.decodeImage(atPath: path)
        }
        let sized = try decoded("sized.svg", ##"<?xml version="1.0"?><!-- icon --><svg width="30" height="22" xmlns="http://www.w3.org/2000/svg"><rect width="15" height="22" fill="#ff0000"/></svg>"##)
        let image = try sized.get()
        #expect(image.width == 30 && image.height == 22)
        let left = Array(image.pixels[0..<4]), right = Array(image.pixels[(29 * 4)..<(30 * 4)])
        #expect(left == [255, 0, 0, 255], "the left half red")
        #expect(right[3] == 0, "the right half transparent")
        let boxed = try decoded("boxed.svg", #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 32"><circle cx="16" cy="16" r="16"/></svg>"#).get()
        #expect(boxed.width == 64 && boxed.height == 32)
        guard case .failure(let huge) = try decoded("huge.svg", #"<svg xmlns="http://www.w3.org/2000/svg" width="100000" height="100000"/>"#) else {
            Issue.record("a 10-gigapixel SVG was drawn"); return
        }
        #expect(huge.reason.hasPrefix("huge.svg: the SVG is 100000 x 100000 pixels, over the"))
        guard case .failure(let broken) = try decoded("broken.svg", #"<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect"#) else {
            Issue.record("a broken SVG was drawn"); return
        }
        #expect(broken.reason.hasPrefix("broken.svg: librsvg cannot read the SVG"), "\(broken.reason)")
    }

    @Test("Files over 10 MB are refused before reading")
    func fileCap() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("notisim-big-\(UUID().uuidString).png").path
        #expect(FileManager.default.createFile(atPath: path, contents: Data(count: 10_000_001)))
        defer { try? FileManager.default.removeItem(atPath: path) }
        guard case .failure(let error) = AttachmentFiles.decodeImage(atPath: path) else { Issue.record("read"); return }
        #expect(error.reason.contains("over the 10 MB image limit"))
    }

    @Test("Missing files and devices are refused without reading (no hang on /dev/zero)", arguments: ["/dev/zero", "/nonexistent/a.png"])
    func notRegular(path: String) {
        guard case .failure(let error) = AttachmentFiles.decodeImage(atPath: path) else { Issue.record("read \(path)"); return }
        #expect(error.reason.hasSuffix("cannot read the file (missing or not a regular file)"))
    }

    @Test("The image cache decodes a file once, re-decodes it when it changes, and keeps at most its capacity")
    func cache() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("notisim-cache-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let copy = folder.appendingPathComponent("a.png")
        try FileManager.default.copyItem(atPath: Self.fixture("hello.png"), toPath: copy.path)
        let cache = ImageCache(capacity: 2)
        let attachment = NotificationAttachment(identifier: "a", path: copy.path, kind: .image)
        #expect(try cache.image(for: attachment).get().width == 32)
        #expect(try cache.image(for: attachment).get().width == 32)
        #expect(cache.count == 1)
        try FileManager.default.removeItem(at: copy)
        try FileManager.default.copyItem(atPath: Self.fixture("tiny.gif"), toPath: copy.path)
        #expect(try cache.image(for: attachment).get().width == 8)
        #expect(cache.count == 2)
        for name in ["tiny.jpg", "tiny.gif"] {
            _ = cache.image(for: NotificationAttachment(identifier: name, path: Self.fixture(name), kind: .image))
        }
        #expect(cache.count == 2)
    }

    @Test("The app's reader takes the length from the file on disk; a missing file has none")
    func fromDisk() throws {
        let fmt = Self.littleEndian(1, 2) + Self.littleEndian(1, 2) + Self.littleEndian(8000, 4) + Self.littleEndian(8000, 4) + Self.littleEndian(1, 2) + Self.littleEndian(8, 2)
        let wave = Array("RIFF".utf8) + Self.littleEndian(0, 4) + Array("WAVE".utf8) + Array("fmt ".utf8) + Self.littleEndian(16, 4) + fmt
            + Array("data".utf8) + Self.littleEndian(40_000, 4)
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("notisim-clip-\(UUID().uuidString).wav")
        try Data(wave).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        #expect(MediaDurationCache.shared.duration(of: NotificationAttachment(identifier: "a", path: file.path, kind: .audio)) == 5)
        #expect(MediaDurationCache.shared.duration(of: NotificationAttachment(identifier: "a", path: file.path + ".missing", kind: .audio)) == nil)
    }
}
