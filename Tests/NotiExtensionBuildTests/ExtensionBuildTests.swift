import Foundation
import NotiCore
import NotiExtensionBuild
import NotiExtensionTarget
import NotiExtensions
import NotiLayout
import TestSupport
import Testing

/// The build pipeline with the real compiler and real child processes (slow: seconds per compile; every test shares
/// one cache, so each extension is compiled once per run).
@Suite("Building an extension's own Swift sources into a child process (slow)", .serialized, .tags(.process), .slowTier)
struct ExtensionBuildTests {
    /// The texts drawn in a custom view.
    static func texts(_ view: CustomView?) -> [String] {
        switch view {
        case let .text(text, _, _)?: return [text]
        case let .styledText(runs, _, _)?: return [runs.map(\.text).joined()]
        case let .overlay(children)?, let .vstack(children)?, let .hstack(children)?: return children.flatMap { texts($0) }
        case let .placed(_, child)?, let .padding(_, child)?: return texts(child)
        default: return []
        }
    }

    @Test("The notes' version-3 view controller, compiled from its own file, runs as a child: Like answers .doNotDismiss and the title reads Hello 👍")
    func notesActionExtensionAnswersLike() throws {
        var target = BuiltExtensions.actionResponse
        target.outletWiring = BuiltExtensions.notesStoryboard
        let outcome = BuiltExtensions.builder().build(target)
        let program = try #require(outcome.program, "\(outcome)")
        let host = try OutOfProcessContentExtensionHost(launching: BuiltExtensions.launch(program, target), limits: .standard)
        defer { host.close() }
        #expect(host.respondsToResponses)
        let like = NotificationAction(identifier: "ACTION_LIKE", title: "Like")
        let opened = try host.didReceive(BuiltExtensions.hello, visibleActions: [like, NotificationAction(identifier: "ACTION_DISLIKE", title: "Dislike")])
        #expect(Self.texts(opened.state.customView) == ["Hello", "Good Evening!"])
        #expect(opened.state.preferredHeightPoints == 200)
        let answered = try host.didReceive(NotificationResponse(notification: BuiltExtensions.hello, actionIdentifier: like.identifier))
        #expect(answered.responseOption == .doNotDismiss)
        #expect(Self.texts(answered.state.customView) == ["Hello 👍", "Good Evening!"])
    }

    @Test("The notes' service extension, compiled from its own file, never resumes its download, so expiry hands back the original content")
    func notesServiceExtensionGivesOriginalAtExpiry() throws {
        let target = BuiltExtensions.imageDownloadService
        let program = try #require(BuiltExtensions.builder().build(target).program)
        let host = try OutOfProcessServiceExtensionHost(launching: BuiltExtensions.launch(program, target), limits: .standard)
        defer { host.close() }
        var content = NotificationContent(title: "新しい写真", body: "新しい写真がシェアされました")
        content.userInfo = ["image_url": "https://example.invalid/photo.png"]
        try host.start(NotificationRequest(identifier: "photo", content: content, trigger: .push))
        #expect(try host.content(waitingUpTo: 0.2) == nil)
        let handed = try #require(try host.timeWillExpire(grace: 2))
        #expect(handed.title == "新しい写真" && handed.body == "新しい写真がシェアされました" && handed.attachments.isEmpty)
    }

    /// A push asking for `imageURL` in its payload, as the notes' messenger sends it.
    static func photoRequest(_ imageURL: String) -> NotificationRequest {
        var content = NotificationContent(title: "新しい写真", body: "新しい写真がシェアされました")
        content.userInfo = ["image_url": .string(imageURL)]
        return NotificationRequest(identifier: "photo", content: content, trigger: .push)
    }

    /// Starts the built service extension, hands it `request`, and returns what it hands back within 10 s of wall time.
    static func serviceAnswer(_ target: SwiftExtensionTarget, _ request: NotificationRequest) throws -> NotificationContent? {
        let program = try #require(BuiltExtensions.builder().build(target).program)
        let host = try OutOfProcessServiceExtensionHost(launching: BuiltExtensions.launch(program, target), limits: .standard)
        defer { host.close() }
        try host.start(request)
        return try host.content(waitingUpTo: 10)
    }

