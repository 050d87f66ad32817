import Foundation
import NotiAppCore
import NotiCore
import NotiLayout
import NotiTerminalPort

/// Runs a `notisim run` script: the same app loop, headless, on a manual clock. Every line is a command; `expect`
/// lines check the screen or the log. Stops at the first failed expectation.
package final class ScriptRunner {
    /// How a script ended.
    package struct Outcome: Sendable {
        /// The failing line (1-based) and why; nil when every expectation held.
        package var failure: (line: Int, message: String)?
        /// Snapshots and notes printed along the way.
        package var output: String
        package var passed: Bool { failure == nil }
    }

    private let runner: AppRunner
    private let terminal: HeadlessTerminal
    private let baseDirectory: URL
    private let clock: ManualClock
    /// Where the frames are shown as well, on the recording's time (docs/rules/recordings.md#a-recorded-run-keeps-a-watchable-pace).
    package var mirror: (any ScriptScreenMirror)?
    /// The recording's time of the last frame shown on the mirror.
    package private(set) var recordingTime: Duration = .zero
    private var mirroredGrid: CellGrid?
    /// Whether each step is kept in ``steps`` (for `--report`).
    package var keepsSteps = false
    /// The steps run so far, when ``keepsSteps``.
    package private(set) var steps: [ScriptStep] = []

    /// Wall-clock seconds a script waits for a service extension's quick answer after a push, longer than the
    /// interactive centre's 1 s: a script's outcome must not depend on how loaded the machine is
    /// (docs/rules/extension-sources.md#service-extensions-from-source). An extension that answers later is still handed over on the
    /// notisim clock as in the centre.
    static let serviceSettleSeconds = 5.0

    /// A runner over `model`, resolving relative paths in commands against `baseDirectory` (the script's folder);
    /// `reloader` reads the workspace again for `reload`.
    package init(model: AppModel, clock: ManualClock, baseDirectory: URL, logFile: EventLogFile? = nil,
                reloader: (() -> Result<ReloadedWorkspace, SessionError>)? = nil) {
        terminal = HeadlessTerminal(size: model.size)
        var limits = model.workspace.extensionLimits
        limits.serviceSettle = max(limits.serviceSettle, Self.serviceSettleSeconds)
        runner = AppRunner(model: model, backend: terminal, clock: clock, logFile: logFile, limits: limits)
        runner.workspaceReloader = reloader
        self.baseDirectory = baseDirectory
        self.clock = clock
    }

    /// The model as it stands.
    package var model: AppModel { runner.model }

    /// The screen as text (the snapshot format).
    package var screenText: String { runner.screen.text() }

    /// The size the script sets before anything else (its last `size` among the commands that open it, comments and
    /// blank lines aside), which its screen, and a recording's header, start at; nil when it opens otherwise.
    package static func leadingSize(of script: String) -> TerminalSize? {
        var size: TerminalSize?
        for line in script.split(separator: "\n", omittingEmptySubsequences: false) {
            let parsed: Command?
            do { parsed = try Command.parse(line.trimmingCharacters(in: .whitespaces)) } catch { return size }
            guard let command = parsed else { continue }
            guard case .size(let cols, let rows) = command else { return size }
            size = TerminalSize(cols: cols, rows: rows)
        }
        return size
    }

    /// Runs the lines of a script after launching the workspace's apps; returns once its log is in the log file.
    package func run(script: String) -> Outcome {
        defer { runner.waitForLog() }
        runner.start(restoring: nil)
        mirrorNewFrame(after: .zero)
        var output = ""
        for (index, rawLine) in script.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let lineNumber = index + 1
            let line = rawLine.trimmingCharacters(in: .whitespaces)
            let command: Command?
            do { command = try Command.parse(line) } catch {
                return Outcome(failure: (lineNumber, "\(line): \(error.description)"), output: output)
            }
            guard let command else { continue }
            let before = clock.now
            let loggedBefore = runner.model.log.totalCount
            let failure = execute(command, output: &output)
            mirrorNewFrame(after: clock.now.timeIntervalSince(before))
            if keepsSteps {
                let log = runner.model.log
                let produced = log.entries.suffix(min(log.entries.count, log.totalCount - loggedBefore)).map(\.text)
                steps.append(ScriptStep(line: lineNumber, command: line, screen: runner.screen, logLines: produced, failure: failure))
            }
            if let failure {
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
            mirror?.resize(to: terminal.size, at: recordingTime + Self.beat)
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
        case .screenshot(let path):
            let file = path.hasPrefix("/") ? URL(fileURLWithPath: path) : baseDirectory.appendingPathComponent(path)
            let picture = TerminalPicture(grid: runner.screen, theme: runner.model.theme)
            do {
                try picture.data(PictureFormat(path: path) ?? .png).write(to: file)
            } catch let error as PictureError {
                return "screenshot: \(error.message)"
            } catch {
                return "screenshot: cannot write \(file.path)"
            }
        case .push, .schedule:
            runner.run(command.resolvingPaths(against: baseDirectory))
        default:
            runner.run(command)
        }
        guard let notice = runner.model.notice else { return nil }
        switch command {
        case .schedule where notice.contains("failed"), .categories: return notice
        case .locationAuthorization where notice.hasPrefix("location:"), .runState where notice.hasPrefix("app-state:"),
             .answerPrompt where notice.hasPrefix("answer:"), .getSettings where notice.hasPrefix("get-settings:"): return notice
        default: return nil
        }
    }

    /// The pause a recording makes at each step that changes the screen, so keys pressed at one virtual instant are seen.
    static let beat = Duration.milliseconds(250)
    /// The most a recording spends on one step of the virtual clock, however long the step.
    static let longestPause = Duration.seconds(1)

    /// Shows the screen on the mirror if it changed since the last call, `virtualElapsed` seconds of the script's clock
    /// later, compressed to at most ``longestPause``.
    private func mirrorNewFrame(after virtualElapsed: TimeInterval) {
        guard let mirror else { return }
        runner.draw()
        guard let frame = terminal.lastFrame, frame.grid != mirroredGrid else { return }
        if mirroredGrid != nil { recordingTime += Self.beat + min(Self.longestPause, .milliseconds(Int64(max(0, virtualElapsed) * 1000))) }
        mirroredGrid = frame.grid
        mirror.show(frame.grid, cursor: frame.cursor, at: recordingTime)
    }

    private func drain() {
        while let event = terminal.nextEvent(timeout: nil) { runner.handle(event) }
    }
}
