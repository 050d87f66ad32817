import Foundation
import Testing
import TestSupport

/// A workspace whose content extension is given as its own Swift source: notisim compiles it on first use and runs
/// it as a child process (slow: the real compiler).
@Suite("An extension given as Swift source, in a terminal (slow)", .serialized, .tags(.e2e), .slowTier)
struct SwiftSourceExtensionTests {
    /// A view controller as an extension author writes it: a bold label made in viewDidLoad, the title on didReceive,
    /// 👍 appended on Like with the interface kept up.
    static let viewController = """
        import UIKit
        import UserNotifications
        import UserNotificationsUI

        class NotificationViewController: UIViewController, UNNotificationContentExtension {
            let titleLabel = UILabel()

            override func viewDidLoad() {
                super.viewDidLoad()
                titleLabel.font = .boldSystemFont(ofSize: 20)
                titleLabel.frame = CGRect(x: 16, y: 16, width: 300, height: 24)
                view.addSubview(titleLabel)
                preferredContentSize = CGSize(width: view.bounds.width, height: 64)
            }

            func didReceive(_ notification: UNNotification) {
                titleLabel.text = notification.request.content.title
            }

            func didReceive(_ response: UNNotificationResponse, completionHandler completion: @escaping (UNNotificationContentExtensionResponseOption) -> Void) {
                if response.actionIdentifier == "LIKE" {
                    titleLabel.text = "\\(response.notification.request.content.title) 👍"
                }
                completion(.doNotDismiss)
            }
        }
        """

    /// The chat workspace with its content extension given as `swiftSources`, hiding the default content.
    static func workspace() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("notisim-swift-source-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("ext"), withIntermediateDirectories: true)
        let workspace = """
            {"apps": [{"bundleID": "\(ChatWorkspace.app)", "displayName": "Chat",
              "authorization": {"request": ["alert", "sound"], "answer": "allow"},
              "delegate": {"willPresent": ["banner", "list"]},
              "categories": [{"id": "\(ChatWorkspace.category)", "actions": [{"id": "LIKE", "title": "Like"}]}],
              "extensions": [{"name": "ChatExtension", "kind": "content", "bundleID": "\(ChatWorkspace.app).ChatExtension",
                              "infoPlist": "ext/Info.plist", "swiftSources": ["ext/NotificationViewController.swift"],
                              "principalClass": "$(PRODUCT_MODULE_NAME).NotificationViewController"}]}]}
            """
        try Data(workspace.utf8).write(to: folder.appendingPathComponent("workspace.json"))
        try Data(ChatWorkspace.contentPlist([ChatWorkspace.category], hidesDefault: true).utf8).write(to: folder.appendingPathComponent("ext/Info.plist"))
        try Data(viewController.utf8).write(to: folder.appendingPathComponent("ext/NotificationViewController.swift"))
        return folder
    }

    @Test("notisim builds the extension's Swift source on first use (saying so on the status line); pulled down it shows Hello, and the Like key makes it Hello 👍")
    func likeThroughBuiltExtension() throws {
        let folder = try Self.workspace()
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("notisim-swift-source-state-\(UUID().uuidString)").path
        let tmux = try Tmux(cols: 100, rows: 34, environment: ["XDG_STATE_HOME": scratch + "/state", "XDG_CACHE_HOME": scratch + "/cache",
                                                               "TERM": "xterm-256color"])
        defer { tmux.kill() }
        let binary = try TmuxBuiltProducts.path(of: "notisim")
        try tmux.start(command: "'\(binary)' --ephemeral --workspace '\(folder.path)'; echo \"notisim exited $?\"; read line")
        try tmux.waitFor(text: "Event log")
        try tmux.send(keys: ":")
        try tmux.sendLiteral(text: "schedule n1 now app=\(ChatWorkspace.app) title=Hello body=\"Good Evening!\" category=\(ChatWorkspace.category)")
        try tmux.send(keys: "Enter")
        try tmux.waitFor(text: "Good Evening!")
        try tmux.send(keys: "Down")
        try tmux.waitFor(text: "building ChatExtension…")
        try tmux.waitFor(text: "1 Like", timeout: .seconds(120))
        let opened = try tmux.capture()
        #expect(opened.contains("Hello") && !opened.contains("👍"), "\(opened)")
        try tmux.send(keys: "1")
        let liked = try tmux.waitFor(text: "Hello 👍")
        #expect(!liked.contains("failed"), "\(liked)")
    }