    @Test("A service extension's own source downloads image_url with URLSession.shared.downloadTask over HTTP and hands back the attachment")
    func serviceDownloadsOverHTTP() throws {
        let png = try [UInt8](Data(contentsOf: URL(fileURLWithPath: BuiltExtensions.helloPNG)))
        let server = try LocalHTTPServer(files: ["/image/img10000.png": png])
        defer { server.stop() }
        let handed = try #require(try Self.serviceAnswer(BuiltExtensions.resumingDownloadService, Self.photoRequest(server.url("/image/img10000.png"))))
        #expect(handed.title == "新しい写真")
        let attachment = try #require(handed.attachments.first)
        #expect(attachment.identifier == "image" && attachment.kind == .image && attachment.typeHint == "public.png")
        #expect(try Data(contentsOf: URL(fileURLWithPath: attachment.path)) == Data(png))
    }

    @Test("A service extension's own source fetches a file: URL and an http: URL with URLSession.shared.dataTask")
    func serviceDataTaskFileAndHTTP() throws {
        let caption = FileManager.default.temporaryDirectory.appendingPathComponent("notisim-caption-\(UUID().uuidString).txt")
        try Data("夕焼け".utf8).write(to: caption)
        defer { try? FileManager.default.removeItem(at: caption) }
        let server = try LocalHTTPServer(files: ["/caption.txt": Array("朝焼け".utf8)])
        defer { server.stop() }
        for (url, expected) in [(caption.absoluteString, "夕焼け"), (server.url("/caption.txt"), "朝焼け")] {
            var request = Self.photoRequest("")
            request.content.userInfo = ["caption_url": .string(url)]
            let captioned = try #require(try Self.serviceAnswer(BuiltExtensions.resumingDownloadService, request))
            #expect(captioned.subtitle == expected, "\(url)")
        }
    }

    @Test("A service extension whose download never answers hands its best attempt from serviceExtensionTimeWillExpire")
    func serviceBestAttemptAtExpiry() throws {
        let server = try LocalHTTPServer(files: [:])
        defer { server.stop() }
        let target = BuiltExtensions.resumingDownloadService
        let program = try #require(BuiltExtensions.builder().build(target).program)
        let host = try OutOfProcessServiceExtensionHost(launching: BuiltExtensions.launch(program, target), limits: .standard)
        defer { host.close() }
        try host.start(Self.photoRequest(server.url("/slow.png")))
        #expect(try host.content(waitingUpTo: 0.2) == nil)
        let handed = try #require(try host.timeWillExpire(grace: 2))
        #expect(handed.title == "新しい写真 (best attempt)" && handed.attachments.isEmpty)
    }

