import Foundation
import NotiCore
import Testing

/// docs/rules/requests.md#location-triggers-need-location-authorization
@Suite("Location authorization")
struct LocationAuthorizationCoreTests {
    static let office = Coordinate(latitude: 52.52, longitude: 13.405)
    static let start = Date(timeIntervalSince1970: 1_700_000_000)

    /// An authorized app with a location trigger for the office, its location status `status`.
    static func system(_ status: LocationAuthorization) throws -> NotificationSystem {
        var app = SimulatedApp(bundleID: "com.example.app", displayName: "App")
        app.locationAuthorization = status
        var system = NotificationSystem(apps: [app], timeZone: TimeZone(identifier: "UTC")!, inspectAttachment: { _ in nil })
        _ = system.requestAuthorization("com.example.app", options: [.alert, .sound])
        let region = CircularRegion(identifier: "office", latitude: office.latitude, longitude: office.longitude, radius: 200,
                                    notifyOnEntry: true, notifyOnExit: false)
        _ = try system.add(NotificationRequest(identifier: "office", content: NotificationContent(title: "Office", body: "Here"),
                                               trigger: .location(region, repeats: false)), bundleID: "com.example.app", now: start)
        return system
    }

    @Test("only when-in-use and always let location triggers fire; the others' crossings are logged as not delivered, the request kept")
    func statusesThatFire() throws {
        for status in LocationAuthorization.allCases {
            var system = try Self.system(status)
            let events = system.moveDevice(to: Self.office, now: Self.start)
            let delivered = events.contains { if case .delivered = $0 { return true } else { return false } }
            #expect(delivered == status.allowsLocationTriggers, "\(status)")
            #expect(status.allowsLocationTriggers == [.whenInUse, .always].contains(status))
            if !status.allowsLocationTriggers {
                #expect(events.map(\.logLine) == ["com.example.app: \"office\" not delivered: its region was crossed, but location authorization is \(status.word) (location triggers need when-in-use or always)"])
                #expect(system.app("com.example.app")?.pending["office"] != nil)
            }
        }
    }

    @Test("the user's location answer outlives a restart; an archive without one keeps the workspace's")
    func answerIsArchived() throws {
        var system = try Self.system(.notDetermined)
        #expect(system.setLocationAuthorization("com.example.app", .always).map(\.logLine) == ["com.example.app: location authorization always"])
        let data = try JSONEncoder().encode(system.archive(now: Self.start))
        var restored = try Self.system(.notDetermined)
        _ = restored.restore(try JSONDecoder().decode(NotificationArchive.self, from: data), now: Self.start)
        #expect(restored.app("com.example.app")?.locationAuthorization == .always)

        let unchanged = try JSONEncoder().encode(try Self.system(.denied).archive(now: Self.start))
        var fresh = try Self.system(.whenInUse)
        _ = fresh.restore(try JSONDecoder().decode(NotificationArchive.self, from: unchanged), now: Self.start)
        #expect(fresh.app("com.example.app")?.locationAuthorization == .whenInUse)
    }
}
