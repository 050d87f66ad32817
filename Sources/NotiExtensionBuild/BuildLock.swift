import Foundation
import NotiExtensionTarget

/// An exclusive `flock` on one build in the cache, so that two builders of the same key — threads of one notisim or
/// two notisims — compile it once: the second waits, then finds the first one's program. The lock files are kept in
/// the cache's `.locks` folder (pruning leaves `.` names alone); the kernel drops a lock when its process ends.
enum BuildLock {
    /// Runs `body` holding the lock named `name` in `cacheDirectory`; `waiting` hears once, before the wait, that
    /// another builder has it.
    static func holding<Result>(_ name: String, in cacheDirectory: URL, waiting: () -> Void,
                                _ body: () throws(ExtensionBuildFailure) -> Result) throws(ExtensionBuildFailure) -> Result {
        let folder = cacheDirectory.appendingPathComponent(".locks")
        do { try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true) } catch {
            throw ExtensionBuildFailure(firstError: "cannot create the build folder \(folder.path): \(error.localizedDescription)")
        }
        let file = folder.appendingPathComponent("\(name).lock").path
        // Close-on-exec: the compiler and the extensions started later must not hold the lock.
        let descriptor = open(file, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else {
            throw ExtensionBuildFailure(firstError: "\(file): cannot open the build's lock file: \(String(cString: strerror(errno)))")
        }
        defer { close(descriptor) }
        if flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
            guard errno == EWOULDBLOCK else { throw failure(file) }
            waiting()
            while flock(descriptor, LOCK_EX) != 0 {
                guard errno == EINTR else { throw failure(file) }
            }
        }
        defer { flock(descriptor, LOCK_UN) }
        return try body()
    }

    private static func failure(_ file: String) -> ExtensionBuildFailure {
        ExtensionBuildFailure(firstError: "\(file): cannot lock the build: \(String(cString: strerror(errno)))")
    }
}
