import Foundation
import NotiCore
import Synchronization

/// A failure of the tmux harness, with what the pane showed when it happened.
public struct TmuxError: Error, CustomStringConvertible {
    public let message: String

    public init(_ message: String) { self.message = message }

    public var description: String { message }
}

/// A private tmux server running one program in one pane of fixed size, for end-to-end tests.
///
/// Every session gets its own server (`tmux -S <unique socket> -f <generated config>`) with `escape-time 0`,
/// `remain-on-exit on` (so the exit status can be read from the dead pane), no status line, and a fixed
/// environment: `LANG=C.UTF-8`, `PATH`, `HOME`, `USER`, `TMPDIR`, the sanitizer settings and what you pass. Programs in the pane see
/// `TERM=tmux-256color`, the type whose key sequences match what tmux sends (with `xterm-256color`, Home and
/// End arrive as sequences that type does not know); the tmux client itself runs with `TERM=xterm-256color`. The server is killed by ``kill()`` or, at the latest, when the session is
/// released. Waits poll `capture-pane`; nothing sleeps blindly.
public final class Tmux {
    /// The name of the private server: its socket is `<temporary directory>/<name>.sock` (`tmux -S`), removed
    /// with the server.
    public let socketName: String
    /// The pane size the session starts with.
    public let cols: Int, rows: Int
    private let configURL: URL
    private let statusURL: URL
    private let socketURL: URL
    private let environment: [String: String]
    private var serverStarted = false
    private static let target = "e2e"
    private static let counter = Atomic<Int>(0)

    /// How often waits look at the pane.
    public static let pollInterval: Duration = .milliseconds(20)
    /// How long waits give a program by default: generous, as CI machines are busy.
    public static let defaultTimeout: Duration = .seconds(30)

    /// The `tmux` executable found on `PATH`, nil when tmux is not installed.
    public static let executable: String? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/tmux" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }()

    /// A session of `cols`×`rows` whose programs also see `environment`; nothing runs until ``start(command:)``.
    public init(cols: Int = 100, rows: Int = 32, environment: [String: String] = [:]) throws {
        guard Tmux.executable != nil else { throw TmuxError("tmux is not installed (it is needed for the end-to-end tests)") }
        self.cols = cols
        self.rows = rows
        let number = Tmux.counter.add(1, ordering: .relaxed).newValue
        socketName = "notisim-e2e-\(getpid())-\(number)-\(UInt32.random(in: 0...UInt32.max))"
        let scratch = FileManager.default.temporaryDirectory
        configURL = scratch.appendingPathComponent("\(socketName).conf")
        statusURL = scratch.appendingPathComponent("\(socketName).status")
        socketURL = scratch.appendingPathComponent("\(socketName).sock")
        self.environment = environment
        let config = """
            set -g escape-time 0
            set -g remain-on-exit on
            set -g status off
            set -g default-terminal tmux-256color
            set -g history-limit 1000

            """
        try config.write(to: configURL, atomically: true, encoding: .utf8)
    }

    deinit { kill() }

    /// Starts `command` (a shell command line) in the pane.
    ///
    /// It runs in a subshell of the pane's shell, which also writes its exit status to a file: tmux 3.3 sometimes
    /// marks a pane dead before it has collected the exit status, and then never fills `#{pane_dead_status}`.
    public func start(command: String) throws {
        let wrapped = "(\n\(command)\n); notisim_status=$?; echo $notisim_status > '\(statusURL.path)'; exit $notisim_status"
        try run(["new-session", "-d", "-s", Tmux.target, "-x", "\(cols)", "-y", "\(rows)", wrapped])
        serverStarted = true
    }

    /// Sends keys by tmux name (`Enter`, `Down`, `C-c`, `Escape`, `q`, ...).
    public func send(keys: String...) throws { try send(keys: keys) }

    /// Sends keys by tmux name.
    public func send(keys: [String]) throws { try run(["send-keys", "-t", Tmux.target] + keys) }

    /// Types `text` exactly as written (UTF-8 included), without key-name lookup.
    public func sendLiteral(text: String) throws { try run(["send-keys", "-t", Tmux.target, "-l", text]) }

    /// The visible pane as text, one line per row with trailing spaces trimmed (`capture-pane -p`);
    /// `escapes` keeps colours and attributes as escape sequences (`-e`), `joinWrapped` joins wrapped lines (`-J`).
    public func capture(escapes: Bool = false, joinWrapped: Bool = false) throws -> String {
        var arguments = ["capture-pane", "-p", "-t", Tmux.target]
        if escapes { arguments.append("-e") }
        if joinWrapped { arguments.append("-J") }
        var text = try run(arguments)
        if text.hasSuffix("\n") { text.removeLast() }
        return text
    }

    /// Waits until the pane shows `text`; returns the screen then, or throws with the last screen.
    @discardableResult
    public func waitFor(text: String, timeout: Duration = Tmux.defaultTimeout) throws -> String {
        try waitUntil("the pane shows \"\(text)\"", timeout: timeout) { $0.contains(text) }
    }

    /// Waits until `condition` holds for the captured pane; returns the screen then, or throws with the last screen.
    @discardableResult
    public func waitUntil(_ description: String, timeout: Duration = Tmux.defaultTimeout,
                          _ condition: (String) -> Bool) throws -> String {
        let clock = ContinuousClock()
        let deadline = clock.now + timeout
        var screen = ""
        while true {
            screen = try capture()
            if condition(screen) { return screen }
            guard clock.now < deadline else { break }
            Thread.sleep(forTimeInterval: Tmux.pollInterval.seconds)
        }
        throw TmuxError("timed out after \(timeout) waiting until \(description); the pane shows:\n\(screen)")
    }

