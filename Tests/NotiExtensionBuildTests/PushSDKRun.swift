import Foundation
import NotiCore
import NotiExtensionBuild
import NotiExtensions
import TestSupport
import Testing

/// Runs a push SDK's fixture service extension (Tests/Fixtures/PushSDKs/<SDK>/NotificationService.swift, written as the
/// SDK's guide shows it) as a child on the SDK's sample payloads (Tests/Fixtures/PushSDKs/Payloads).
enum PushSDKRun {
    static let fixtures = BuiltExtensions.tests.appendingPathComponent("Fixtures/PushSDKs")

    /// The fixture extension of the SDK whose folder is `folder`, its principal class `NotificationService`.
    static func target(_ folder: String) -> SwiftExtensionTarget {
        SwiftExtensionTarget(name: "\(folder)Service", point: .service,
                             sources: [fixtures.appendingPathComponent("\(folder)/NotificationService.swift").path],
                             principalClass: "NotificationService")
    }

    /// The push of the sample payload `file`, its `https://example.com/` URLs pointing at `server`; `missing` names a
    /// path to serve instead of the payload's, for a download that fails.
    static func push(_ file: String, server: LocalHTTPServer, missing: String? = nil) throws -> NotificationRequest {
        var text = try String(contentsOf: fixtures.appendingPathComponent("Payloads/\(file)"), encoding: .utf8)
        if let missing, let range = text.range(of: #"https://example\.com/[^"]*"#, options: .regularExpression) {
            text.replaceSubrange(range, with: server.url(missing))
        }
        text = text.replacingOccurrences(of: "https://example.com/", with: server.url("/"))
        let decoded = PayloadDecoder.decode(Array(text.utf8))
        let content = try #require(decoded.content, "\(file): \(decoded.diagnostics)")
        return NotificationRequest(identifier: file, content: content, trigger: .push)
    }

    /// Builds `target`, hands `request` to a new child, and returns what it handed back within 10 s of wall time
    /// and what it told notisim meanwhile.
    static func run(_ target: SwiftExtensionTarget, _ request: NotificationRequest) throws
        -> (content: NotificationContent?, notices: [ExtensionNotice]) {
        let outcome = BuiltExtensions.builder().build(target)
        let program = try #require(outcome.program, "\(outcome)")
        let host = try OutOfProcessServiceExtensionHost(launching: BuiltExtensions.launch(program, target), limits: .standard)
        defer { host.close() }
        try host.start(request)
        let content = try host.content(waitingUpTo: 10)
        return (content, host.takeNotices())
    }

    /// The log lines `sdk` wrote among `notices`, each as "category: message".
    static func lines(_ notices: [ExtensionNotice], of sdk: String) -> [String] {
        notices.compactMap { notice in
            guard case let .log(subsystem, category, message) = notice, subsystem == sdk else { return nil }
            return "\(category): \(message)"
        }
    }

    /// hello.png's bytes, which the SDKs' image URLs serve.
    static func png() throws -> [UInt8] { try [UInt8](Data(contentsOf: URL(fileURLWithPath: BuiltExtensions.helloPNG))) }

    /// Whether `content` carries exactly hello.png, attached as a PNG image.
    static func hasHelloPNG(_ content: NotificationContent) throws -> Bool {
        guard content.attachments.count == 1, let attachment = content.attachments.first,
              attachment.kind == .image, attachment.typeHint == "public.png" else { return false }
        return try Data(contentsOf: URL(fileURLWithPath: attachment.path)) == Data(try png())
    }
}
