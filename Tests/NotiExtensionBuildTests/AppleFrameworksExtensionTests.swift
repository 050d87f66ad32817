import Foundation
import NotiCore
import NotiExtensionBuild
import NotiExtensionTarget
import NotiExtensions
import TestSupport
import Testing

/// Apple's frameworks beyond UIKit in an extension's own sources (docs/rules/apple-frameworks.md#apple-frameworks-beyond-uikit): one
/// service extension importing os, os.log, OSLog, UniformTypeIdentifiers and MobileCoreServices, built and run as a child.
@Suite("Apple frameworks beyond UIKit in a built extension (slow)", .serialized, .tags(.process), .slowTier)
struct AppleFrameworksExtensionTests {
    static let target = SwiftExtensionTarget(
        name: "AppleFrameworksService", point: .service,
        sources: [BuiltExtensions.tests.appendingPathComponent("Fixtures/ExtensionSources/AppleFrameworksService.swift").path],
        principalClass: "$(PRODUCT_MODULE_NAME).NotificationService")

    /// Runs the extension on a push carrying `userInfo`; what it hands back and the notices it sent.
    static func run(_ userInfo: JSONValue) throws -> (content: NotificationContent, notices: [ExtensionNotice]) {
        let outcome = BuiltExtensions.builder().build(target)
        let program = try #require(outcome.program, "\(outcome)")
        let host = try OutOfProcessServiceExtensionHost(launching: BuiltExtensions.launch(program, target), limits: .standard)
        defer { host.close() }
        var content = NotificationContent(title: "Photo", body: "A new photo")
        content.userInfo = userInfo
        try host.start(NotificationRequest(identifier: "photo-1", content: content, trigger: .push))
        let handed = try #require(try host.content(waitingUpTo: 10))
        return (handed, host.takeNotices())
    }

    @Test("import os.log and import os.signpost become import os on the same line; other imports stay")
    func osSubmoduleImportsBecomeOS() {
        #expect(LinuxSourceRewrite.osSubmoduleImports("import os.log\n@preconcurrency import os.signpost // spans\nimport OSLog\nimport os")
                == "import os\n@preconcurrency import os // spans\nimport OSLog\nimport os")
    }

    @Test("os: Logger and os_log lines reach the event log under their subsystem and category, the level in the category, private values redacted as <private>")
    func loggerAndOSLogReachTheEventLog() throws {
        let (_, notices) = try Self.run(["token": "abc123", "count": 7])
        let subsystem = "com.example.notes.service"
        #expect(notices.contains(.log(subsystem: subsystem, category: "Push [info]", message: "received photo-1 with token <private> and 7 items")))
        let hashed = try #require(notices.compactMap { notice -> String? in
            if case let .log(_, "Push [error]", message) = notice { message } else { nil }
        }.first)
        #expect(hashed.hasPrefix("token <mask.hash: '") && hashed.hasSuffix("'> is <private>, in the clear abc123"), "\(hashed)")
        #expect(!hashed.contains("token abc123"))
        #expect(notices.contains(.log(subsystem: subsystem, category: "Push", message: "[  007] 0.50 true <private>")))
        #expect(notices.contains(.log(subsystem: "", category: "[debug]", message: "no subsystem")))
        #expect(notices.contains(.log(subsystem: subsystem, category: "Legacy [fault]", message: "legacy photo-1 <private> 7 99.5%")))
        #expect(notices.contains(.log(subsystem: "", category: "", message: "through the default handle")))
        #expect(!notices.contains { if case let .log(_, _, message) = $0 { message == "never written" } else { false } })
    }

    @Test("UniformTypeIdentifiers and MobileCoreServices: UTType(filenameExtension:)?.preferredMIMEType, and kUTTypeJPEG as String as an attachment's type hint")
    func typeIdentifiersInAnExtension() throws {
        let jpeg = BuiltExtensions.tests.appendingPathComponent("NotiLayoutTests/Fixtures/tiny.jpg")
        let photo = FileManager.default.temporaryDirectory.appendingPathComponent("notisim-photo-\(UUID().uuidString)")
        try FileManager.default.copyItem(at: jpeg, to: photo)
        defer { try? FileManager.default.removeItem(at: photo) }
        let (content, _) = try Self.run(["name": "holiday.PNG", "photo_path": .string(photo.path)])
        #expect(content.subtitle == "image/png image mov")
        let attachment = try #require(content.attachments.first)
        #expect(attachment.identifier == "photo" && attachment.typeHint == "public.jpeg" && attachment.kind == .image)
    }
}