    @Test("A force-unwrap crash in a service extension's didReceive is a fault naming the fatal error and the user's file:line")
    func serviceCrashNamesFileAndLine() throws {
        let target = try BuiltExtensions.scratchTarget("CrashingService", """
            import UserNotifications

            class NotificationService: UNNotificationServiceExtension {
                override func didReceive(_ request: UNNotificationRequest, withContentHandler contentHandler: @escaping (UNNotificationContent) -> Void) {
                    let url = URL(string: request.content.userInfo["image_url"] as? String ?? "")
                    print(url!.path)
                }
            }
            """, point: .service, principalClass: "NotificationService")
        let program = try #require(BuiltExtensions.builder().build(target).program)
        let host = try OutOfProcessServiceExtensionHost(launching: BuiltExtensions.launch(program, target), limits: .standard)
        defer { host.close() }
        let fault = #expect(throws: ExtensionFault.self) {
            try host.start(Self.photoRequest(""))
            _ = try host.content(waitingUpTo: 5)
        }
        let description = fault.map { "\($0)" } ?? ""
        #expect(description.contains("NotificationViewController.swift:6: Fatal error: Unexpectedly found nil"), "\(description)")
    }

    @Test("A compile error is reported with the user's own file and line, and the same sources fail again without a compile")
    func compileErrorNamesUsersFileAndLine() throws {
        let target = try BuiltExtensions.scratchTarget("BrokenExtension", """
            import UIKit
            import UserNotifications
            import UserNotificationsUI

            class NotificationViewController: UIViewController, UNNotificationContentExtension {
                func didReceive(_ notification: UNNotification) {
                    let count: Int = notification.request.content.title
                }
            }
            """)
        guard case .failed(let failure) = BuiltExtensions.builder().build(target) else { Issue.record("the build did not fail"); return }
        #expect(failure.firstError.hasPrefix(target.sources[0] + ":7:"))
        #expect(failure.firstError.contains("error: cannot convert value of type 'String'"))
        #expect(BuiltExtensions.builder().build(target) == .failed(failure))
    }

    @Test("A crash in didReceive is a fault naming the fatal error and the user's file:line (the app then shows the default UI)")
    func crashIsReportedWithFatalError() throws {
        let target = try BuiltExtensions.scratchTarget("CrashingExtension", """
            import UIKit
            import UserNotifications
            import UserNotificationsUI

            class NotificationViewController: UIViewController, UNNotificationContentExtension {
                func didReceive(_ notification: UNNotification) {
                    fatalError("no image for \\(notification.request.identifier)")
                }
            }
            """)
        let program = try #require(BuiltExtensions.builder().build(target).program)
        let host = try OutOfProcessContentExtensionHost(launching: BuiltExtensions.launch(program, target), limits: .standard)
        defer { host.close() }
        #expect(performing: { try host.didReceive(BuiltExtensions.hello, visibleActions: []) }, throws: { error in
            guard case let .killedBySignal(_, detail)? = error as? ExtensionFault, let detail else { return false }
            return detail.contains("NotificationViewController.swift:7: Fatal error: no image for Hello")
        })
    }

    @Test("A built content extension's view is the custom area's width notisim gives it (NOTISIM_CUSTOM_AREA_WIDTH), else the standard banner's")
    func viewWidthFollowsTheDevice() throws {
        let target = try BuiltExtensions.scratchTarget("WidthExtension", """
            import UIKit
            import UserNotifications
            import UserNotificationsUI

            class NotificationViewController: UIViewController, UNNotificationContentExtension {
                let label = UILabel()
                func didReceive(_ notification: UNNotification) {
                    label.text = "width \\(Int(view.bounds.width))"
                    label.frame = CGRect(x: 0, y: 0, width: 200, height: 20)
                    view.addSubview(label)
                }
            }
            """)
        let program = try #require(BuiltExtensions.builder().build(target).program)
        func width(_ points: Double?) throws -> [String] {
            var launch = BuiltExtensions.launch(program, target)
            launch.customAreaWidthPoints = points
            let host = try OutOfProcessContentExtensionHost(launching: launch, limits: .standard)
            defer { host.close() }
            return Self.texts(try host.didReceive(BuiltExtensions.hello, visibleActions: []).state.customView)
        }
        #expect(try width(300) == ["width 300"])
        #expect(try width(nil) == ["width \(Int(DeviceProfile.standard.bannerWidthPoints))"])
    }

    @Test("A second build of the same sources hits the cache: the compiler does not run again")
    func secondBuildIsCached() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("notisim-counting-swiftc-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let log = folder.appendingPathComponent("runs.log"), wrapper = folder.appendingPathComponent("swiftc")
        let real = try #require(ProcessInfo.processInfo.environment["PATH"]?.split(separator: ":")
            .map { "\($0)/swiftc" }.first(where: FileManager.default.isExecutableFile))
        try Data("#!/bin/sh\necho run >> '\(log.path)'\nexec '\(real)' \"$@\"\n".utf8).write(to: wrapper)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: wrapper.path)
        var environment = ProcessInfo.processInfo.environment
        environment["SWIFT_EXEC"] = wrapper.path
        let target = try BuiltExtensions.scratchTarget("CachedExtension", """
            import UIKit
            import UserNotifications
            import UserNotificationsUI

            class NotificationViewController: UIViewController, UNNotificationContentExtension {
                func didReceive(_ notification: UNNotification) {}
            }
            """)
        var progress: [String] = []
        guard case .built(let program, _) = BuiltExtensions.builder(environment: environment).build(target, progress: { progress.append($0) }) else {
            Issue.record("the first build did not compile"); return
        }
        #expect(progress.first == "building CachedExtension…")
        #expect(progress.dropFirst() == progress.indices.dropFirst().map { "building CachedExtension… \($0) s" }[...])
        progress = []
        #expect(BuiltExtensions.builder(environment: environment).build(target, progress: { progress.append($0) }) == .cached(program: program))
        #expect(progress.isEmpty)
        #expect(try String(contentsOf: log, encoding: .utf8) == "run\n")
    }

    @Test("A compiler that does not finish is stopped at the build's time limit and the build fails saying so")
    func hungCompilerIsStopped() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("notisim-hung-swiftc-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let wrapper = folder.appendingPathComponent("swiftc")
        try Data("#!/bin/sh\nexec sleep 600\n".utf8).write(to: wrapper)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: wrapper.path)
        var environment = ProcessInfo.processInfo.environment
        environment["SWIFT_EXEC"] = wrapper.path
        var builder = BuiltExtensions.builder(environment: environment)
        builder.compileTimeout = 0.5
        let target = try BuiltExtensions.scratchTarget("HungCompilerExtension", "import UIKit\n")
        #expect(builder.build(target) == .failed(ExtensionBuildFailure(firstError: "the Swift compiler did not finish within 0.5 s and was stopped")))
    }

    @Test("No compiler is a one-line failure saying how to give one")
    func missingCompiler() {
        let environment = ["PATH": "/nonexistent", "HOME": NSHomeDirectory()]
        guard case .failed(let failure) = BuiltExtensions.builder(environment: environment).build(BuiltExtensions.actionResponse) else {
            Issue.record("built without a compiler"); return
        }
        #expect(failure.firstError == "no Swift compiler: swiftc is not on PATH (install Swift, or set SWIFT_EXEC to swiftc's path)")
    }
}

