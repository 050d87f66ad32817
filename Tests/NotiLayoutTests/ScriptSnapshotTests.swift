import Testing
import NotiCore
import TestSupport
@testable import NotiLayout

/// Korean, Japanese and emoji text line up at several widths (banner and expanded view).
@Suite("Script snapshots")
struct ScriptSnapshotTests {
    static let samples: [(name: String, app: SimulatedApp, title: String, subtitle: String, body: String)] = [
        ("korean", Samples.alarmApp, "기상 알람", "오전 7:00", "일어날 시간입니다. 오늘도 좋은 하루 보내세요! 알람을 끄려면 탭하세요."),
        ("japanese", Samples.boltzApp, "新しい写真", "", "新しい写真がシェアされました。アルバムを開いて確認してください。"),
        ("emoji", Samples.photosApp, "Party time 🎉🎉", "👨‍👩‍👧‍👦 family album", "Jane 👍🏽 liked your photo 📸 and said ❤️ so much! 🇰🇷🇯🇵 flags and 1️⃣ keycap"),
    ]

    @Test("Scripts wrap without straddling edges at widths 20, 38, 50 and 80", arguments: [20, 38, 50, 80])
    func widths(columns: Int) {
        let context = Samples.context(device: Samples.device(columns: columns))
        for sample in Self.samples {
            var content = NotificationContent(title: sample.title, subtitle: sample.subtitle, body: sample.body)
            content.categoryIdentifier = "Alarm"
            let notification = DeliveredNotification(bundleID: sample.app.bundleID, request: NotificationRequest(identifier: sample.name, content: content),
                                                     date: Samples.now)
            let banner = BannerView.render(BannerModel(notification: notification, app: sample.app), context: context)
            let expanded = ExpandedView.render(ExpandedViewModel(notification: notification, app: sample.app), context: context)
            for line in (banner.grid.text() + "\n" + expanded.grid.text()).split(separator: "\n") {
                #expect(TextWidth.columns(of: line) <= columns, "\(sample.name) at \(columns): \(line)")
            }
            assertGolden(banner.grid.text() + "\n\n" + expanded.grid.text(), named: "\(sample.name)-w\(columns)")
        }
    }
}
