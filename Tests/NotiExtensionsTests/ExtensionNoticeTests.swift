import Foundation
import NotiCore
@testable import NotiExtensions
import TestSupport
import Testing

private func shellExtension(_ body: String, point: ExtensionPoint, categories: [NotificationCategory] = []) throws -> ExtensionLaunch {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("notisim-sh-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try Data(body.utf8).write(to: folder.appendingPathComponent("ext.sh"))
    var launch = ExtensionLaunch(command: ["sh", "ext.sh"], workingDirectory: folder.path, name: "Shell", bundleID: "com.example.app.Shell",
                                 appBundleID: "com.example.app", point: point)
    launch.registeredCategories = categories
    return launch
}

private let push = NotificationRequest(identifier: "n1", content: NotificationContent(title: "T", body: "B"), trigger: .push)

@Suite("Notifications from the extension: log lines and categories between answers", .tags(.process), .slowTier)
struct ExtensionNoticeTests {
    @Test("An extension's log and setNotificationCategories notifications are kept in order and taken once; hello carries the app's categories")
    func noticesAreKeptInOrder() throws {
        let reply = FileManager.default.temporaryDirectory.appendingPathComponent("notisim-hello-\(UUID().uuidString)").path
        let launch = try shellExtension("""
        read hello
        printf '%s\\n' "$hello" > \(reply)
        printf '{"id":1,"result":{"protocol":1}}\\n'
        read call
        printf '{"method":"log","params":{"subsystem":"FirebaseMessaging","category":"would send","message":"delivery metrics"}}\\n'
        printf '{"method":"setNotificationCategories","params":{"categories":[{"identifier":"SDK","actions":[{"identifier":"open","title":"Open","options":["foreground"]}]}]}}\\n'
        printf '{"id":2,"result":{"content":{"title":"Done"}}}\\n'
        """, point: .service, categories: [NotificationCategory(identifier: "APP", actions: [NotificationAction(identifier: "a", title: "A")])])
        let host = try OutOfProcessServiceExtensionHost(launching: launch, limits: .standard)
        defer { host.close() }
        try host.start(push)
        let handed = try #require(try host.content(waitingUpTo: 2))
        #expect(handed.title == "Done")
        #expect(host.takeNotices() == [
            .log(subsystem: "FirebaseMessaging", category: "would send", message: "delivery metrics"),
            .categoriesRegistered([NotificationCategory(identifier: "SDK", actions: [NotificationAction(identifier: "open", title: "Open", options: .foreground)])]),
        ])
        #expect(host.takeNotices().isEmpty)
        let hello = try JSONParser.parse(Array(try String(contentsOfFile: reply, encoding: .utf8).utf8))
        #expect(try WireDecoding.categories(hello["params"]?["categories"] ?? .null, "categories").map(\.identifier) == ["APP"])
    }

    @Test("An unknown notification or a malformed one is a fault naming it; a log line past 500 characters is cut")
    func badNoticesAreFaults() throws {
        let unknown = try shellExtension("""
        read hello
        printf '{"id":1,"result":{"protocol":1}}\\n'
        read call
        printf '{"method":"vibrate","params":{}}\\n'
        sleep 5
        """, point: .service)
        let host = try OutOfProcessServiceExtensionHost(launching: unknown, limits: .standard)
        try host.start(push)
        #expect(performing: { try host.content(waitingUpTo: 2) }, throws: { "\($0)".contains("\"vibrate\" is not a notification notisim knows") })
        let malformed = try shellExtension("""
        read hello
        printf '{"id":1,"result":{"protocol":1}}\\n'
        read call
        printf '{"method":"setNotificationCategories","params":{"categories":[{"identifier":7}]}}\\n'
        sleep 5
        """, point: .service)
        let second = try OutOfProcessServiceExtensionHost(launching: malformed, limits: .standard)
        try second.start(push)
        #expect(performing: { try second.content(waitingUpTo: 2) }, throws: { "\($0)".contains("params.categories[0].identifier: expected a string") })
        let long = try ExtensionNotice.decode(method: "log", ["message": .string(String(repeating: "x", count: 900))])
        #expect(long == .log(subsystem: "", category: "", message: String(repeating: "x", count: 500)))
    }

    @Test("Past 200 notices between takes the rest are counted and dropped, in one line")
    func noticesAreBounded() throws {
        let launch = try shellExtension("""
        read hello
        printf '{"id":1,"result":{"protocol":1}}\\n'
        read call
        i=0; while [ $i -lt 250 ]; do printf '{"method":"log","params":{"message":"line %s"}}\\n' $i; i=$((i+1)); done
        printf '{"id":2,"result":{"content":{}}}\\n'
        """, point: .service)
        let host = try OutOfProcessServiceExtensionHost(launching: launch, limits: .standard)
        defer { host.close() }
        try host.start(push)
        _ = try #require(try host.content(waitingUpTo: 5))
        let notices = host.takeNotices()
        #expect(notices.count == 201)
        #expect(notices.last == .log(subsystem: "notisim", category: "", message: "50 more log lines from the extension were dropped"))
    }
}