    /// `notisim ARGUMENTS` with its caches under `cache`.
    static func notisim(_ arguments: [String], cache: String) throws -> CommandLineTests.Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try TmuxBuiltProducts.path(of: "notisim"))
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_CACHE_HOME"] = cache
        process.environment = environment
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let out = output.fileHandleForReading.readDataToEndOfFile(), err = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return CommandLineTests.Result(status: process.terminationStatus, output: String(decoding: out, as: UTF8.self), errors: String(decoding: err, as: UTF8.self))
    }

    @Test("build-extensions prints one line per extension: built, then cached; a source that does not compile fails with its own file:line")
    func buildExtensionsCommand() throws {
        let folder = try Self.workspace()
        let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("UIKitFixtures")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("service"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: fixtures.appendingPathComponent("ImageDownloadService/NotificationService.swift"),
                                         to: folder.appendingPathComponent("service/NotificationService.swift"))
        try Data(ChatWorkspace.servicePlist.utf8).write(to: folder.appendingPathComponent("service/Info.plist"))
        let broken = Self.viewController.replacingOccurrences(of: "titleLabel.text = notification.request.content.title",
                                                              with: "titleLabel.text = notification.request.content.badge")
        try Data(broken.utf8).write(to: folder.appendingPathComponent("ext/NotificationViewController.swift"))
        let workspace = folder.appendingPathComponent("workspace.json")
        let text = try String(contentsOf: workspace, encoding: .utf8).replacingOccurrences(of: "}]}]}", with: """
            }, {"name": "NotificationService", "kind": "service", "bundleID": "\(ChatWorkspace.app).NotificationService",
                "infoPlist": "service/Info.plist", "swiftSources": ["service/NotificationService.swift"], "principalClass": "NotificationService"}]}]}
            """)
        try Data(text.utf8).write(to: workspace)
        let cache = FileManager.default.temporaryDirectory.appendingPathComponent("notisim-build-extensions-\(UUID().uuidString)").path

        let first = try Self.notisim(["build-extensions", "--workspace", folder.path], cache: cache)
        #expect(first.status == 1)
        let lines = first.output.split(separator: "\n").map(String.init)
        #expect(lines.count == 2, "\(first.output)")
        #expect(lines.first?.hasPrefix("ChatExtension: failed: ext/NotificationViewController.swift:17:") == true, "\(first.output)")
        #expect(lines.first?.contains(": error: ") == true)
        #expect(lines.last?.hasPrefix("NotificationService: built in ") == true, "\(first.output)")
        #expect(first.errors.contains("building NotificationService…"))

        let second = try Self.notisim(["build-extensions", "--workspace", folder.path], cache: cache)
        #expect(second.output == lines[0] + "\nNotificationService: cached\n")
        #expect(second.errors.isEmpty, "\(second.errors)")
    }

    @Test("render builds a Swift-source extension (saying so on standard error); when it crashes in didReceive the fatal error and its line are shown and the default UI drawn")
    func renderFallsBackFromCrash() throws {
        let folder = try Self.workspace()
        let crashing = Self.viewController.replacingOccurrences(of: "titleLabel.text = notification.request.content.title",
                                                                with: "fatalError(\"no title for \\(notification.request.identifier)\")")
        try Data(crashing.utf8).write(to: folder.appendingPathComponent("ext/NotificationViewController.swift"))
        let push = folder.appendingPathComponent("chat.apns")
        try Data(ChatWorkspace.push.utf8).write(to: push)
        let cache = FileManager.default.temporaryDirectory.appendingPathComponent("notisim-render-swift-\(UUID().uuidString)").path
        let result = try Self.notisim(["render", push.path, "--workspace", folder.path, "--format", "text", "--width", "60"], cache: cache)
        #expect(result.status == 0, "\(result.errors)")
        #expect(result.output.contains("See you at eight"), "the default UI shows the body: \(result.output)")
        #expect(result.errors.contains("building ChatExtension…"), "\(result.errors)")
        #expect(result.errors.contains("ChatExtension: didReceive(notification) failed: crashed: killed by signal 4 (ChatExtension/NotificationViewController.swift:17: Fatal error: no title for "),
                "\(result.errors)")
        #expect(result.errors.contains("; showing the default UI"))
    }

    @Test("render --device: the built extension's view is that device's custom-area width (iPhone SE narrower than iPhone 15 Pro Max)")
    func viewWidthFollowsDevice() throws {
        let folder = try Self.workspace()
        let measuring = Self.viewController.replacingOccurrences(of: "titleLabel.text = notification.request.content.title",
                                                                 with: "titleLabel.text = \"width \\(Int(view.bounds.width)) pt\"")
        try Data(measuring.utf8).write(to: folder.appendingPathComponent("ext/NotificationViewController.swift"))
        let push = folder.appendingPathComponent("chat.apns")
        try Data(ChatWorkspace.push.utf8).write(to: push)
        let cache = FileManager.default.temporaryDirectory.appendingPathComponent("notisim-render-width-\(UUID().uuidString)").path
        func width(_ device: String) throws -> Int? {
            let result = try Self.notisim(["render", push.path, "--workspace", folder.path, "--format", "text", "--device", device], cache: cache)
            let match = result.output.firstMatch(of: /width (\d+) pt/)
            return match.flatMap { Int($0.1) }
        }
        let small = try #require(try width("iphone-se")), large = try #require(try width("iphone-15-pro-max"))
        // The screens differ by 55 pt; the custom area is the screen less the same margins on both.
        #expect(large - small == 55, "\(small) / \(large)")
    }
}
