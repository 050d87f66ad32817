import Foundation
import NotiCore
@testable import NotiExtensions
import TestSupport
import Testing

/// Writes a shell script extension and answers its launch description.
private func shellExtension(_ body: String, point: ExtensionPoint = .content) throws -> ExtensionLaunch {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("notisim-sh-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try Data(body.utf8).write(to: folder.appendingPathComponent("ext.sh"))
    return ExtensionLaunch(command: ["sh", "ext.sh"], workingDirectory: folder.path, name: "Shell", bundleID: "com.example.app.Shell",
                           appBundleID: "com.example.app", point: point)
}

private let notification = DeliveredNotification(
    bundleID: "com.example.app", request: NotificationRequest(identifier: "n1", content: NotificationContent(title: "T", body: "B")),
    date: Date(timeIntervalSince1970: 0))

@Suite("Child processes speaking the protocol", .tags(.process), .slowTier)
struct ExtensionProcessTests {
    @Test("A widget program that does not say setClock in hello is never sent setClock: its next call is the one notisim makes")
    func widgetProgramWithoutClockGetsNoSetClock() throws {
        // The script answers hello without "setClock", then fails the run unless its second line is widgetTimeline.
        let launch = try shellExtension("""
        read hello
        printf '{"id":1,"result":{"protocol":1,"widgets":[{"kind":"W","families":["systemSmall"]}],"liveActivities":[]}}\\n'
        read call
        case "$call" in *'"widgetTimeline"'*) ;; *) exit 9 ;; esac
        printf '{"id":2,"result":{"entries":[],"policy":"never"}}\\n'
        """)
        let host = try OutOfProcessWidgetExtensionHost(launching: launch, limits: .standard)
        defer { host.close() }
        #expect(!host.takesSetClock)
        try host.setClock(DeviceClockReading(now: Date(timeIntervalSince1970: 1_900_000_000), rate: 0))
        let timeline = try host.timeline(WidgetTimelineRequest(kind: "W", family: "systemSmall", width: 158, height: 158))
        #expect(timeline.entries.isEmpty && timeline.policy == .never)
    }

    @Test("Any executable can be an extension: a shell script answering line by line, run in the workspace folder")
    func shellScriptExtension() throws {
        let launch = try shellExtension("""
        read hello
        printf '{"id":1,"result":{"protocol":1,"respondsToResponses":true}}\\n'
        read call
        printf '{"id":2,"result":{"view":{"text":"%s"},"preferredHeight":80}}\\n' "$(pwd)"
        read call
        printf '{"id":3,"result":{"option":2}}\\n'
        """)
        let host = try OutOfProcessContentExtensionHost(launching: launch, limits: .standard)
        defer { host.close() }
        #expect(host.respondsToResponses)
        let update = try host.didReceive(notification, visibleActions: [])
        guard case .text(let text, _, _)? = update.state.customView else { Issue.record("no text view"); return }
        #expect(URL(fileURLWithPath: text).standardizedFileURL.path == URL(fileURLWithPath: launch.workingDirectory).standardizedFileURL.path)
        #expect(update.state.preferredHeightPoints == 80)
        #expect(try host.didReceive(NotificationResponse(notification: notification, actionIdentifier: "a")).responseOption == .dismissAndForwardAction)
    }

    @Test("An extension that exits during the handshake is a crash naming its status")
    func exitDuringHandshake() throws {
        let launch = try shellExtension("echo 'dying' >&2; exit 4")
        #expect(throws: ExtensionFault.exited(status: 4, detail: "dying")) { try OutOfProcessContentExtensionHost(launching: launch, limits: .standard) }
    }

    @Test("An answer with an unknown key is refused with its path")
    func unknownAnswerKey() throws {
        let launch = try shellExtension("""
        read hello
        printf '{"id":1,"result":{"protocol":1}}\\n'
        read call
        printf '{"id":2,"result":{"colour":"red"}}\\n'
        """)
        let host = try OutOfProcessContentExtensionHost(launching: launch, limits: .standard)
        #expect(performing: { try host.didReceive(notification, visibleActions: []) },
                throws: { "\($0)".contains("result.colour: unknown key") })
    }

    @Test("A service extension's late answer is picked up by polling; time-will-expire waits only its grace")
    func serviceAnswersLater() throws {
        let launch = try shellExtension("""
        read hello
        printf '{"id":1,"result":{"protocol":1}}\\n'
        read request
        sleep 0.3
        printf '{"id":2,"result":{"content":{"title":"late"}}}\\n'
        sleep 5
        """, point: .service)
        let host = try OutOfProcessServiceExtensionHost(launching: launch, limits: .standard)
        defer { host.close() }
        try host.start(NotificationRequest(identifier: "r", content: NotificationContent(title: "T", body: "B")))
        #expect(try host.content(waitingUpTo: 0) == nil)
        // Looks without waiting, as the app loop's ticks do, until the answer written 0.3 s in is picked up.
        var content = try host.content(waitingUpTo: 0)
        let deadline = Date().addingTimeInterval(5)
        while content == nil && Date() < deadline {
            usleep(10_000)
            content = try host.content(waitingUpTo: 0)
        }
        #expect(content?.title == "late" && content?.body == "B", "a look without waiting picks up an answer already written")
    }
}

