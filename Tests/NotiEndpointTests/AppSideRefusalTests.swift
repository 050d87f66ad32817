import Foundation
import NotiAPNs
import NotiCore
import NotiTerminalPort
import Testing
@testable import NotiApp
@testable import NotiAppCore
@testable import NotiEndpoint

/// Pushes the provider API admits and the app loop refuses: each is answered with the APNs reason its cause has,
/// through the endpoint's provider API, its sink into the app loop's inbox, and a headless app loop answering.
/// docs/rules/endpoint.md#refusals-from-the-app-side.
@Suite("Refusals from the app side")
struct AppSideRefusalTests {
    static let photos = "com.example.photos"
    static let start = Date(timeIntervalSince1970: 1_700_000_000)

    /// A headless app loop on the demo workspace, a registry, and a provider API whose sink is the loop's inbox.
    final class Endpoint {
        let inbox = PushInbox()
        let registry = DeviceRegistry(workspaceID: "refusals")
        let api: ProviderAPI
        private let runner: AppRunner

        init() throws {
            let clock = ManualClock(AppSideRefusalTests.start)
            let model = try Session.makeModel(workspace: try Session.loadWorkspace(nil), os: nil, device: nil, theme: "light", environment: [:],
                                              size: TerminalSize(cols: 100, rows: 32), now: clock.now, timeZone: TimeZone(identifier: "UTC")!)
            let runner = AppRunner(model: model, backend: HeadlessTerminal(), clock: clock)
            runner.start(restoring: nil)
            self.runner = runner
            api = ProviderAPI(authMode: .none, verifier: ProviderTokenVerifier(keys: []), registry: registry, sink: InboxSink(inbox: inbox),
                              now: { AppSideRefusalTests.start })
        }

        /// Sends `payload` to a device of `bundleID`: the provider API's answer, or the app loop's once it has run
        /// (the sink posts into the inbox as it is called, and a loop without a log file answers as it delivers).
        func send(_ payload: String, to bundleID: String = AppSideRefusalTests.photos) -> APNsResponse? {
            let token = registry.register(deviceName: "iPhone", bundleID: bundleID)
            let request = APNsRequest(method: "POST", path: "/3/device/\(token)", headers: [("apns-topic", bundleID)], body: Array(payload.utf8))
            var session = ProviderTokenSession()
            switch api.admit(request, session: &session, generatedID: "00000000-0000-4000-8000-000000000001") {
            case .failure(let refused):
                return refused
            case .success(let push):
                let answered = LockedState<APNsResponse?>(nil)
                api.deliver([push]) { responses in answered.withLock { $0 = responses.first } }
                runner.deliverInbox(inbox)
                return answered.withLock { $0 }
            }
        }
    }

    @Test("a payload of white space only is 400 PayloadEmpty")
    func whiteSpace() throws {
        let response = try #require(try Endpoint().send("  \n "))
        #expect(response.status == 400 && response.body == #"{"reason":"PayloadEmpty"}"#)
    }

    @Test("a payload that is not a JSON object with an aps dictionary carries no notification: 400 PayloadEmpty",
          arguments: [#"{"aps":"#, "[1, 2]", #"{"data":1}"#, #"{"aps":1}"#])
    func noNotification(payload: String) throws {
        let response = try #require(try Endpoint().send(payload))
        #expect(response.status == 400 && response.reason == .payloadEmpty, "\(payload)")
    }

    @Test("a push to a token whose app left the workspace is 410 Unregistered, dated when the app side found it gone")
    func appGone() throws {
        let response = try #require(try Endpoint().send(#"{"aps":{"alert":"hi"}}"#, to: "com.example.gone"))
        #expect(response.status == 410)
        #expect(response.body == #"{"reason":"Unregistered","timestamp":\#(Int64(AppSideRefusalTests.start.timeIntervalSince1970 * 1000))}"#)
    }

    @Test("a push the app side takes is 200 with the notification it became")
    func accepted() throws {
        let response = try #require(try Endpoint().send(#"{"aps":{"alert":"hi"}}"#))
        #expect(response.status == 200 && response.reason == nil && response.notificationID != nil)
    }

    @Test("a payload over its push type's limit never reaches the app side: 413 PayloadTooLarge")
    func tooLarge() throws {
        let response = try #require(try Endpoint().send(#"{"aps":{"alert":"\#(String(repeating: "x", count: 4096))"}}"#))
        #expect(response.status == 413 && response.reason == .payloadTooLarge)
    }
}