/// A stand-in for the Linux rewrite: takes `@objc ` out of each line, keeping every line where it was.
struct ObjcAttributeRemoval: ExtensionSourceRewriting {
    var identity: String { "test: @objc removed" }
    func rewrite(_ source: String, path: String) throws -> String { source.replacingOccurrences(of: "@objc ", with: "") }
}

/// A rewrite that breaks the contract: it adds a line.
struct LineAddingRewrite: ExtensionSourceRewriting {
    var identity: String { "test: a line added" }
    func rewrite(_ source: String, path: String) throws -> String { "// added\n" + source }
}

@Suite("The source rewrite seam (slow)", .serialized, .tags(.process), .slowTier)
struct ExtensionSourceRewritingTests {
    static let source = """
        import UIKit
        import UserNotifications
        import UserNotificationsUI

        class NotificationViewController: UIViewController, UNNotificationContentExtension {
            @objc func likeTapped() {}
            func didReceive(_ notification: UNNotification) {}
        }
        """

    @Test("Each source is rewritten before compiling: @objc, which Linux refuses, compiles once the rewrite takes it out")
    func rewriteIsAppliedBeforeCompiling() throws {
        let target = try BuiltExtensions.scratchTarget("ObjcExtension", Self.source)
        var unchangedBuilder = BuiltExtensions.builder()
        unchangedBuilder.rewriter = UnchangedSources()
        guard case .failed(let unchanged) = unchangedBuilder.build(target) else { Issue.record("@objc compiled on Linux"); return }
        #expect(unchanged.firstError.hasPrefix(target.sources[0] + ":6:"), "\(unchanged.firstError)")
        var rewriting = BuiltExtensions.builder()
        rewriting.rewriter = ObjcAttributeRemoval()
        let outcome = rewriting.build(target)
        #expect(outcome.program != nil, "\(outcome)")
    }

    @Test("The notes' NotificationViewController as the project holds it (@IBOutlet weak var titleLable…) builds unchanged through the Linux rewrite")
    func notesControllerBuildsUnchanged() throws {
        let file = BuiltExtensions.tests.appendingPathComponent("Fixtures/LocalNotificationPractice/LocalNotificationContentExtension/NotificationViewController.swift")
        #expect(try String(contentsOf: file, encoding: .utf8).contains("@IBOutlet weak var titleLable: UILabel!"))
        let target = SwiftExtensionTarget(name: "LocalNotificationContentExtension", point: .content, sources: [file.path],
                                          principalClass: "$(PRODUCT_MODULE_NAME).NotificationViewController")
        let outcome = BuiltExtensions.builder().build(target)
        #expect(outcome.program != nil, "\(outcome)")
    }

