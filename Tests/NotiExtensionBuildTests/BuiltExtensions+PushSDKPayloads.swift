import Foundation
import NotiCore
import NotiExtensionBuild
import NotiExtensions
import TestSupport
import Testing

/// Push SDKs' fixture extensions and sample payloads (Tests/Fixtures/PushSDKs) for the push SDK suites.
extension BuiltExtensions {
    /// Tests/Fixtures/PushSDKs.
    static let pushSDKFixtures = tests.appendingPathComponent("Fixtures/PushSDKs")

    /// The service extension whose one source is `file` under Tests/Fixtures/PushSDKs, its class `NotificationService`.
    static func pushSDKService(_ name: String, _ file: String) -> SwiftExtensionTarget {
        SwiftExtensionTarget(name: name, point: .service, sources: [pushSDKFixtures.appendingPathComponent(file).path],
                             principalClass: "$(PRODUCT_MODULE_NAME).NotificationService")
    }

    /// Builds `target` and starts it as a child.
    static func startPushSDKService(_ target: SwiftExtensionTarget) throws -> OutOfProcessServiceExtensionHost {
        let outcome = builder().build(target)
        let program = try #require(outcome.program, "\(outcome)")
        return try OutOfProcessServiceExtensionHost(launching: launch(program, target), limits: .standard)
    }

    /// The push the sample payload `Payloads/<file>` makes, with its example.com URLs pointing at `server` instead.
    static func samplePush(_ file: String, server: LocalHTTPServer, replacing path: (String, String)? = nil) throws -> NotificationRequest {
        var text = try String(contentsOf: pushSDKFixtures.appendingPathComponent("Payloads/\(file)"), encoding: .utf8)
        if let path { text = text.replacingOccurrences(of: path.0, with: path.1) }
        text = text.replacingOccurrences(of: "https://example.com/", with: server.url("/"))
        let decoded = PayloadDecoder.decode(Array(text.utf8))
        let content = try #require(decoded.content, "\(file): \(decoded.diagnostics)")
        return NotificationRequest(identifier: file, content: content, trigger: .push)
    }

    /// Hands `request` to the running extension and returns the content it hands back within 10 s of wall time.
    static func answer(_ host: OutOfProcessServiceExtensionHost, _ request: NotificationRequest) throws -> NotificationContent {
        try host.start(request)
        return try #require(try host.content(waitingUpTo: 10), "\(request.identifier): no content within 10 s")
    }

    /// hello.png's bytes, served as the SDKs' image.
    static func helloPNGBytes() throws -> [UInt8] { try [UInt8](Data(contentsOf: URL(fileURLWithPath: helloPNG))) }
}

extension ExtensionNotice {
    /// The SDK `sdk`'s log lines among `notices`, each as "category: message".
    static func lines(_ notices: [ExtensionNotice], of sdk: String) -> [String] {
        notices.compactMap { notice in
            guard case let .log(subsystem, category, message) = notice, subsystem == sdk else { return nil }
            return "\(category): \(message)"
        }
    }

    /// The app's categories as last registered among `notices`.
    static func lastRegistered(_ notices: [ExtensionNotice]) -> [NotificationCategory]? {
        notices.reversed().lazy.compactMap { notice -> [NotificationCategory]? in
            guard case let .categoriesRegistered(categories) = notice else { return nil }
            return categories
        }.first
    }
}
