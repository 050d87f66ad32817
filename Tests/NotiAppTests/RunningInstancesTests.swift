import Foundation
import Testing
@testable import NotiApp
@testable import NotiAppCore

@Suite("notisim push finds the running notisim as simctl push finds the booted simulator")
struct RunningInstancesTests {
    static func instance(pid: Int32, workspace: String = "/w/demo", profile: String = "iphone-15") -> RunningInstance {
        RunningInstance(pid: pid, workspaceName: URL(fileURLWithPath: workspace).lastPathComponent, workspacePath: workspace,
                        deviceName: "iPhone", deviceID: "\(URL(fileURLWithPath: workspace).lastPathComponent)-\(pid)", deviceProfile: profile, host: "127.0.0.1", port: 4000 + Int(pid), tokens: ["com.example.a": "ab"])
    }

    @Test("the only running notisim is chosen without flags; none running is a one-line error")
    func onlyOne() throws {
        let only = Self.instance(pid: 1)
        #expect(try InstanceDirectory.choose(from: [only], device: nil, workspace: nil).get() == only)
        let none = InstanceDirectory.choose(from: [], device: nil, workspace: nil)
        #expect(none == .failure(InstanceChoiceError(description: "no running notisim found; start notisim (or notisim serve) first")))
    }

    @Test("--device matches the device name, the device profile or booted, without case; --workspace matches the folder")
    func selectors() throws {
        let small = Self.instance(pid: 1, workspace: "/w/one", profile: "iphone-se")
        let large = Self.instance(pid: 2, workspace: "/w/two", profile: "iphone-15-pro-max")
        #expect(try InstanceDirectory.choose(from: [small, large], device: "iPhone-SE", workspace: nil).get() == small)
        #expect(try InstanceDirectory.choose(from: [small, large], device: nil, workspace: "/w/two/").get() == large)
        #expect(try InstanceDirectory.choose(from: [small], device: "booted", workspace: nil).get() == small)
        #expect(try InstanceDirectory.choose(from: [small], device: "iphone", workspace: nil).get() == small)
    }

    @Test("several matching notisims are refused with a list to choose from; a selector matching none says what runs")
    func ambiguity() {
        let first = Self.instance(pid: 1), second = Self.instance(pid: 2)
        guard case .failure(let many) = InstanceDirectory.choose(from: [first, second], device: "booted", workspace: nil) else {
            Issue.record("two running notisims must not be chosen between silently")
            return
        }
        #expect(many.description == "2 notisims are running (demo on iphone-15 (pid 1): --device demo-1 or --workspace /w/demo; "
                + "demo on iphone-15 (pid 2): --device demo-2 or --workspace /w/demo); choose one with --device or --workspace")
        guard case .failure(let none) = InstanceDirectory.choose(from: [first], device: "ipad", workspace: nil) else {
            Issue.record("an unmatched --device must fail")
            return
        }
        #expect(none.description == "no running notisim matches device \"ipad\"; running: demo on iphone-15 (pid 1): --device demo-1 or --workspace /w/demo")
    }

    @Test("--device always picks one: each running notisim's device identifier is its own, even when the device profiles are the same")
    func deviceIdentifierPicksAmongSameProfiles() throws {
        let one = Self.instance(pid: 1, workspace: "/w/one"), two = Self.instance(pid: 2, workspace: "/w/two")
        #expect(one.deviceProfile == two.deviceProfile && one.deviceName == two.deviceName)
        #expect(try InstanceDirectory.choose(from: [one, two], device: two.deviceID, workspace: nil).get() == two)
        #expect(try InstanceDirectory.choose(from: [one, two], device: one.deviceID.uppercased(), workspace: nil).get() == one)
    }

    @Test("announcements of ended processes are removed when listed; unreadable files are skipped")
    func staleAnnouncements() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("notisim-running-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let directory = InstanceDirectory(folder: folder)
        try directory.register(Self.instance(pid: 10))
        try directory.register(Self.instance(pid: 11))
        try Data("not json".utf8).write(to: folder.appendingPathComponent("12.json"))
        let live = directory.live { $0 == 11 }
        #expect(live.map(\.pid) == [11])
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("10.json").path))
        directory.unregister(pid: 11)
        #expect(directory.live { _ in true }.isEmpty)
    }
}
