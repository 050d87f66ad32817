import Testing
import NotiCore
import TestSupport
@testable import NotiLayout

/// How communication notifications and the active Focus are drawn (docs/rules/focus.md#communication-notifications,
/// docs/rules/focus.md#focus-modes).
@Suite("Communication notifications and the Focus indicator")
struct CommunicationLayoutTests {
    static func chat(_ intent: CommunicationIntent?, body: String = "今夜の打ち上げ、19時に渋谷でどう？") -> DeliveredNotification {
        var content = NotificationContent(title: "Boltz Messenger", body: body)
        content.communication = intent
        return DeliveredNotification(bundleID: Samples.boltzApp.bundleID, request: NotificationRequest(identifier: "yui-1", content: content),
                                     date: Samples.now)
    }

    static let yui = CommunicationPerson(name: "Tanaka Yui", handle: "@yui")

    static func banner(_ notification: DeliveredNotification, cellStyle: ImageCellStyle = .shading) -> RenderedView {
        BannerView.render(BannerModel(notification: notification, app: Samples.boltzApp),
                          context: Samples.context(device: Samples.device(columns: 44), cellStyle: cellStyle))
    }

    @Test("a communication notification shows the avatar, the sender as its name and the small app icon")
    func senderAsName() throws {
        let view = Self.banner(Self.chat(CommunicationIntent(sender: Self.yui)))
        #expect(view.regions.first { $0.role == .appName }?.text == "Tanaka Yui")
        #expect(view.regions.first { $0.role == .icon }?.text == "TY ✉")
        #expect(view.regions.first { $0.role == .title } == nil)
        assertGolden(view.grid.text(), named: "communication-banner")
        let ordinary = Self.banner(Self.chat(nil))
        #expect(ordinary.regions.first { $0.role == .appName } == nil, "iOS 15+: a titled card has no app-name row")
        #expect(ordinary.regions.first { $0.role == .title }?.text == "Boltz Messenger")
    }

    @Test("a group conversation is named by the group, its body starts with the sender; a call is marked")
    func groupAndCall() {
        let group = Self.banner(Self.chat(CommunicationIntent(sender: Self.yui, groupName: "打ち上げ係")))
        #expect(group.regions.first { $0.role == .appName }?.text == "打ち上げ係")
        #expect(group.regions.first { $0.role == .body }?.text?.hasPrefix("Tanaka Yui: ") == true)
        let call = Self.banner(Self.chat(CommunicationIntent(kind: .call, sender: Self.yui), body: "Incoming call"))
        #expect(call.regions.first { $0.role == .mark }?.text == "☎ Call")
        assertGolden(group.grid.text() + "\n\n" + call.grid.text(), named: "communication-group-and-call")
    }

    @Test("an avatar image is drawn as half blocks; one that does not decode falls back to the initials")
    func avatarImage() {
        let image = Self.banner(Self.chat(CommunicationIntent(sender: CommunicationPerson(name: "Tanaka Yui", imagePath: Samples.fixture("hello.png")))),
                                cellStyle: .halfBlocks)
        #expect(image.grid.text().contains("▀") || image.grid.text().contains("▄"))
        let broken = Self.banner(Self.chat(CommunicationIntent(sender: CommunicationPerson(name: "Tanaka Yui", imagePath: "/nonexistent/yui.png"))),
                                 cellStyle: .halfBlocks)
        #expect(broken.regions.first { $0.role == .icon }?.text == "TY ✉")
    }

    @Test("the lock screen names the Focus that is on above the date")
    func lockScreenFocus() throws {
        let groups = NotificationGrouping.group([Self.chat(CommunicationIntent(sender: Self.yui))]) { _ in .automatic }
        let model = CenterListModel(groups: groups, apps: [Samples.boltzApp.bundleID: Samples.boltzApp])
        let view = LockScreenView.render(model, rows: 20, focus: "Sleep",
                                         context: Samples.context(os: Samples.plain(os: "17"), device: Samples.device(columns: 44)))
        let focus = try #require(view.regions.first { $0.role == .lockFocus })
        #expect(focus.text == "☾ Sleep" && focus.rect.y == 0)
        #expect(LockScreenView.render(model, rows: 20, context: Samples.context(device: Samples.device(columns: 44)))
            .regions.first { $0.role == .lockFocus } == nil)
        assertGolden(view.grid.text(), named: "lock-focus-sleep-communication")
    }
}
