import Foundation

/// Writes the soak's generated workspace: `appCount` apps, each with a repeating weekly calendar request and a
/// repeating location request at launch (the trigger kinds the `schedule` command cannot express); every fourth
/// app has Scheduled Summary on, so its notifications are held until the next summary time.
enum SoakWorkspace {
    /// The bundle id of app number `index`.
    static func bundleID(_ index: Int) -> String { "com.example.soak.app\(index)" }

    /// The centre of app number `index`'s region; the device visits it to fire the location trigger.
    static func region(_ index: Int) -> (latitude: Double, longitude: Double) { (10 + Double(index) * 0.5, 20) }

    /// Writes `workspace.json` into a fresh folder under the temporary directory and answers the folder.
    static func write(appCount: Int) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("notisim-soak-\(getpid())")
        try? FileManager.default.removeItem(at: folder)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let apps = (0..<appCount).map(appJSON).joined(separator: ",\n")
        let text = "{\n\"version\": 1,\n\"name\": \"Soak\",\n\"apps\": [\n\(apps)\n]\n}\n"
        try text.write(to: folder.appendingPathComponent("workspace.json"), atomically: true, encoding: .utf8)
        return folder
    }

    /// Whether app number `index` has Scheduled Summary on.
    static func summarised(_ index: Int) -> Bool { index % 4 == 1 }

    private static func appJSON(_ index: Int) -> String {
        let (latitude, longitude) = region(index)
        let style = index % 5 == 0 ? "persistent" : "temporary"
        return """
        {"bundleID": "\(bundleID(index))", "displayName": "Soak \(index)", "icon": "\(index % 10)",
         "settings": {"alertStyle": "\(style)", "scheduledSummary": \(summarised(index))},
         "delegate": {"willPresent": ["banner", "list", "sound"]},
         "launchRequests": [
           {"id": "weekly", "trigger": {"at": {"weekday": \(index % 7 + 1), "hour": 9, "minute": \(index % 60)}, "repeats": true},
            "content": {"title": "Weekly \(index)", "body": "calendar repeat"}},
           {"id": "daily", "trigger": {"in": "1d", "repeats": true}, "content": {"title": "Daily \(index)"}},
           {"id": "visit", "trigger": {"region": {"id": "r\(index)", "latitude": \(latitude), "longitude": \(longitude), "radius": 500}, "repeats": true},
            "content": {"title": "Arrived \(index)", "body": "location repeat"}}
         ]}
        """
    }
}
