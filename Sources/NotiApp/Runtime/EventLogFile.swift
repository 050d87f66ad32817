import Foundation
import NotiAppCore
import NotiCore
import NotiTerminalPort

/// The `--log-json` file. The event log's entries become JSON lines where they are logged and are written, in order,
/// on a thread of the file's own, so the app loop does not wait for the disk; what is handed over with them (the
/// answers to the pushes they record) runs once they are in the file (docs/architecture.md#the-event-log-file).
package final class EventLogFile {
    /// Lines handed over together, and what runs once they are written.
    struct Batch: QueuedWrite {
        var lines: [UInt8]
        var then: (@Sendable () -> Void)?

        var cost: Int { 64 + lines.count }
    }

    /// How many bytes of lines may wait for the writer before handing over more waits for it: about 32,000 lines.
    package static let defaultByteBudget = 8 << 20
    /// The writer thread's name (Linux keeps 15 bytes of it).
    static let writerName = "notisim-log"

    private let batches: WriterQueue<Batch>
    /// The first failed write's error until it is taken, and whether one was ever taken: a full disk is named once.
    private let failure = LockedState<(error: String?, named: Bool)>((nil, false))

    /// Writes to `handle` (opened for appending) from now on; `name` (the path) is what a failed write names.
    package init(handle: FileHandle, name: String, byteBudget: Int = defaultByteBudget) {
        let batches = WriterQueue<Batch>(byteBudget: byteBudget)
        self.batches = batches
        let failure = self.failure
        batches.startWriter(name: Self.writerName) { taken in
            var lines: [UInt8] = []
            lines.reserveCapacity(taken.reduce(0) { $0 + $1.lines.count })
            for batch in taken { lines += batch.lines }
            if !lines.isEmpty {
                do { try handle.write(contentsOf: Data(lines)) } catch {
                    failure.withLock { failure in
                        if !failure.named && failure.error == nil {
                            failure.error = "\(name): cannot write the log: \(error.localizedDescription)"
                        }
                    }
                }
            }
            for batch in taken { batch.then?() }
        }
    }

    deinit { batches.close() }

    /// Turns `entries` into JSON lines and hands them to the writer after those before them; `then` runs on the
    /// writer's thread once they are in the file (or failed to be written). Waits first while more than the byte
    /// budget is unwritten.
    package func write(_ entries: some Collection<LogEntry>, then: (@Sendable () -> Void)? = nil) {
        guard !entries.isEmpty || then != nil else { return }
        var lines: [UInt8] = []
        lines.reserveCapacity(entries.count * 256)
        // Entries logged together share their time, kind and app, so that part of their lines is written once.
        var lineStart: LogEntry.LineStart?
        // By position, so each entry is read where it lies rather than copied out first.
        for index in entries.indices { entries[index].appendJSONLine(to: &lines, after: &lineStart) }
        batches.add(Batch(lines: lines, then: then))
    }

    /// Returns once everything handed over before the call is written and its work has run.
    package func waitUntilWritten() {
        batches.waitUntilWritten()
    }

    /// The first write that failed, as a one-line error naming the file: once, to the first caller after it.
    package func takeFailure() -> String? {
        failure.withLock { failure in
            guard let error = failure.error else { return nil }
            failure = (nil, true)
            return error
        }
    }
}
