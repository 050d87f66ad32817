import CChildSpawn
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A child process with its standard input, output and error on pipes, in its own process group. Reads never
/// block; every wait is bounded. notisim ignores SIGPIPE so a dead child's pipe cannot take it down. The child
/// starts with no signal blocked, every signal at its default action and SIGKILL as its parent-death signal
/// (`notisim_spawn`), so no child outlives notisim, however it ends (docs/rules/terminal.md#no-child-outlives-notisim).
final class ChildProcess {
    let pid: pid_t
    private(set) var input: Int32
    let output: Int32
    let errors: Int32
    private var killed = false
    /// How the process ended, once known.
    private(set) var exitStatus: ExitStatus?

    /// How a process ended.
    enum ExitStatus: Hashable {
        case exited(Int32)
        case signaled(Int32)
    }

    /// Starts `command` (the program looked up on PATH) in `directory` with `environment` added to notisim's.
    init(command: [String], directory: String, environment: [String: String]) throws(ExtensionFault) {
        guard let program = command.first, !program.isEmpty else { throw .launchFailed("the run command line is empty") }
        Self.ignoreBrokenPipes
        var inputPipe: [Int32] = [-1, -1], outputPipe: [Int32] = [-1, -1], errorPipe: [Int32] = [-1, -1]
        guard Self.makePipe(&inputPipe), Self.makePipe(&outputPipe), Self.makePipe(&errorPipe) else {
            throw .launchFailed("cannot make pipes: \(String(cString: strerror(errno)))")
        }
        var merged = ProcessInfo.processInfo.environment
        for (key, value) in environment { merged[key] = value }
        let argv = command.map { strdup($0) } + [nil]
        let envp = merged.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var child: pid_t = 0, step: Int32 = 0
        let result = notisim_spawn(program, argv, envp, directory, inputPipe[0], outputPipe[1], errorPipe[1], &child, &step)
        close(inputPipe[0]); close(outputPipe[1]); close(errorPipe[1])
        guard result == 0 else {
            [inputPipe[1], outputPipe[0], errorPipe[0]].forEach { close($0) }
            let reason = String(cString: strerror(result))
            switch Int(step) {
            case Int(NOTISIM_SPAWN_DIRECTORY): throw .launchFailed("cannot set the working directory \(directory): \(reason)")
            case Int(NOTISIM_SPAWN_PROGRAM): throw .launchFailed("\(program): \(reason)")
            default: throw .launchFailed("cannot start \(program): \(reason)")
            }
        }
        pid = child
        input = inputPipe[1]
        output = outputPipe[0]
        errors = errorPipe[0]
        _ = fcntl(output, F_SETFL, fcntl(output, F_GETFL) | O_NONBLOCK)
        _ = fcntl(errors, F_SETFL, fcntl(errors, F_GETFL) | O_NONBLOCK)
    }

    /// Writes all of `bytes` to the child's standard input; false when the child no longer reads.
    func write(_ bytes: [UInt8]) -> Bool {
        guard input >= 0 else { return false }
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { Glibc.write(input, $0.baseAddress, $0.count) }
            if written < 0 {
                if errno == EINTR { continue }
                return false
            }
            offset += written
        }
        return true
    }

    /// Waits at most `milliseconds` for output or errors to read; answers whether either is readable.
    func waitReadable(milliseconds: Int32) -> Bool {
        var fds = [pollfd(fd: output, events: Int16(POLLIN), revents: 0), pollfd(fd: errors, events: Int16(POLLIN), revents: 0)]
        return poll(&fds, 2, milliseconds) > 0
    }

    /// Reads what is available from `fd` without blocking; nil at end of file.
    func readAvailable(_ fd: Int32, limit: Int) -> [UInt8]? {
        var collected: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while collected.count <= limit {
            let count = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if count > 0 { collected += chunk[0..<count]; continue }
            if count == 0 { return collected.isEmpty ? nil : collected }
            if errno == EINTR { continue }
            break
        }
        return collected
    }

    /// Resident memory in bytes, from /proc; nil when it cannot be read.
    var residentBytes: Int? {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") }),
              let kilobytes = line.split(separator: " ").dropFirst().first.flatMap({ Int($0) }) else { return nil }
        return kilobytes * 1024
    }

    /// Collects the exit status if the process has ended, waiting at most `milliseconds`.
    @discardableResult
    func reap(waitingUpTo milliseconds: Int = 0) -> ExitStatus? {
        if let exitStatus { return exitStatus }
        let clock = ContinuousClock()
        let deadline = clock.now + .milliseconds(milliseconds)
        while true {
            var status: Int32 = 0
            let result = waitpid(pid, &status, WNOHANG)
            if result == pid {
                let signal = status & 0x7F
                exitStatus = signal == 0 ? .exited((status >> 8) & 0xFF) : .signaled(signal)
                return exitStatus
            }
            if result < 0 && errno != EINTR { exitStatus = .exited(-1); return exitStatus }
            if clock.now >= deadline { return nil }
            usleep(200)
        }
    }

    /// Ends the process group at once and collects the child (once; later calls do nothing).
    func kill() {
        guard !killed else { return }
        killed = true
        closeInput()
        if exitStatus == nil {
            Glibc.kill(-pid, SIGKILL)
            Glibc.kill(pid, SIGKILL)
            var status: Int32 = 0
            while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
            let signal = status & 0x7F
            exitStatus = signal == 0 ? .exited((status >> 8) & 0xFF) : .signaled(signal)
        }
        close(output)
        close(errors)
    }

    /// Closes the child's standard input (it sees end of file).
    func closeInput() {
        if input >= 0 { close(input); input = -1 }
    }

    /// A pipe whose ends close on exec (the child gets only the copies placed at 0, 1 and 2).
    private static func makePipe(_ ends: inout [Int32]) -> Bool {
        guard pipe(&ends) == 0 else { return false }
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        return true
    }

    private static let ignoreBrokenPipes: Void = { signal(SIGPIPE, SIG_IGN) }()
}
