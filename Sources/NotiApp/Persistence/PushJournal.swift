import Foundation
import NotiAppCore
import NotiCore

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
