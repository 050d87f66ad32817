import Foundation
import NotiCore
import Testing

/// The sample payloads written from each push SDK's documented format (Tests/Fixtures/PushSDKs/Payloads), which the
/// SDK modules' tests push and the README points users to.
@Suite("The push SDKs' sample payloads")
struct PushSDKSamplePayloadTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/PushSDKs/Payloads")

    static let files = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".apns") }.sorted()

    @Test("every SDK sample payload decodes with no warning and names its target bundle; all but the background ones are mutable-content alerts", arguments: files)
    func samplePayloadIsClean(_ file: String) throws {
        let decoded = PayloadDecoder.decode(Array(try Data(contentsOf: Self.folder.appendingPathComponent(file))))
        #expect(decoded.diagnostics.isEmpty, "\(file): \(decoded.diagnostics)")
        let content = try #require(decoded.content, "\(file)")
        let background = content.userInfo["aps"]?["content-available"]?.intValue == 1 && content.title.isEmpty && content.body.isEmpty
        #expect(background || !content.title.isEmpty || !content.body.isEmpty, "\(file): an alert, or a background push")
        #expect(background || content.userInfo["aps"]?["mutable-content"]?.intValue == 1, "\(file): the SDK's service extension runs only for mutable-content")
        #expect(content.userInfo["Simulator Target Bundle"]?.stringValue != nil, "\(file)")
    }

    @Test("there is a sample per SDK feature: image, GIF, video, buttons and carousel each have one")
    func everyFeatureHasASample() {
        for feature in ["image", "gif", "video", "buttons", "carousel"] {
            #expect(Self.files.contains { $0.hasSuffix("-\(feature).apns") }, "no sample for \(feature)")
        }
    }
}
