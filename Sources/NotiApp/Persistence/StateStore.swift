import Foundation
import NotiAppCore
import NotiCore

/// Reads and writes a workspace's state file under the XDG state directory, atomically.
package struct StateStore: Sendable {
    /// The state file.
    package let fileURL: URL

    package init(fileURL: URL) { self.fileURL = fileURL }

    /// The journal of pushes accepted since the state file was last written, beside it.
    package var journalURL: URL { fileURL.deletingLastPathComponent().appendingPathComponent("pushes.jsonl") }

    /// The broadcast channels the APNs endpoint's apps created, beside it (docs/rules/live-activities.md#broadcast-channels-survive-restarts).
    package var channelsURL: URL { fileURL.deletingLastPathComponent().appendingPathComponent("channels.json") }

    /// The store for a workspace: `$XDG_STATE_HOME/notisim/<name>-<hash of its path>/state.json`
    /// (`~/.local/state` when XDG_STATE_HOME is unset).
    package static func forWorkspace(at root: URL, environment: [String: String]) -> StateStore {
        StateStore(fileURL: baseDirectory(environment: environment).appendingPathComponent(folderName(forWorkspaceAt: root))
            .appendingPathComponent("state.json"))
    }

    /// The name that stands for a workspace under notisim's state directory: its folder's name and a stable hash of
    /// its path (`DemoWorkspace-1a2b3c4d5e6f7a8b`), the same on every run.
    package static func folderName(forWorkspaceAt root: URL) -> String {
        NotisimFolder.entryName(root.lastPathComponent, fallback: "workspace", identity: root.standardizedFileURL.path)
    }

    /// notisim's folder under the XDG state directory: `$XDG_STATE_HOME/notisim` (`~/.local/state/notisim` when unset).
    package static func baseDirectory(environment: [String: String]) -> URL {
        NotisimFolder.state.url(environment: environment, home: NSHomeDirectory())
    }

    /// Why the state could not be read or written.
    package struct Failure: Error, Sendable, Hashable, CustomStringConvertible {
        package var description: String

        /// A failure told by one line naming the file and the reason.
        package init(description: String) { self.description = description }
    }

    /// The saved state with the pushes journalled after it replayed, nil when there is none yet.
    package func load() throws(Failure) -> SavedState? {
        guard var state = try loadSnapshot() else { return nil }
        for entry in try PushJournal.read(journalURL) where entry.sequence > (state.journalSequence ?? 0) {
            state.apply(entry)
            state.journalSequence = entry.sequence
        }
        return state
    }

    /// The state file alone, nil when there is none yet.
    func loadSnapshot() throws(Failure) -> SavedState? {
        let path = fileURL.path
        guard FileManager.default.fileExists(atPath: path) else { return nil }
        let data: Data
        do { data = try Data(contentsOf: fileURL) } catch {
            throw Failure(description: "\(path): cannot read the state file: \(error.localizedDescription)")
        }
        struct VersionProbe: Decodable { var version: Int }
        if let probe = try? JSONDecoder().decode(VersionProbe.self, from: data), probe.version > SavedState.currentVersion {
            throw Failure(description: "\(path): made by a newer notisim (state version \(probe.version)); run notisim reset to start over")
        }
        do {
            let decoder = JSONDecoder()
            decoder.dateDecodingStrategy = .secondsSince1970
            return try decoder.decode(SavedState.self, from: data)
        } catch {
            throw Failure(description: "\(path): the state file is damaged (\(Self.describe(error))); run notisim reset to start over")
        }
    }

    /// Writes the state: to a temporary file in the same folder, flushed, then renamed over the old one, so a
    /// crash at any moment leaves either the old or the new file, never a torn one. The caller empties the push
    /// journal afterwards; until then a restore skips the entries the state already includes.
    package func save(_ state: SavedState) throws(Failure) {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .secondsSince1970
        encoder.outputFormatting = [.sortedKeys]
        let data: Data
        do { data = try encoder.encode(state) } catch {
            throw Failure(description: "\(fileURL.path): cannot save the state: \(error.localizedDescription)")
        }
        try Self.writeAtomically(data, to: fileURL)
    }

    /// Writes `data` to `file` so that a crash at any moment leaves the old or the new contents, never a torn file:
    /// a temporary file in the same folder, flushed, renamed over it, and the folder flushed.
    package static func writeAtomically(_ data: Data, to file: URL) throws(Failure) {
        let folder = file.deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let temporary = folder.appendingPathComponent(".\(file.deletingPathExtension().lastPathComponent).\(getpid()).tmp")
            guard FileManager.default.createFile(atPath: temporary.path, contents: nil) else {
                throw Failure(description: "\(temporary.path): cannot create")
            }
            let handle = try FileHandle(forWritingTo: temporary)
            try handle.write(contentsOf: data)
            try handle.synchronize()
            try handle.close()
            guard rename(temporary.path, file.path) == 0 else {
                throw Failure(description: "\(file.path): cannot replace the file: \(String(cString: strerror(errno)))")
            }
            synchronizeFolder(folder)
        } catch let failure as Failure {
            throw failure
        } catch {
            throw Failure(description: "\(file.path): cannot write: \(error.localizedDescription)")
        }
    }

    /// Flushes a folder's entries (a rename, a new file) to the disk, so they outlast a power loss too.
    static func synchronizeFolder(_ folder: URL) {
        let descriptor = open(folder.path, O_RDONLY)
        guard descriptor >= 0 else { return }
        fsync(descriptor)
        close(descriptor)
    }

    /// Forgets the workspace's state (`notisim reset`). Returns whether there was any.
    @discardableResult
    package func reset() throws(Failure) -> Bool {
        let folder = fileURL.deletingLastPathComponent()
        guard FileManager.default.fileExists(atPath: folder.path) else { return false }
        do { try FileManager.default.removeItem(at: folder) } catch {
            throw Failure(description: "\(folder.path): cannot remove: \(error.localizedDescription)")
        }
        return true
    }

    private static func describe(_ error: any Error) -> String {
        switch error {
        case DecodingError.keyNotFound(let key, let context):
            return "missing \(path(context.codingPath + [key]))"
        case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context),
             DecodingError.dataCorrupted(let context):
            return "\(path(context.codingPath)): \(context.debugDescription)"
        default:
            return "\(error)"
        }
    }

    private static func path(_ keys: [any CodingKey]) -> String {
        keys.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined().trimmingCharacters(in: CharacterSet(charactersIn: "."))
    }
}
