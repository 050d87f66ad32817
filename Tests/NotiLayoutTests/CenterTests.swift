import Foundation
import Testing
import NotiCore
import TestSupport
@testable import NotiLayout

@Suite("Grouping and the centre")
struct CenterTests {
    func groups(_ setting: GroupingSetting) -> [NotificationGroup] {
        NotificationGrouping.group(Samples.centreNotifications) { _ in setting }
    }

    @Test("Automatic grouping stacks by thread identifier, else one stack per app; newest leads")
    func automatic() {
        let result = groups(.automatic)
        #expect(result.map(\.id) == ["com.example.photos|album-paris", "com.fenrir-inc.BoltzMessenger", "com.example.photos|album-tokyo", "com.example.alarm"])
        #expect(result[0].notifications.map(\.id) == ["p4", "p3", "p1"])
    }

    @Test("By-app grouping ignores thread identifiers")
    func byApp() {
        let result = groups(.byApp)
        #expect(result.map(\.id) == ["com.example.photos", "com.fenrir-inc.BoltzMessenger", "com.example.alarm"])
        #expect(result[0].notifications.map(\.id) == ["p4", "p3", "p2", "p1"])
    }

    @Test("Grouping off leaves every notification alone, newest first")
    func off() {
        #expect(groups(.off).map { $0.notifications.map(\.id) } == [["p4"], ["b1"], ["p3"], ["p2"], ["a1"], ["p1"]])
    }

    @Test("Out-of-order input groups the same as delivery order: newest first, ties keep the later delivery first")
    func outOfOrderInput() {
        let shuffled = [3, 0, 5, 1, 4, 2].map { Samples.centreNotifications[$0] }
        let grouped = NotificationGrouping.group(shuffled) { _ in .automatic }
        #expect(grouped.map(\.id) == groups(.automatic).map(\.id))
        #expect(grouped.map { $0.notifications.map(\.id) } == groups(.automatic).map { $0.notifications.map(\.id) })
        let sameTime = [Samples.delivered("a", "x", title: "", body: "", secondsAgo: 0), Samples.delivered("a", "y", title: "", body: "", secondsAgo: 0)]
        #expect(NotificationGrouping.group(sameTime) { _ in .off }.map { $0.leading?.id } == ["y", "x"])
    }

    @Test("The summary line says N more notifications, or uses the category's summary format")
    func summaryLine() {
        let stack = groups(.automatic)[0]
        #expect(stack.summaryLine(categorySummaryFormat: nil, ignoresSummaryArguments: true) == "2 more notifications")
        #expect(stack.summaryLine(categorySummaryFormat: "%u more photos", ignoresSummaryArguments: true) == "2 more photos")
        #expect(groups(.automatic)[1].summaryLine(categorySummaryFormat: nil, ignoresSummaryArguments: true) == nil)
    }

    @Test("Summary arguments fill %@ and count on iOS ≤ 14 and are ignored from 15")
    func summaryArguments() {
        var first = Samples.delivered("m", "1", title: "a", body: "b", thread: "t", secondsAgo: 10)
        first.request.content.summaryArgument = "Jane"; first.request.content.summaryArgumentCount = 2
        let second = Samples.delivered("m", "2", title: "a", body: "b", thread: "t", secondsAgo: 0)
        let group = NotificationGrouping.group([first, second]) { _ in .automatic }[0]
        #expect(group.summaryLine(categorySummaryFormat: "%u more messages from %@", ignoresSummaryArguments: false) == "2 more messages from Jane")
        #expect(group.summaryLine(categorySummaryFormat: "%u more messages from %@", ignoresSummaryArguments: true) == "1 more notification")
    }

    func centre(_ setting: GroupingSetting, expanded: String? = nil, settings: [String: AppNotificationSettings] = [:],
                locked: Bool = false, os: String = "17") -> RenderedView {
        let model = CenterListModel(groups: groups(setting), apps: Samples.appsByID, settings: settings, expandedGroupID: expanded,
                                    selectedNotificationID: "b1", isLocked: locked)
        return CenterListView.render(model, rows: 40, context: Samples.context(os: Samples.plain(os: os), device: Samples.device(columns: 44)))
    }

    @Test("The centre with each grouping setting", arguments: GroupingSetting.allCases)
    func centreSnapshots(setting: GroupingSetting) {
        assertGolden(centre(setting).grid.text(), named: "centre-\(setting.rawValue)")
    }

    @Test("An opened stack shows every notification of its thread under its Show Less and Clear buttons")
    func expandedStack() {
        let view = centre(.automatic, expanded: "com.example.photos|album-paris")
        #expect(view.regions.filter { $0.role == .notification }.prefix(3).map(\.identifier) == ["p4", "p3", "p1"])
        let controls = view.regions.filter { $0.role == .stackControl }
        #expect(controls.map(\.text) == ["[Show Less]", "[Clear]"])
        #expect(controls.allSatisfy { $0.identifier == "com.example.photos|album-paris" && $0.rect.y == 0 })
        assertGolden(view.grid.text(), named: "centre-automatic-expanded")
    }

