import Foundation
import SQLite3
import UserNotifications

/// A service extension keeping a history of pushes in an SQLite file the app shares, as projects do with the C API:
/// it opens the database named in the payload, creates its table, inserts the push's title with a bound parameter,
/// and writes how many pushes the file holds and the newest title into the subtitle.
class NotificationService: UNNotificationServiceExtension {
    private let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)

    override func didReceive(_ request: UNNotificationRequest, withContentHandler contentHandler: @escaping (UNNotificationContent) -> Void) {
        guard let content = request.content.mutableCopy() as? UNMutableNotificationContent,
              let path = request.content.userInfo["database"] as? String else { return contentHandler(request.content) }
        content.subtitle = record(request.content.title, in: path)
        contentHandler(content)
    }

    /// Inserts `title` into the file at `path`; "COUNT NEWEST" or what failed.
    private func record(_ title: String, in path: String) -> String {
        var database: OpaquePointer?
        guard sqlite3_open(path, &database) == SQLITE_OK else { return "cannot open" }
        defer { sqlite3_close(database) }
        guard sqlite3_exec(database, "CREATE TABLE IF NOT EXISTS pushes (id INTEGER PRIMARY KEY, title TEXT)", nil, nil, nil) == SQLITE_OK else {
            return "cannot create: " + String(cString: sqlite3_errmsg(database))
        }
        var insert: OpaquePointer?
        guard sqlite3_prepare_v2(database, "INSERT INTO pushes (title) VALUES (?)", -1, &insert, nil) == SQLITE_OK else { return "cannot prepare" }
        sqlite3_bind_text(insert, 1, title, -1, transient)
        let inserted = sqlite3_step(insert) == SQLITE_DONE
        sqlite3_finalize(insert)
        guard inserted else { return "cannot insert" }
        var query: OpaquePointer?
        guard sqlite3_prepare_v2(database, "SELECT COUNT(*), (SELECT title FROM pushes ORDER BY id DESC LIMIT 1) FROM pushes", -1, &query, nil) == SQLITE_OK
        else { return "cannot query" }
        defer { sqlite3_finalize(query) }
        guard sqlite3_step(query) == SQLITE_ROW, let newest = sqlite3_column_text(query, 1) else { return "no row" }
        return "\(sqlite3_column_int(query, 0)) \(String(cString: newest))"
    }
}
