import Foundation
import NotiCore
import NotiExtensionBuild
import NotiExtensionTarget
import NotiExtensions
import TestSupport
import Testing

/// The push SDK suites' fixture extensions (Tests/Fixtures/PushSDKs/<SDK>, written as each SDK's guide shows them) and
/// sample payloads (Tests/Fixtures/PushSDKs/Payloads), built and run as children.
enum PushSDKFixtures {
    /// Tests/Fixtures/PushSDKs.
    static let folder = BuiltExtensions.tests.appendingPathComponent("Fixtures/PushSDKs")

    /// The extension of `point` whose one source is `file` under Tests/Fixtures/PushSDKs, its principal class `className`.
    static func target(_ name: String, _ file: String, point: ExtensionPoint = .service, className: String = "NotificationService")
        -> SwiftExtensionTarget {
        SwiftExtensionTarget(name: name, point: point, sources: [folder.appendingPathComponent(file).path],
                             principalClass: "$(PRODUCT_MODULE_NAME).\(className)")
    }

    /// Builds `target` (or finds it in the run's cache) and returns its program.
    static func program(_ target: SwiftExtensionTarget) throws -> String {
        let outcome = BuiltExtensions.builder().build(target)
        return try #require(outcome.program, "\(outcome)")
    }

    /// Builds the service extension `target` and starts it as a child, its launch changed by `configure` first (an
    /// Info.plist, app groups).
    static func startService(_ target: SwiftExtensionTarget, configure: (inout ExtensionLaunch) -> Void = { _ in })
        throws -> OutOfProcessServiceExtensionHost {
        var launch = BuiltExtensions.launch(try program(target), target)
        configure(&launch)
        return try OutOfProcessServiceExtensionHost(launching: launch, limits: .standard)
    }

    /// Builds the content extension `target` and starts it as a child.
    static func startContent(_ target: SwiftExtensionTarget) throws -> OutOfProcessContentExtensionHost {
        try OutOfProcessContentExtensionHost(launching: BuiltExtensions.launch(try program(target), target), limits: .standard)
    }

    /// The push the sample payload `Payloads/<file>` makes, named `file`: each `replacing` pair replaced first, then its
    /// https://example.com/ URLs pointing at `server` (left as they are without one).
    static func push(_ file: String, server: LocalHTTPServer?, replacing: [(String, String)] = []) throws -> NotificationRequest {
        var text = try String(contentsOf: folder.appendingPathComponent("Payloads/\(file)"), encoding: .utf8)
        for (old, new) in replacing { text = text.replacingOccurrences(of: old, with: new) }
        if let server { text = text.replacingOccurrences(of: "https://example.com/", with: server.url("/")) }
        let decoded = PayloadDecoder.decode(Array(text.utf8))
        let content = try #require(decoded.content, "\(file): \(decoded.diagnostics)")
        return NotificationRequest(identifier: file, content: content, trigger: .push)
    }

    /// Hands `request` to the running service extension; the content it hands back within 10 s of wall time.
    static func answer(_ host: OutOfProcessServiceExtensionHost, _ request: NotificationRequest) throws -> NotificationContent {
        try host.start(request)
        return try #require(try host.content(waitingUpTo: 10), "\(request.identifier): no content within 10 s")
    }

    /// Starts the service extension `target` as a new child (its launch changed by `configure`), hands it `request`,
    /// and returns what it hands back within 10 s of wall time (`expiring`: at once when its time expires, with 2 s of
    /// grace; nil if nothing) with the notices it sent meanwhile.
    static func run(_ target: SwiftExtensionTarget, _ request: NotificationRequest, expiring: Bool = false,
                    configure: (inout ExtensionLaunch) -> Void = { _ in }) throws
        -> (content: NotificationContent?, notices: [ExtensionNotice]) {
        let host = try startService(target, configure: configure)
        defer { host.close() }
        try host.start(request)
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

    /// The categories last registered among `notices`; nil if none were.
    static func registered(_ notices: [ExtensionNotice]) -> [NotificationCategory]? {
        notices.reversed().lazy.compactMap { notice -> [NotificationCategory]? in
            guard case let .categoriesRegistered(categories) = notice else { return nil }
            return categories
        }.first
    }

    /// hello.png's bytes (32 by 16 pixels), which the sample payloads' image URLs serve.
    static func png() throws -> [UInt8] { try [UInt8](Data(contentsOf: URL(fileURLWithPath: BuiltExtensions.helloPNG))) }

    /// Whether `content` carries exactly hello.png, attached as a PNG image.
    static func hasHelloPNG(_ content: NotificationContent) throws -> Bool {
        guard content.attachments.count == 1, let attachment = content.attachments.first,
              attachment.kind == .image, attachment.typeHint == "public.png" else { return false }
        return try Data(contentsOf: URL(fileURLWithPath: attachment.path)) == Data(try png())
    }

    /// `content` as a delivered push named `identifier`, for a content extension.
    static func delivered(_ content: NotificationContent, identifier: String = "pushed") -> DeliveredNotification {
        DeliveredNotification(bundleID: "com.example.notes", request: NotificationRequest(identifier: identifier, content: content, trigger: .push),
                              date: Date(timeIntervalSince1970: 0))
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
