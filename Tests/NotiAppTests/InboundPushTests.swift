import Foundation
import NotiTerminalPort
import Testing
@testable import NotiApp
@testable import NotiAppCore
import NotiCore

@Suite("Inbound pushes")
struct InboundPushTests {
    private func push(_ json: String, type: PushType = .alert, after previous: InboundPush? = nil) -> InboundPush {
        InboundPush(bundleID: "com.example.app", payload: Array(json.utf8), pushType: type, collapseID: nil, apnsID: "A", previous: previous)
    }

    @Test("a push with the payload and push type of the one before decodes the same, whichever way it got there")
    func reusesTheSameDecoding() {
        let json = #"{"aps":{"alert":{"title":"Load","body":"One of many"}}}"#
        let first = push(json)
        let second = push(json, after: first)
        #expect(second.decoded == PayloadDecoder.decode(Array(json.utf8), pushType: .alert))
        #expect(second.decoded.content?.title == "Load")
    }

    @Test("a different payload or push type is decoded on its own")
    func decodesWhatDiffers() {
        let first = push(#"{"aps":{"alert":"one"}}"#)
        #expect(push(#"{"aps":{"alert":"two"}}"#, after: first).decoded.content?.body == "two")
        let background = push(#"{"aps":{"alert":"one"}}"#, type: .background, after: first)
        #expect(background.decoded == PayloadDecoder.decode(Array(#"{"aps":{"alert":"one"}}"#.utf8), pushType: .background))
        #expect(background.decoded != first.decoded)
    }
}

/// docs/rules/endpoint.md#pushes-without-alert-text-and-push-types.
@Suite("Pushes that show nothing")
struct SilentPushTests {
    let photos = "com.example.photos"

    private func runner() throws -> AppRunner {
        let runner = AppRunner(model: try DemoScript.model(), backend: HeadlessTerminal(), clock: ManualClock(DemoScript.start))
        runner.start(restoring: nil)
        return runner
    }

    private func push(_ json: String, type: PushType = .alert, id: String) -> InboundPush {
        InboundPush(bundleID: photos, payload: Array(json.utf8), pushType: type, collapseID: nil, apnsID: id)
    }

    @Test("a badge-only push changes the badge and a sound-only push plays the sound: no banner, no centre entry")
    func badgeAndSoundOnly() throws {
        let runner = try runner()
        #expect(runner.deliverInbound(push(#"{"aps":{"badge":3}}"#, id: "badge")) == .success("badge"))
        #expect(runner.deliverInbound(push(#"{"aps":{"sound":"default"}}"#, id: "sound")) == .success("sound"))
        #expect(runner.model.system.app(photos)?.badge == 3)
        #expect(runner.model.sound?.bundleID == photos)
        #expect(runner.model.system.app(photos)?.delivered.isEmpty == true)
        #expect(runner.model.banners.isEmpty)
        #expect(DemoScript.log(runner.model).contains("no alert text: sound and badge only, nothing shown or listed"))
    }

    @Test("an alert push with text still lands in the centre")
    func alertLands() throws {
        let runner = try runner()
        _ = runner.deliverInbound(push(#"{"aps":{"alert":{"title":"New Photo","body":"Jane"}}}"#, id: "photo"))
        #expect(runner.model.system.delivered(photos, "photo") != nil)
        #expect(runner.model.visibleBanner?.identifier == "photo")
    }

    @Test("a background push never shows, even with an alert; without content-available it wakes nothing")
    func backgroundPushType() throws {
        let runner = try runner()
        _ = runner.deliverInbound(push(#"{"aps":{"content-available":1,"alert":"hidden"}}"#, type: .background, id: "bg"))
        _ = runner.deliverInbound(push(#"{"aps":{"alert":"hidden"}}"#, type: .background, id: "bare"))
        #expect(runner.model.system.app(photos)?.delivered.isEmpty == true)
        #expect(runner.model.banners.isEmpty)
        let log = DemoScript.log(runner.model)
        #expect(log.contains("background push \"bg\" → app woken (in the background), no UI"))
        #expect(log.contains("\"bare\" not delivered: a background push without content-available: 1 wakes nothing"))
    }

    @Test("a payload file pushed from notisim is sent with the push type of its headers sidecar")
    func sidecarPushType() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("notisim-sidecar-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(#"{"aps":{"alert":{"title":"Incoming call","body":"Jane"}}}"#.utf8).write(to: folder.appendingPathComponent("call.apns"))
        try Data(#"{"apns-push-type":"voip"}"#.utf8).write(to: folder.appendingPathComponent("call.headers.json"))
        let (runner, outcome) = try DemoScript.run("""
            push \(folder.appendingPathComponent("call.apns").path) com.example.photos
            expect-log "voip push"
            expect-not "Incoming call"
            """)
        #expect(outcome.passed, "\(String(describing: outcome.failure))\n\(runner.screenText)")
        #expect(runner.model.system.app(photos)?.delivered.isEmpty == true)
    }

    @Test("every other push type goes to its part of the app with a log line naming it, never a banner or an entry",
          arguments: PushType.allCases.filter { $0 != .alert && $0 != .background })
    func handedOff(_ type: PushType) throws {
        let runner = try runner()
        _ = runner.deliverInbound(push(#"{"aps":{"alert":{"title":"Call","body":"Jane"}},"event":"update","timestamp":1}"#, type: type, id: "p"))
        #expect(runner.model.system.app(photos)?.delivered.isEmpty == true)
        #expect(runner.model.banners.isEmpty)
        let line = DemoScript.log(runner.model).split(separator: "\n").first { $0.contains("\(type.rawValue) push \"p\"") }
        if let receiver = type.receiver {
            #expect(line?.contains(receiver) == true, "\(type)")
        } else {
            #expect(line?.contains("is not a notification") == true, "\(type)")
        }
    }
}
