import Dispatch
import Foundation
import NotiAppCore
import NotiCore

/// The append-only file of accepted pushes beside the state file (`pushes.jsonl`, one JSON line per push). Entries
/// are written and flushed to the disk on the journal's own queue, off the app loop, before their pushes are
/// answered; saving the state file empties it, after the appends handed over before.
///
/// Unchecked `Sendable`: the file handle is only touched on `queue`, the lines waiting for it only under their lock.
package final class PushJournal: @unchecked Sendable {
    /// The journal file.
    package let fileURL: URL
    private var handle: FileHandle?
    private let queue = DispatchQueue(label: "notisim.push-journal")
    /// Lines handed over since the queue last took them, and what to call once they are on the disk.
    private let waiting = LockedState(Waiting())

    private struct Waiting {
        var lines: [UInt8] = []
        var written: [@Sendable (StateStore.Failure?) -> Void] = []
        /// Whether the queue has a write of the waiting lines ahead of it.
        var scheduled = false
    }

    package init(fileURL: URL) { self.fileURL = fileURL }

    deinit { try? handle?.close() }

    /// Hands the entries over: written and flushed to the disk on the journal's queue, then `written` is called there
    /// with nil, or with why they are not on the disk. Entries handed over while a write is under way go together in
    /// the next write, with one flush (group commit).
    ///
    /// The lines are built here, on the caller's thread, straight into bytes. *Decision:* the app loop, where the
    /// notifications were made, builds them; building them on the journal's queue as well was slower (h2load on
    /// `notisim serve`: 76–85k pushes/s against 89–95k), as it was for the `--log-json` lines: reading the loop's
    /// notifications from another core moves their reference counts between the cores.
    package func append(_ entries: [JournalEntry], then written: @escaping @Sendable (StateStore.Failure?) -> Void) {
        var lines: [UInt8] = []
        lines.reserveCapacity(entries.count * 768)  // a plain alert's line is about 600 bytes
        var numbers = JSONNumberMemo()
        do {
            for entry in entries {
                try entry.appendJSON(to: &lines, numbers: &numbers)
                lines.append(0x0A)
            }
        } catch {
            // Only a number JSON cannot hold stops a line: named by its coding path.
            var reason = "\(error)"
            if case EncodingError.invalidValue(_, let context) = error {
                reason = "\(context.codingPath.map(\.stringValue).joined(separator: ".")): \(context.debugDescription)"
            }
            return written(StateStore.Failure(description: "\(fileURL.path): cannot write the push journal: \(reason)"))
        }
        let schedule = waiting.withLock { waiting in
            waiting.lines += lines
            waiting.written.append(written)
            defer { waiting.scheduled = true }
            return !waiting.scheduled
        }
        if schedule { queue.async { self.writeWaiting() } }
    }

    /// Returns once every append handed over so far has been written (or has failed) and its `written` has run.
    package func waitUntilWritten() {
        queue.sync {}
    }

    private func writeWaiting() {
        let taken = waiting.withLock { waiting in
            defer { waiting = Waiting() }
            return waiting
        }
        do throws(StateStore.Failure) {
            try write(taken.lines)
            for written in taken.written { written(nil) }
        } catch {
            for written in taken.written { written(error) }
        }
    }

    private func write(_ lines: [UInt8]) throws(StateStore.Failure) {
        guard !lines.isEmpty else { return }
        do {
            let handle = try openForAppending()
            try handle.write(contentsOf: lines)
            try handle.synchronize()
        } catch let failure as StateStore.Failure {
            throw failure
        } catch {
            throw StateStore.Failure(description: "\(fileURL.path): cannot write the push journal: \(error.localizedDescription)")
        }
    }

    /// Empties the journal (the state file now holds everything in it), once the appends queued before are written.
    package func truncate() throws(StateStore.Failure) {
        let emptied: Result<Void, StateStore.Failure> = queue.sync {
            do {
                if let handle {
                    try handle.truncate(atOffset: 0)
                } else if FileManager.default.fileExists(atPath: fileURL.path) {
                    let opened = try FileHandle(forWritingTo: fileURL)
                    defer { try? opened.close() }
                    try opened.truncate(atOffset: 0)
                }
                return .success(())
            } catch {
                return .failure(StateStore.Failure(description: "\(fileURL.path): cannot empty the push journal: \(error.localizedDescription)"))
            }
        }
        try emptied.get()
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
