import Testing
@testable import NotiSwiftSource

/// The source notes' three apps, their sources as the notes print them (Fixtures/README.md).
@Suite("The source notes' apps' categories")
struct NotesAppsTests {
    @Test("Local Notification Practice: CATEGORY_IMAGE_POSTING always, CATEGORY_CUSTOM_UI only with content extensions")
    func localNotificationPractice() throws {
        let setup = NotificationSetupReader.read(try SourceFixtures.files("LocalNotificationPractice"))
        #expect(setup.categories.map(\.identifier) == ["CATEGORY_IMAGE_POSTING", "CATEGORY_CUSTOM_UI"])
        #expect(setup.categories.map(\.whenContentExtensions) == [nil, true])
        #expect(setup.categories.first?.location == CodeLocation(file: "AppDelegate.swift", line: 25))
        #expect(setup.authorizationOptions == nil)
        #expect(setup.problems.isEmpty)
    }

    @Test("The Korean alarm app: its category through the stored UNCurrentCenter, and [.alert, .badge, .sound] through a let")
    func alarmApp() throws {
        let setup = NotificationSetupReader.read(try SourceFixtures.files("AlarmApp"))
        #expect(setup.categories.map(\.summary) == ["content.categoryIdentifier에 정의한 카테고리 값: 액션 메뉴에 사용하게 될 타이틀 [response.actionIdentifier에 사용할 액션명]"])
        #expect(setup.authorizationOptions == ["badge", "sound", "alert"])
        #expect(setup.problems.isEmpty)
    }

    @Test("The Japanese messenger: myNotificationCategory registered inside the authorization callback")
    func messenger() throws {
        let setup = NotificationSetupReader.read(try SourceFixtures.files("Messenger"))
        #expect(setup.categories.map(\.summary) == ["myNotificationCategory: "])
        #expect(setup.authorizationOptions == ["badge", "sound", "alert"])
        #expect(setup.problems.isEmpty)
    }
}