    /// Answers Allow to the `count` permission prompts a first launch shows, one after the other, as a person at the
    /// keys does (`Enter` on the preferred button); returns the screen once none is left.
    @discardableResult
    public func allowPermissionPrompts(_ count: Int, timeout: Duration = Tmux.defaultTimeout) throws -> String {
        var answered: [String] = []
        for _ in 0..<count {
            let screen = try waitUntil("a permission prompt other than \(answered) shows", timeout: timeout) {
                guard let title = Self.permissionPromptTitle($0) else { return false }
                return !answered.contains(title)
            }
            answered.append(Self.permissionPromptTitle(screen) ?? "")
            try send(keys: "Enter")
        }
        return try waitUntil("no permission prompt shows", timeout: timeout) { Self.permissionPromptTitle($0) == nil }
    }

    /// The title of the permission prompt on `screen` (its rows from the box's top to iOS's message), nil when none shows.
    private static func permissionPromptTitle(_ screen: String) -> String? {
        let rows = screen.split(separator: "\n", omittingEmptySubsequences: false)
        guard let message = rows.firstIndex(where: { $0.contains("Notifications may include") }),
              let top = rows[..<message].lastIndex(where: { $0.contains("┏") }) else { return nil }
        return rows[(top + 1)..<message].joined(separator: "\n")
    }

    /// Resizes the window (and so the pane) to `cols`×`rows`.
    public func resize(cols: Int, rows: Int) throws {
        try run(["resize-window", "-t", Tmux.target, "-x", "\(cols)", "-y", "\(rows)"])
    }

    /// Resizes the window through every size in `sizes`, in one tmux command so they come as fast as tmux can go.
    public func resize(through sizes: [(cols: Int, rows: Int)]) throws {
        var arguments: [String] = []
        for size in sizes {
            if !arguments.isEmpty { arguments.append(";") }
            arguments += ["resize-window", "-t", Tmux.target, "-x", "\(size.cols)", "-y", "\(size.rows)"]
        }
        if !arguments.isEmpty { try run(arguments) }
    }

    /// A tmux format evaluated for the pane, e.g. `#{alternate_on}` or `#{cursor_flag}`.
    public func format(_ format: String) throws -> String {
        try run(["display-message", "-p", "-t", Tmux.target, format]).trimmingCharacters(in: .newlines)
    }

    /// The process id of the pane's shell (the command runs in a subshell of it).
    public func panePID() throws -> Int32 {
        let text = try format("#{pane_pid}")
        guard let pid = Int32(text) else { throw TmuxError("tmux answered \"\(text)\" for the pane's pid") }
        return pid
    }

    /// The exit status of the pane's program (`#{pane_dead_status}`, else the one its shell wrote down), nil
    /// while it still runs.
    public func exitStatus() throws -> Int32? {
        let fields = try format("#{pane_dead} #{pane_dead_status}").split(separator: " ")
        guard fields.first == "1" else { return nil }
        if fields.count > 1, let status = Int32(fields[1]) { return status }
        let written = (try? String(contentsOf: statusURL, encoding: .utf8)) ?? ""
        return Int32(written.trimmingCharacters(in: .whitespacesAndNewlines))
    }

    /// Waits until the pane's program exits and returns its status.
    public func waitForExit(timeout: Duration = Tmux.defaultTimeout) throws -> Int32 {
        var status: Int32?
        try waitUntil("the program exits", timeout: timeout) { _ in
            status = try? exitStatus()
            return status != nil
        }
        return status ?? -1
    }

    /// Kills the server and removes its config; safe to call more than once.
    public func kill() {
        if serverStarted {
            _ = try? run(["kill-server"])
            serverStarted = false
        }
        try? FileManager.default.removeItem(at: configURL)
        try? FileManager.default.removeItem(at: statusURL)
        try? FileManager.default.removeItem(at: socketURL)
    }

    /// Runs one tmux command against this session's server and returns what it printed.
    @discardableResult
    private func run(_ arguments: [String]) throws -> String {
        guard let executable = Tmux.executable else { throw TmuxError("tmux is not installed") }
        // A fixed environment, so settings of the machine running the tests (NO_COLOR, COLORTERM, LC_ALL,
        // TMUX, ...) cannot change what the programs see. Sanitizer settings pass through, so sanitized
        // programs in the pane report where scripts/sanitizers.sh looks.
        let inherited = ProcessInfo.processInfo.environment
        var childEnvironment = ["TERM": "xterm-256color", "LANG": "C.UTF-8"]
        for name in ["PATH", "HOME", "USER", "TMPDIR", "ASAN_OPTIONS", "TSAN_OPTIONS"] { childEnvironment[name] = inherited[name] }
        childEnvironment.merge(environment) { _, new in new }
        let result = try TmuxSpawn.run(executable, arguments: ["-u", "-S", socketURL.path, "-f", configURL.path] + arguments,
                                       environment: childEnvironment, scratch: configURL.deletingPathExtension())
        guard result.status == 0 else {
            let reason = result.errors.trimmingCharacters(in: .whitespacesAndNewlines)
            throw TmuxError("tmux \(arguments.joined(separator: " ")) failed (\(result.status)): \(reason)")
        }
        return result.output
    }
}