    @Test("import Foundation in an extension's file gets notisim's clock: Timer and DispatchQueue.main are not ambiguous and the file builds")
    func foundationImportGetsTheClock() throws {
        let target = try BuiltExtensions.scratchTarget("FoundationExtension", """
            import Foundation
            import UIKit
            import UserNotifications
            import UserNotificationsUI

            class NotificationViewController: UIViewController, UNNotificationContentExtension {
                var timer: Timer?
                func didReceive(_ notification: UNNotification) {
                    timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: false) { _ in }
                    DispatchQueue.main.asyncAfter(deadline: .now() + 1) { self.view.alpha = 0.5 }
                }
            }
            """)
        let outcome = BuiltExtensions.builder().build(target)
        #expect(outcome.program != nil, "\(outcome)")
        #expect(LinuxSourceRewrite.clockImports("@preconcurrency import Foundation\nimport Dispatch // queues\nimport UIKit")
                == "@preconcurrency import NotiDispatch\nimport NotiDispatch // queues\nimport UIKit")
    }

    @Test("URLSessionConfiguration settings Foundation on Linux lacks or has get-only build as on iOS")
    func sessionConfigurationSettingsBuild() throws {
        let target = try BuiltExtensions.scratchTarget("SessionSettingsExtension", """
            import Foundation
            import UIKit
            import UserNotifications
            import UserNotificationsUI

            class NotificationViewController: UIViewController, UNNotificationContentExtension {
                lazy var session: URLSession = {
                    let config = URLSessionConfiguration.ephemeral
                    config.waitsForConnectivity = false
                    config.allowsExpensiveNetworkAccess = false
                    config.allowsConstrainedNetworkAccess = false
                    config.sessionSendsLaunchEvents = false
                    return URLSession(configuration: config)
                }()
                func didReceive(_ notification: UNNotification) { _ = session }
            }
            """)
        let outcome = BuiltExtensions.builder().build(target)
        #expect(outcome.program != nil, "\(outcome)")
    }

    @Test("#selector(method) and #selector(Type.method(_:)) build through the Linux rewrite: a button's target and a Timer's selector")
    func selectorBuildsThroughRewrite() throws {
        let target = try BuiltExtensions.scratchTarget("SelectorExtension", """
            import UIKit
            import UserNotifications
            import UserNotificationsUI

            class NotificationViewController: UIViewController, UNNotificationContentExtension {
                let button = UIButton()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    button.addTarget(self, action: #selector(NotificationViewController.likeTapped(_:)), for: .touchUpInside)
                    Timer.scheduledTimer(timeInterval: 1, target: self, selector: #selector(tick), userInfo: nil, repeats: false)
                }
                @objc func likeTapped(_ sender: UIButton) { title = "liked" }
                @objc func tick() { title = "ticked" }
                func didReceive(_ notification: UNNotification) {}
            }
            """)
        let outcome = BuiltExtensions.builder().build(target)
        #expect(outcome.program != nil, "\(outcome)")
    }

    @Test("An extension for iOS only (#if os(iOS) … #else #error) builds, and if #available(iOS 15, *) takes the branch of the iOS version the host starts it with")
    func iOSConditionsBuildAndFollowTheVersion() throws {
        var target = try BuiltExtensions.scratchTarget("IOSOnlyService", """
            import UserNotifications
            #if os(iOS)
            import UIKit
            #else
            #error("Unsupported platform.")
            #endif

            class NotificationService: UNNotificationServiceExtension {
                override func didReceive(_ request: UNNotificationRequest, withContentHandler contentHandler: @escaping (UNNotificationContent) -> Void) {
                    let content = request.content.mutableCopy() as! UNMutableNotificationContent
                    content.title = versionTitle()
                    #if targetEnvironment(simulator)
                    content.subtitle = "simulator"
                    #elseif arch(arm64) && canImport(UIKit)
                    content.subtitle = "iPhone"
                    #endif
                    guard #unavailable(iOS 17) else {
                        content.body = "iOS 17 or later"
                        return contentHandler(content)
                    }
                    contentHandler(content)
                }
            }
            """, point: .service, principalClass: "NotificationService")
        // A file with no imports: the run-time check reaches it all the same.
        let helper = URL(fileURLWithPath: target.sources[0]).deletingLastPathComponent().appendingPathComponent("VersionTitle.swift")
        try Data("""
            func versionTitle() -> String {
                if #available(iOS 15, *) {
                    return "iOS 15 or later"
                } else {
                    return "before iOS 15"
                }
            }
            """.utf8).write(to: helper)
        target.sources.append(helper.path)
        let program = try #require(BuiltExtensions.builder().build(target).program)
        func answer(onIOS version: Int) throws -> NotificationContent? {
            var launch = BuiltExtensions.launch(program, target)
            launch.iOSMajorVersion = version
            let host = try OutOfProcessServiceExtensionHost(launching: launch, limits: .standard)
            defer { host.close() }
            try host.start(NotificationRequest(identifier: "push", content: NotificationContent(title: "Hi", body: "there"), trigger: .push))
            return try host.content(waitingUpTo: 10)
        }
        let onIOS13 = try #require(try answer(onIOS: 13))
        #expect(onIOS13.title == "before iOS 15" && onIOS13.subtitle == "iPhone" && onIOS13.body == "there")
        #expect(try answer(onIOS: 15)?.title == "iOS 15 or later")
        let onIOS17 = try #require(try answer(onIOS: 17))
        #expect(onIOS17.title == "iOS 15 or later" && onIOS17.body == "iOS 17 or later")
    }

    @Test("Modules the extension imports are compiled first, in order, each from its own sources and conditions: a framework's public API reaches the service extension")
    func projectModulesBuildBeforeTheExtension() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("notisim-modules-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let files = [
            "SharedKeys/Keys.swift": "public enum PayloadKey { public static let flair = \"parrot\" }\n",
            "ParrotKit/Decorate.swift": "import Foundation\nimport SharedKeys\n\n#if PARROT_FLAIR\npublic func decorated(_ title: String) -> String { title + \" 🦜 \" + PayloadKey.flair }\n#endif\n",
            "Service/NotificationService.swift": """
                import UserNotifications
                import ParrotKit

                class NotificationService: UNNotificationServiceExtension {
                    override func didReceive(_ request: UNNotificationRequest, withContentHandler contentHandler: @escaping (UNNotificationContent) -> Void) {
                        let content = request.content.mutableCopy() as! UNMutableNotificationContent
                        #if NOTIFICATION_EXTENSION && DEBUG
                        content.title = decorated(content.title)
                        #endif
                        contentHandler(content)
                    }
                }
                """,
        ]
        for (path, text) in files {
            let file = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: file)
        }
        var target = SwiftExtensionTarget(name: "ParrotService", point: .service, sources: [folder.appendingPathComponent("Service/NotificationService.swift").path],
                                          principalClass: "NotificationService")
        target.modules = [SwiftModuleSources(name: "SharedKeys", sources: [folder.appendingPathComponent("SharedKeys/Keys.swift").path]),
                          SwiftModuleSources(name: "ParrotKit", sources: [folder.appendingPathComponent("ParrotKit/Decorate.swift").path],
                                             conditions: ["PARROT_FLAIR"])]
        target.conditions = ["NOTIFICATION_EXTENSION", "DEBUG"]
        let outcome = BuiltExtensions.builder().build(target)
        let program = try #require(outcome.program, "\(outcome)")
        let host = try OutOfProcessServiceExtensionHost(launching: BuiltExtensions.launch(program, target), limits: .standard)
        defer { host.close() }
        try host.start(NotificationRequest(identifier: "push", content: NotificationContent(title: "Hi", body: "there"), trigger: .push))
        #expect(try host.content(waitingUpTo: 10)?.title == "Hi 🦜 parrot")

        var broken = target
        broken.modules[1].sources = [folder.appendingPathComponent("SharedKeys/Keys.swift").path]
        guard case .failed(let failure) = BuiltExtensions.builder().build(broken) else {
            Issue.record("an extension whose module lacks the API it calls built")
            return
        }
        #expect(failure.firstError.hasPrefix(folder.appendingPathComponent("Service/NotificationService.swift").path + ":8:")
                && failure.firstError.contains("'decorated'"), "\(failure.firstError)")
    }

    @Test("A rewrite that moves lines is refused, naming the file, before the compiler runs")
    func rewriteMustKeepLines() throws {
        let target = try BuiltExtensions.scratchTarget("MovedLinesExtension", Self.source)
        var builder = BuiltExtensions.builder()
        builder.rewriter = LineAddingRewrite()
        #expect(builder.build(target) == .failed(ExtensionBuildFailure(firstError: "\(target.sources[0]): the rewrite for Linux moved lines (7 lines became 8)")))
    }
}

