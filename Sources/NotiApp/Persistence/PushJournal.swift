import Foundation
import NotiCore

/// What one accepted push left in the centre: the app's notification under its identifier (now at the top of the
/// app's list, or gone) and the app's badge. Numbered so a restore replays only what the snapshot does not hold.
package struct JournalEntry: Sendable, Hashable, Codable {
    /// Counts up across runs; the snapshot records the last one it includes.
    package var sequence: Int
    package var bundleID: String
    package var identifier: String
    /// The notification at the top of the app's list after the push; nil when the push left none under this identifier.
    package var notification: DeliveredNotification?
    package var badge: Int
    /// The push held for the next Scheduled Summary instead of listed (nil when it was not held).
    package var held: DeliveredNotification? = nil

    package init(sequence: Int, bundleID: String, identifier: String, notification: DeliveredNotification?, badge: Int,
                held: DeliveredNotification? = nil) {
        self.sequence = sequence; self.bundleID = bundleID; self.identifier = identifier; self.notification = notification; self.badge = badge
        self.held = held
    }
}

extension NotificationArchive {
    /// Applies a journalled push: whatever the app had under the identifier is replaced by the entry's notification
    /// at the top, and the badge is set. Applying the same entries again gives the same archive.
    package mutating func apply(_ entry: JournalEntry) {
        guard var app = apps[entry.bundleID] else { return }
        app.delivered.removeAll { $0.id == entry.identifier }
        if let notification = entry.notification { app.delivered.insert(notification, at: 0) }
        var held = (app.held ?? []).filter { $0.id != entry.identifier }
        if let notification = entry.held { held.append(notification) }
        app.held = held.isEmpty ? nil : held
        app.badge = entry.badge
        apps[entry.bundleID] = app
    }
}

/// The append-only file of accepted pushes beside the state file (`pushes.jsonl`, one JSON line per push). Each
/// batch is written and flushed to the disk before its pushes are answered; saving the state file empties it.
package final class PushJournal {
    /// The journal file.
    package let fileURL: URL
    private var handle: FileHandle?

    package init(fileURL: URL) { self.fileURL = fileURL }

    deinit { try? handle?.close() }

    /// Appends the entries as one write and flushes them to the disk.
    package func append(_ entries: [JournalEntry]) throws(StateStore.Failure) {
        guard !entries.isEmpty else { return }
        do {
            // Built by the project's own JSON writer: JSONEncoder was most of the endpoint's CPU per push.
            var bytes: [UInt8] = []
            for entry in entries {
                try JSONLineEncoder.encode(entry, into: &bytes)
                bytes.append(0x0A)
            }
            let handle = try openForAppending()
            try handle.write(contentsOf: bytes)
            try handle.synchronize()
        } catch let failure as StateStore.Failure {
            throw failure
        } catch {
            throw StateStore.Failure(description: "\(fileURL.path): cannot write the push journal: \(error.localizedDescription)")
        }
    }

    /// Empties the journal (the state file now holds everything in it).
    package func truncate() throws(StateStore.Failure) {
        do {
            if let handle {
                try handle.truncate(atOffset: 0)
            } else if FileManager.default.fileExists(atPath: fileURL.path) {
                let opened = try FileHandle(forWritingTo: fileURL)
                defer { try? opened.close() }
                try opened.truncate(atOffset: 0)
            }
        } catch {
            throw StateStore.Failure(description: "\(fileURL.path): cannot empty the push journal: \(error.localizedDescription)")
        }
    }

    /// The entries of a journal file, oldest first; none when there is no file. A last line without its newline is
    /// a write cut short by a crash (its pushes were never answered) and is ignored; a damaged complete line is an error.
    package static func read(_ fileURL: URL) throws(StateStore.Failure) -> [JournalEntry] {
        guard FileManager.default.fileExists(atPath: fileURL.path) else { return [] }
        let data: Data
        do { data = try Data(contentsOf: fileURL) } catch {
            throw StateStore.Failure(description: "\(fileURL.path): cannot read the push journal: \(error.localizedDescription)")
        }
        var lines = data.split(separator: 0x0A, omittingEmptySubsequences: false)
        lines.removeLast()  // after the last newline: empty, or the torn tail of an interrupted write
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .secondsSince1970
        var entries: [JournalEntry] = []
        for (index, line) in lines.enumerated() {
            do { entries.append(try decoder.decode(JournalEntry.self, from: Data(line))) } catch {
                throw StateStore.Failure(description: "\(fileURL.path): line \(index + 1) of the push journal is damaged; run notisim reset to start over")
            }
        }
        return entries
    }

    private func openForAppending() throws -> FileHandle {
        if let handle { return handle }
        if !FileManager.default.fileExists(atPath: fileURL.path) {
            try FileManager.default.createDirectory(at: fileURL.deletingLastPathComponent(), withIntermediateDirectories: true)
            guard FileManager.default.createFile(atPath: fileURL.path, contents: nil) else {
                throw StateStore.Failure(description: "\(fileURL.path): cannot create the push journal")
            }
            StateStore.synchronizeFolder(fileURL.deletingLastPathComponent())
        }
        let opened = try FileHandle(forWritingTo: fileURL)
        try opened.seekToEnd()
        handle = opened
        return opened
    }
}