@Suite("The runtime baseline an extension's memory is counted above", .tags(.process), .slowTier)
struct RuntimeBaselineTests {
    static func launch(_ command: [String]) -> ExtensionLaunch {
        ExtensionLaunch(command: command, workingDirectory: FileManager.default.temporaryDirectory.path, name: "E",
                        bundleID: "com.example.app.E", appBundleID: "com.example.app", point: .content)
    }

    @Test("a program is found as posix_spawnp finds it: on PATH, or relative to the workspace folder when it has a slash")
    func programLookup() {
        #expect(ProgramLookup.resolve("sh", in: "/", environment: ["PATH": "/nowhere:/bin:/usr/bin"]) != nil)
        #expect(ProgramLookup.resolve("sh", in: "/", environment: ["PATH": "/nowhere"]) == nil)
        #expect(ProgramLookup.resolve("bin/sh", in: "/") == "/bin/sh")
        #expect(ProgramLookup.resolve("./no-such-program", in: "/") == nil)
    }

    @Test("Python runs on its interpreter's baseline, a Swift program on the Swift runtime's, a shell script on none")
    func runtimes() throws {
        #expect(RuntimeBaseline.runtime(of: Self.launch(["python3", "ext.py"])) != nil)
        #expect(RuntimeBaseline.runtime(of: Self.launch(["sh", "ext.sh"])) == nil)
        let running = try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
        #expect(RuntimeBaseline.linksSwiftRuntime(running), "this test program is a Swift program")
        #expect(!RuntimeBaseline.linksSwiftRuntime("/bin/sh"))
    }

    @Test("the Python baseline is measured from an empty extension: a few MB, more than nothing")
    func pythonBaseline() {
        let bytes = RuntimeBaseline.residentBytes(for: Self.launch(["python3", "ext.py"]), limits: .standard)
        #expect(bytes > 1 << 20 && bytes < 200 << 20, "\(bytes) bytes")
        #expect(RuntimeBaseline.residentBytes(for: Self.launch(["sh", "ext.sh"]), limits: .standard) == 0)
    }

    @Test("the Swift baseline is measured from notisim-empty-extension, built beside the running program")
    func swiftBaseline() throws {
        let running = try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
        let bytes = RuntimeBaseline.residentBytes(for: Self.launch([running]), limits: .standard)
        #expect(bytes > 8 << 20 && bytes < 200 << 20, "\(bytes) bytes: a Swift process with Foundation")
    }

    @Test("the Swift baseline's empty extension is found beside the kit NOTISIM_EXTENSION_KIT names before the running program's folder")
    func emptyExtensionBesideTheKit() throws {
        let running = URL(fileURLWithPath: try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")).deletingLastPathComponent()
        let kit = FileManager.default.temporaryDirectory.appendingPathComponent("notisim-kit-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: kit, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: kit) }
        let beside = running.appendingPathComponent(RuntimeBaseline.emptySwiftExtensionName).path
        #expect(RuntimeBaseline.emptySwiftExtension(environment: ["NOTISIM_EXTENSION_KIT": kit.path]) == beside,
                "a kit folder without it falls back to the running program's")
        let program = kit.appendingPathComponent(RuntimeBaseline.emptySwiftExtensionName)
        try FileManager.default.copyItem(atPath: beside, toPath: program.path)
        #expect(RuntimeBaseline.emptySwiftExtension(environment: ["NOTISIM_EXTENSION_KIT": kit.path]) == program.path)
        #expect(RuntimeBaseline.emptySwiftExtension(environment: [:]) == beside)
    }
}
