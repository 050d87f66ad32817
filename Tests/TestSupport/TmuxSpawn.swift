import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Runs a program to completion with `posix_spawn` and `waitpid`.
///
/// Not Foundation's `Process`: test worker threads block most signals, and a spawned child inherits that mask
/// (a tmux server started that way ignores SIGTERM, and so would the programs it starts). Here the child gets
/// an empty signal mask and default handlers, its output goes to files (a forked server keeps its first
/// command's output open, so a pipe would never reach its end), it reads from /dev/null, and it inherits no
/// other descriptor.
enum TmuxSpawn {
    /// What a finished program printed and how it ended.
    struct Result {
        var status: Int32
        var output: String
        var errors: String
    }

    static func run(_ executable: String, arguments: [String], environment: [String: String], scratch: URL) throws -> Result {
        let outputPath = scratch.appendingPathExtension("out").path
        let errorsPath = scratch.appendingPathExtension("err").path
        defer { unlink(outputPath); unlink(errorsPath) }

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, errorsPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        // Nothing else of the test process leaks into a server that outlives the command.
        for fd in Int32(3)..<1024 {
            let flags = fcntl(fd, F_GETFD)
            if flags >= 0 && flags & FD_CLOEXEC == 0 { posix_spawn_file_actions_addclose(&actions, fd) }
        }

        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var emptyMask = sigset_t(), allSignals = sigset_t()
        sigemptyset(&emptyMask)
        sigfillset(&allSignals)
        posix_spawnattr_setsigmask(&attributes, &emptyMask)
        posix_spawnattr_setsigdefault(&attributes, &allSignals)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }

        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
        guard spawned == 0 else { throw TmuxError("cannot start \(executable): \(String(cString: strerror(spawned)))") }
        var waitStatus: Int32 = 0
        while waitpid(pid, &waitStatus, 0) == -1 && errno == EINTR {}
        let exited = waitStatus & 0x7F == 0
        let status = exited ? (waitStatus >> 8) & 0xFF : 128 + (waitStatus & 0x7F)
        let read = { (path: String) in (try? String(contentsOfFile: path, encoding: .utf8)) ?? "" }
        return Result(status: status, output: read(outputPath), errors: read(errorsPath))
    }
}
