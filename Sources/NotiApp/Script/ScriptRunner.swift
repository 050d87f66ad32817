import Foundation
import NotiCore

/// Runs a `notisim run` script: the same app loop, headless, on a manual clock. Every line is a command; `expect`
/// lines check the screen or the log. Stops at the first failed expectation.
public final class ScriptRunner {
    /// How a script ended.
    public struct Outcome: Sendable {
        /// The failing line (1-based) and why; nil when every expectation held.
        public var failure: (line: Int, message: String)?
        /// Snapshots and notes printed along the way.
        public var output: String
        public var passed: Bool { failure == nil }
    }

    private let runner: AppRunner
    private let terminal: HeadlessTerminal
    private let baseDirectory: URL

    /// A runner over `model`, resolving relative paths in commands against `baseDirectory` (the script's folder);
    /// `reloader` reads the workspace again for `reload`.
    public init(model: AppModel, clock: ManualClock, baseDirectory: URL, logSink: FileHandle? = nil,
                reloader: (() -> Result<ReloadedWorkspace, SessionError>)? = nil) {
        terminal = HeadlessTerminal(size: model.size)
        runner = AppRunner(model: model, backend: terminal, clock: clock, logSink: logSink)
        runner.workspaceReloader = reloader
        self.baseDirectory = baseDirectory
    }

    /// The model as it stands.
    public var model: AppModel { runner.model }

    /// The screen as text (the snapshot format).
    public var screenText: String { runner.screen.text() }

    /// Runs the lines of a script after launching the workspace's apps.
    public func run(script: String) -> Outcome {
        runner.start(restoring: nil)
        var output = ""
        for (index, rawLine) in script.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let lineNumber = index + 1
            let line = rawLine.trimmingCharacters(in: .whitespaces)
            let command: Command?
            do { command = try Command.parse(line) } catch {
                return Outcome(failure: (lineNumber, "\(line): \(error.description)"), output: output)
            }
            guard let command else { continue }
            if let failure = execute(command, output: &output) {
                return Outcome(failure: (lineNumber, "\(line): \(failure)"), output: output)
            }
            if runner.quitRequested { break }
        }
        return Outcome(failure: nil, output: output)
    }

    /// Runs one command; answers why it failed, if it did.
    private func execute(_ command: Command, output: inout String) -> String? {
        switch command {
        case .size(let cols, let rows):
            terminal.resize(to: TerminalSize(cols: cols, rows: rows))
            drain()
        case .key(let key):
            terminal.push(keys: [key])
            drain()
        case .type(let text):
            terminal.push(keys: Key.typing(text))
            drain()
        case .expect(let text):
            guard screenText.contains(text) else { return "expected \"\(text)\" on the screen" }
        case .expectNot(let text):
            guard !screenText.contains(text) else { return "did not expect \"\(text)\" on the screen" }
        case .expectLog(let text):
            guard runner.model.log.entries.contains(where: { $0.text.contains(text) }) else {
                return "expected \"\(text)\" in the event log"
            }
        case .snapshot(let name):
            output += "--- snapshot\(name.map { " " + $0 } ?? "") ---\n" + screenText + "\n"
        case .push, .schedule:
            runner.run(command.resolvingPaths(against: baseDirectory))
        default:
            runner.run(command)
        }
        if let notice = runner.model.notice, case .schedule = command, notice.contains("failed") { return notice }
        return nil
    }

    private func drain() {
        while let event = terminal.nextEvent(timeout: nil) { runner.handle(event) }
    }
}