@Suite("Extension targets: principal class and module name")
struct SwiftExtensionTargetTests {
    @Test("NSExtensionPrincipalClass loses its $(PRODUCT_MODULE_NAME). or module prefix; a bare class name stays")
    func principalClassName() {
        #expect(SwiftExtensionTarget.className("$(PRODUCT_MODULE_NAME).NotificationViewController") == "NotificationViewController")
        #expect(SwiftExtensionTarget.className("LocalNotificationContentExtension.NotificationViewController") == "NotificationViewController")
        #expect(SwiftExtensionTarget.className("NotificationService") == "NotificationService")
    }

    @Test("The default module name is the target name with characters an identifier cannot hold as _, as Xcode's c99extidentifier")
    func defaultModuleName() {
        #expect(SwiftExtensionTarget.moduleName(forTarget: "Local Notification-Content") == "Local_Notification_Content")
        #expect(SwiftExtensionTarget.moduleName(forTarget: "3DTouch") == "_3DTouch")
    }
}

/// The build cache's lock, with a stand-in compiler that waits for the test (no real compile, so not slow).
@Suite("Two builders of one extension at once", .tags(.process))
struct ConcurrentBuildTests {
    @Test("Two builds of the same sources at once compile them once: the second waits for the first and takes its program")
    func concurrentBuildsCompileOnce() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("notisim-gated-swiftc-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        // The compiler logs its run, then blocks reading a FIFO until the test writes to it, and leaves a program at -o.
        let log = folder.appendingPathComponent("runs.log"), gate = folder.appendingPathComponent("gate"),
            wrapper = folder.appendingPathComponent("swiftc")
        #expect(mkfifo(gate.path, 0o600) == 0)
        try Data("""
            #!/bin/sh
            echo run >> '\(log.path)'
            read line < '\(gate.path)'
            while [ "$1" != -o ]; do shift; done
            printf '#!/bin/sh\\n' > "$2" && chmod +x "$2"

            """.utf8).write(to: wrapper)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: wrapper.path)
        var environment = ProcessInfo.processInfo.environment
        environment["SWIFT_EXEC"] = wrapper.path
        var builder = BuiltExtensions.builder(environment: environment)
        builder.cacheDirectory = folder.appendingPathComponent("cache")
        let gatedBuilder = builder
        let target = try BuiltExtensions.scratchTarget("ConcurrentExtension", "import UIKit\n")
        let started = DispatchSemaphore(value: 0), outcomes = LockedState([ExtensionBuildOutcome]()), heard = LockedState([String]())
        let finished = DispatchGroup()
        for _ in 0..<2 {
            finished.enter()
            Thread.detachNewThread {
                let outcome = gatedBuilder.build(target) { line in
                    guard !line.hasSuffix(" s") else { return }
                    heard.withLock { $0.append(line) }
                    started.signal()
                }
                outcomes.withLock { $0.append(outcome) }
                finished.leave()
            }
        }
        // One compiles (blocked at the gate) while the other says it waits; then the gate opens.
        #expect(started.wait(timeout: .now() + 60) == .success)
        #expect(started.wait(timeout: .now() + 60) == .success)
        #expect(heard.withLock { $0.sorted() } == ["building ConcurrentExtension…", "waiting for another build of ConcurrentExtension…"])
        let writer = open(gate.path, O_WRONLY)
        _ = write(writer, "go\n", 3)
        close(writer)
        #expect(finished.wait(timeout: .now() + 60) == .success)
        let programs = outcomes.withLock { $0.map(\.program) }
        #expect(programs.count == 2 && programs[0] != nil && programs[0] == programs[1])
        #expect(outcomes.withLock { $0.filter { if case .cached = $0 { true } else { false } }.count } == 1)
        #expect(try String(contentsOf: log, encoding: .utf8) == "run\n")
    }
}
