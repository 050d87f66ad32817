import Foundation
import NotiCore
import NotiExtensionBuild
import NotiExtensions
import TestSupport
import Testing

/// The fixture extensions and sample payloads of the CleverTap, MoEngage and Klaviyo suites
/// (Tests/Fixtures/PushSDKs/<SDK>, Tests/Fixtures/PushSDKs/Payloads).
enum RichMediaSDKFixtures {
    static let folder = BuiltExtensions.tests.appendingPathComponent("Fixtures/PushSDKs")

    /// The extension of `point` whose one source is `file` under Tests/Fixtures/PushSDKs, its class `className`.
    static func target(_ name: String, _ file: String, point: ExtensionPoint = .service, className: String = "NotificationService") -> SwiftExtensionTarget {
        SwiftExtensionTarget(name: name, point: point, sources: [folder.appendingPathComponent(file).path],
                             principalClass: "$(PRODUCT_MODULE_NAME).\(className)")
    }

    /// The built program of `target`.
    static func program(_ target: SwiftExtensionTarget) throws -> String {
        let outcome = BuiltExtensions.builder().build(target)
        return try #require(outcome.program, "\(outcome)")
    }

    /// The content the sample payload `Payloads/<file>` makes, its https://example.com/ URLs pointing at `server`,
    /// each `replacing` pair replaced first.
    static func content(_ file: String, server: LocalHTTPServer?, replacing: [(String, String)] = []) throws -> NotificationContent {
        var text = try String(contentsOf: folder.appendingPathComponent("Payloads/\(file)"), encoding: .utf8)
        for (old, new) in replacing { text = text.replacingOccurrences(of: old, with: new) }
        if let server { text = text.replacingOccurrences(of: "https://example.com/", with: server.url("/")) }
        let decoded = PayloadDecoder.decode(Array(text.utf8))
        return try #require(decoded.content, "\(file): \(decoded.diagnostics)")
    }

    /// Starts `program` as the service extension `target`, pushes `content`, and returns what it handed over within
    /// 10 s (nil if nothing) with the notices it sent.
    static func serve(_ program: String, _ target: SwiftExtensionTarget, _ content: NotificationContent, expiring: Bool = false)
        throws -> (content: NotificationContent?, notices: [ExtensionNotice]) {
        let host = try OutOfProcessServiceExtensionHost(launching: BuiltExtensions.launch(program, target), limits: .standard)
        defer { host.close() }
        try host.start(NotificationRequest(identifier: "push", content: content, trigger: .push))
        let handed = expiring ? try host.timeWillExpire(grace: 2) : try host.content(waitingUpTo: 10)
        return (handed, host.takeNotices())
    }

    /// The log lines of `sdk` among `notices`, each "category: message".
    static func lines(_ notices: [ExtensionNotice], of sdk: String) -> [String] {
        notices.compactMap { notice in
            guard case let .log(subsystem, category, message) = notice, subsystem == sdk else { return nil }
            return "\(category): \(message)"
        }
    }

    /// hello.png's bytes, served as the SDKs' image.
    static func png() throws -> [UInt8] { try [UInt8](Data(contentsOf: URL(fileURLWithPath: BuiltExtensions.helloPNG))) }
}
