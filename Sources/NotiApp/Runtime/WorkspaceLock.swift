import Foundation

/// Why a workspace could not be opened: another notisim has it, or the lock file cannot be made.
package struct WorkspaceLockError: Error, Sendable, Hashable, CustomStringConvertible {
    /// One line naming the workspace (or the lock file) and the reason.
    package var description: String
    /// The process that holds the workspace, when that is the reason.
    package var holder: Int32?
}

/// One notisim per workspace: the interactive centre and `notisim serve` hold an exclusive `flock` on
/// `$XDG_STATE_HOME/notisim/running/<workspace>.lock` while they run, with their pid written in it. A second one on
/// the same workspace is refused and told which process has it, so a push never lands in a copy nobody sees. The
/// kernel drops the lock when the process ends in any way (SIGKILL included), so no stale lock outlives it.
package final class WorkspaceLock: Sendable {
    private let descriptor: Int32
    /// The lock file.
    package let file: URL

    private init(descriptor: Int32, file: URL) {
        self.descriptor = descriptor
        self.file = file
    }

    deinit {
        // Unlocked before it is closed: a child forked at this moment (not yet past its exec, which closes the
        // descriptor) shares the open file and with it the lock, which a close alone would leave held.
        flock(descriptor, LOCK_UN)
        close(descriptor)
    }

    /// The lock file of the workspace at `root`, beside the announcements of running notisims.
    package static func file(forWorkspaceAt root: URL, environment: [String: String]) -> URL {
        InstanceDirectory.standard(environment: environment).folder
            .appendingPathComponent(StateStore.folderName(forWorkspaceAt: root) + ".lock")
    }

    /// Takes the workspace at `root` for this process; refused, naming the holder's pid, while another has it.
    package static func acquire(workspaceAt root: URL, environment: [String: String]) throws(WorkspaceLockError) -> WorkspaceLock {
        let file = file(forWorkspaceAt: root, environment: environment)
        do {
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true,
                                                    attributes: [.posixPermissions: 0o700])
        } catch {
            throw WorkspaceLockError(description: "\(file.deletingLastPathComponent().path): cannot create the folder: \(error.localizedDescription)")
        }
        // Close-on-exec: extension child processes must not keep the workspace taken after notisim ends.
        let descriptor = open(file.path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else {
            throw WorkspaceLockError(description: "\(file.path): cannot open the lock file: \(String(cString: strerror(errno)))")
        }
        guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
            let reason = errno
            let holder = readPID(descriptor)
            close(descriptor)
            guard reason == EWOULDBLOCK else {
                throw WorkspaceLockError(description: "\(file.path): cannot lock: \(String(cString: strerror(reason)))")
            }
            let who = holder.map { "notisim (pid \($0))" } ?? "another notisim"
            throw WorkspaceLockError(
                description: "workspace \(root.path) is already open in \(who); send it pushes with notisim push --workspace \(root.path), or quit it first",
                holder: holder)
        }
        let text = Array("\(getpid())\n".utf8)
        _ = ftruncate(descriptor, 0)
        _ = text.withUnsafeBytes { pwrite(descriptor, $0.baseAddress, $0.count, 0) }
        return WorkspaceLock(descriptor: descriptor, file: file)
    }

    /// The pid written in an open lock file, nil when it holds none.
    private static func readPID(_ descriptor: Int32) -> Int32? {
        var buffer = [UInt8](repeating: 0, count: 32)
        let count = buffer.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, $0.count, 0) }
        guard count > 0 else { return nil }
        return Int32(String(decoding: buffer.prefix(count), as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
    }
}
