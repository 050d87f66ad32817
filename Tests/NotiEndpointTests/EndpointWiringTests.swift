import Foundation
import NotiAPNs
import NotiCore
import Testing
@testable import NotiApp
@testable import NotiAppCore
import NotiEndpoint
import NotiWorkspace

/// The endpoint's wiring to the app loop, which the command line's endpoints, the `notisim push` listener and the
/// soak share: the installs of a workspace and the provider API delivering into the loop's inbox.
/// docs/rules/endpoint.md and docs/rules/live-activities.md#live-activities.
@Suite("The endpoint wired to the app loop")
struct EndpointWiringTests {
    static let start = Date(timeIntervalSince1970: 1_700_000_000)

    /// The demo workspace with a Live Activity type on its first app.
    static func workspace() throws -> (workspace: Workspace, bundleID: String) {
        var workspace = try Session.loadWorkspace(nil)
        workspace.apps[0].liveActivityTypes = [LiveActivityType(name: "RideAttributes", attributeKeys: ["driver"], contentStateKeys: ["eta"])]
        return (workspace, workspace.apps[0].bundleID)
    }

    @Test("each app of the workspace is installed on the simulated device, each Live Activity type has its push-to-start install, and the tokens stay from run to run")
    func workspaceInstalls() throws {
        let (workspace, rides) = try Self.workspace()
        let installs = EndpointDirectory.installs(of: workspace).allInstalls
        let apps = installs.filter { $0.kind == .app }
        #expect(Set(apps.map(\.bundleID)) == Set(workspace.apps.map(\.bundleID)))
        #expect(apps.allSatisfy { $0.deviceName == SimulatedDevice.name })
        let pushToStart = installs.filter { $0.kind == .pushToStart }
        #expect(pushToStart.map(\.deviceName) == ["iPhone/push-to-start/RideAttributes"])
        #expect(pushToStart.map(\.bundleID) == [rides])
        let again = try EndpointDirectory(workspace: workspace, store: nil).registry.allInstalls
        #expect(Set(again.map(\.token)) == Set(installs.map(\.token)))
    }

    @Test("a push the wired provider API admits is posted to the app loop's inbox for the app its token names")
    func pushReachesInbox() throws {
        let (workspace, bundleID) = try Self.workspace()
        let directory = EndpointDirectory(registry: EndpointDirectory.installs(of: workspace))
        let inbox = PushInbox()
        let api = AppEndpoint.providerAPI(directory, inbox: inbox, clock: ManualClock(Self.start))
        let token = try #require(directory.registry.allInstalls.first { $0.bundleID == bundleID && $0.kind == .app }?.token)
        let body = Array(#"{"aps":{"alert":{"title":"Wired","body":"through the endpoint"}}}"#.utf8)
        let request = APNsRequest(method: "POST", path: "/3/device/\(token)", headers: [("apns-topic", bundleID)], body: body)
        var session = ProviderTokenSession()
        guard case .success(let push) = api.admit(request, session: &session, generatedID: "00000000-0000-4000-8000-000000000002") else {
            Issue.record("the provider API refused a push to an installed app"); return
        }
        api.deliver([push]) { _ in }
        let posted = inbox.drain().flatMap(\.pushes)
        #expect(posted.map(\.bundleID) == [bundleID])
        #expect(posted.map(\.apnsID) == ["00000000-0000-4000-8000-000000000002"])
    }
}