    @Test("A selected Show Less / Clear row is marked with ▸ and no notification is drawn selected")
    func selectedStackControls() {
        let model = CenterListModel(groups: groups(.automatic), apps: Samples.appsByID, expandedGroupID: "com.example.photos|album-paris",
                                    stackControlsSelected: true)
        let view = CenterListView.render(model, rows: 40, context: Samples.context(device: Samples.device(columns: 44)))
        let first = view.grid.text().split(separator: "\n").first.map(String.init) ?? ""
        #expect(first.hasPrefix("▸ Photos"))
        #expect(first.hasSuffix("[Show Less] [Clear]"))
        #expect(!view.grid.text().contains("┏"))
    }

    @Test("A stack with one notification left has no Show Less and Clear buttons")
    func singleNotificationHasNoControls() {
        let view = centre(.automatic, expanded: "com.example.alarm")
        #expect(!view.regions.contains { $0.role == .stackControl })
    }

    @Test("Hidden previews show the placeholder with %u = count in the thread; the title stays with hiddenPreviewsShowTitle")
    func hiddenPreviews() {
        var photos = Samples.appsByID["com.example.photos"]
        photos?.categories = [NotificationCategory(identifier: "photo", options: [.hiddenPreviewsShowTitle], hiddenPreviewsBodyPlaceholder: "%u new photos")]
        var apps = Samples.appsByID
        apps["com.example.photos"] = photos
        var settings = AppNotificationSettings()
        settings.showPreviews = .whenUnlocked
        let model = CenterListModel(groups: groups(.automatic), apps: apps, settings: ["com.example.photos": settings, "com.example.alarm": settings], isLocked: true)
        let view = CenterListView.render(model, rows: 40, context: Samples.context(device: Samples.device(columns: 44)))
        let placeholders = view.regions.filter { $0.role == .placeholder }
        #expect(placeholders.first?.text == "3 new photos")
        #expect(placeholders.contains { $0.text == "Notification" })
        #expect(view.regions.contains { $0.role == .title && $0.identifier == "p4" })
        #expect(!view.regions.contains { $0.role == .title && $0.identifier == "a1" })
        let unlocked = CenterListView.render(CenterListModel(groups: groups(.automatic), apps: apps, settings: ["com.example.photos": settings], isLocked: false),
                                             rows: 40, context: Samples.context(device: Samples.device(columns: 44)))
        #expect(unlocked.regions.filter { $0.role == .placeholder }.isEmpty)
    }

    @Test("Provisional apps get Keep… and Turn Off… buttons on each notification")
    func provisional() {
        var settings = AppNotificationSettings()
        settings.authorizationStatus = .provisional
        let view = centre(.off, settings: ["com.example.alarm": settings])
        #expect(view.regions.filter { $0.role == .provisional }.map(\.text) == ["[Keep…]", "[Turn Off…]"])
    }

    @Test("Critical alerts are marked ‼ and time-sensitive ones 'Time Sensitive' (the latter from iOS 15)")
    func interruptionMarks() {
        var critical = Samples.delivered("g", "c", title: "WARNING: LOW BLOOD SUGAR", body: "Glucose level at 57", secondsAgo: 0)
        critical.request.content.sound = .critical(name: "warning-sound.aiff", volume: 1)
        critical.request.content.interruptionLevel = .critical
        var urgent = Samples.delivered("t", "u", title: "Leave now", body: "Traffic", secondsAgo: 0)
        urgent.request.content.interruptionLevel = .timeSensitive
        let grouped = NotificationGrouping.group([critical, urgent]) { _ in .off }
        for os in ["14", "15"] {
            let view = CenterListView.render(CenterListModel(groups: grouped), rows: 20, context: Samples.context(os: Samples.plain(os: os), device: Samples.device(columns: 44)))
            let marks = view.regions.filter { $0.role == .mark }.map { $0.text ?? "" }
            #expect(marks.contains("‼"))
            #expect(marks.contains("Time Sensitive") == (os == "15"))
        }
    }

    @Test("The selected notification gets a heavy frame")
    func selection() { #expect(centre(.automatic).grid.text().contains("┏")) }

    @Test("Only the visible rows are laid out: scrolling starts at the first visible group")
    func scrolling() {
        let model = CenterListModel(groups: groups(.off), apps: Samples.appsByID, firstVisibleGroup: 4)
        let view = CenterListView.render(model, rows: 40, context: Samples.context(device: Samples.device(columns: 44)))
        #expect(view.regions.filter { $0.role == .notification }.map(\.identifier) == ["a1", "p1"])
    }

    @Test("Lock screen: date and time, list below; iOS 16+ lists from the bottom")
    func lockScreen() throws {
        let model = CenterListModel(groups: Array(groups(.automatic).prefix(1)), apps: Samples.appsByID)
        let old = LockScreenView.render(model, rows: 30, context: Samples.context(os: Samples.plain(os: "15"), device: Samples.device(columns: 44)))
        let new = LockScreenView.render(model, rows: 30, display: .list, context: Samples.context(os: Samples.plain(os: "16"), device: Samples.device(columns: 44)))
        #expect(old.regions.first { $0.role == .lockTime }?.text == "8:26")
        #expect(old.regions.first { $0.role == .lockDate }?.text == "Saturday, November 22")
        let oldTop = try #require(old.regions.first { $0.role == .notification }?.rect)
        let newTop = try #require(new.regions.first { $0.role == .notification }?.rect)
        #expect(oldTop.y == 6)
        #expect(old.grid.text().contains("█▀█   ▀▀█ █▀▀"))
        #expect(newTop.y > oldTop.y)
        assertGolden(new.grid.text(), named: "lock-ios16")
    }
}
