import Foundation
import NotiCore
import NotiExtensionBuild
import NotiExtensions
import TestSupport
import Testing

/// Running the fixture extensions of Tests/Fixtures/PushSDKs that stand for the push SDKs' published samples
/// (Adobe, Notificare, Reteno, Exponea, WonderPush, Appcues, Swrve, the image libraries) as children.
enum PushSDKRuns {
    /// Tests/Fixtures/PushSDKs.
    static let fixtures = BuiltExtensions.tests.appendingPathComponent("Fixtures/PushSDKs")

    /// The extension whose one source is `file` under Tests/Fixtures/PushSDKs, its principal class `className`.
    static func target(_ name: String, _ file: String, point: ExtensionPoint = .service, className: String = "NotificationService")
        -> SwiftExtensionTarget {
        SwiftExtensionTarget(name: name, point: point, sources: [fixtures.appendingPathComponent(file).path],
                             principalClass: "$(PRODUCT_MODULE_NAME).\(className)")
    }

    /// Builds `target` and returns its program.
    static func program(_ target: SwiftExtensionTarget) throws -> String {
        let outcome = BuiltExtensions.builder().build(target)
        return try #require(outcome.program, "\(outcome)")
    }

    /// Builds the service extension `target` and starts it as a child.
    static func startService(_ target: SwiftExtensionTarget) throws -> OutOfProcessServiceExtensionHost {
        try OutOfProcessServiceExtensionHost(launching: BuiltExtensions.launch(try program(target), target), limits: .standard)
    }

    /// Builds the content extension `target` and starts it as a child.
    static func startContent(_ target: SwiftExtensionTarget) throws -> OutOfProcessContentExtensionHost {
        try OutOfProcessContentExtensionHost(launching: BuiltExtensions.launch(try program(target), target), limits: .standard)
    }

    /// The push the sample payload `Payloads/<file>` makes, its https://example.com/ URLs pointing at `server`.
    static func push(_ file: String, server: LocalHTTPServer, replacing: [(String, String)] = []) throws -> NotificationRequest {
        var text = try String(contentsOf: fixtures.appendingPathComponent("Payloads/\(file)"), encoding: .utf8)
        for (old, new) in replacing { text = text.replacingOccurrences(of: old, with: new) }
        text = text.replacingOccurrences(of: "https://example.com/", with: server.url("/"))
        let decoded = PayloadDecoder.decode(Array(text.utf8))
        let content = try #require(decoded.content, "\(file): \(decoded.diagnostics)")
        return NotificationRequest(identifier: file, content: content, trigger: .push)
    }

    /// Hands `request` to the running service extension; the content it hands back within 10 s of wall time.
    static func answer(_ host: OutOfProcessServiceExtensionHost, _ request: NotificationRequest) throws -> NotificationContent {
        try host.start(request)
        return try #require(try host.content(waitingUpTo: 10), "\(request.identifier): no content within 10 s")
    }

    /// `content` as delivered, for a content extension.
    static func delivered(_ content: NotificationContent) -> DeliveredNotification {
        DeliveredNotification(bundleID: "com.example.notes", request: NotificationRequest(identifier: "pushed", content: content),
                              date: Date(timeIntervalSince1970: 0))
    }

    /// The served PNG (hello.png, 32 by 16 pixels).
    static func png() throws -> [UInt8] { try [UInt8](Data(contentsOf: URL(fileURLWithPath: BuiltExtensions.helloPNG))) }

    /// The log lines of `sdk` among `notices`, each "category: message".
    static func lines(_ notices: [ExtensionNotice], of sdk: String) -> [String] {
        notices.compactMap { notice in
            guard case let .log(subsystem, category, message) = notice, subsystem == sdk else { return nil }
            return "\(category): \(message)"
        }
    }

    /// The categories last registered among `notices`.
    static func registered(_ notices: [ExtensionNotice]) -> [NotificationCategory]? {
        notices.reversed().lazy.compactMap { notice -> [NotificationCategory]? in
            guard case let .categoriesRegistered(categories) = notice else { return nil }
            return categories
        }.first
    }

    /// The attachment identifiers of the images a custom view draws.
    static func images(_ view: CustomView?) -> [String] {
        switch view {
        case let .image(attachment, _)?: return attachment.map { [$0] } ?? []
        case let .overlay(children)?, let .vstack(children)?, let .hstack(children)?: return children.flatMap { images($0) }
        case let .placed(_, child)?, let .padding(_, child)?: return images(child)
        default: return []
        }
    }
}
