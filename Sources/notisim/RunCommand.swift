import ArgumentParser
import Foundation
import NotiApp
import NotiAppCore
import NotiCore
import NotiTerminal
import NotiTerminalPort

/// `notisim run SCRIPT`: drives the app loop headless from a script and checks its expectations.
struct RunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Run a headless scenario script; exit 0 when every expectation holds, 1 otherwise."
    )

    @Argument(help: "The script file (- for standard input).")
    var script: String

    @OptionGroup var options: WorkspaceOptions
    @OptionGroup var launch: LaunchOptions

    @Option(name: .customLong("log-json"), help: "Append every event log entry to FILE as JSON lines.")
    var logJSON: String?

    @OptionGroup var recordOptions: RecordOptions

    @Option(name: .long, help: "Write DIR/index.html: every script step with its screen, the event log lines it produced and whether it held.")
    var report: String?

    func run() throws {
        let text: String
        if script == "-" {
            text = String(decoding: FileHandle.standardInput.readDataToEndOfFile(), as: UTF8.self)
        } else {
            guard let data = FileManager.default.contents(atPath: script) else {
                printError("notisim: \(script): cannot read the script")
                throw ExitCode(1)
            }
            text = String(decoding: data, as: UTF8.self)
        }
        let environment = ProcessInfo.processInfo.environment
        let start = Date(timeIntervalSince1970: 1_700_000_000)
        let clock = ManualClock(start)
        var model: AppModel
        do {
            let resolved = try options.resolveWorkspace(environment: environment)
            let workspace = launch.apply(to: resolved.workspace)
            model = try Session.makeModel(workspace: workspace, os: options.os, device: options.device, theme: options.theme ?? "light",
                                          environment: environment.filter { $0.key != "NO_COLOR" }, size: ScriptRunner.leadingSize(of: text) ?? TerminalSize(cols: 100, rows: 32),
                                          now: start, timeZone: TimeZone(identifier: "UTC") ?? .current)
            _ = model.update(.workspaceRead(notes: resolved.notes))
        } catch {
            printError("notisim: \(error.description)")
            throw ExitCode(1)
        }
        let base = script == "-" ? URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
                                 : URL(fileURLWithPath: script).deletingLastPathComponent()
        let runner = ScriptRunner(model: model, clock: clock, baseDirectory: base, logFile: try logJSON.map(openLogFile),
                                  reloader: options.reloader(launch))
        var recorder: ScriptRecorder?
        if let recording = try recordOptions.open(title: "notisim run \(script == "-" ? "" : (script as NSString).lastPathComponent)", timestamp: start) {
            do { recorder = try ScriptRecorder(recording: recording, size: runner.model.size) } catch {
                printError("notisim: \(error)")
                throw ExitCode(1)
            }
            runner.mirror = recorder
        }
        runner.keepsSteps = report != nil
        let outcome = runner.run(script: text)
        recorder?.finish()
        if let report { try writeReport(runner, to: report) }
        print(outcome.output, terminator: "")
        if let failure = outcome.failure {
            printError("\(script):\(failure.line): \(failure.message)")
            printError(runner.screenText)
            throw ExitCode(1)
        }
    }

    /// Writes the run's HTML report as DIR/index.html.
    private func writeReport(_ runner: ScriptRunner, to folder: String) throws {
        let page = ScriptReport.html(title: "notisim run \(script)", steps: runner.steps, theme: runner.model.theme)
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            try Data(page.utf8).write(to: URL(fileURLWithPath: folder).appendingPathComponent("index.html"))
        } catch {
            printError("notisim: \(folder): cannot write the report: \(error.localizedDescription)")
            throw ExitCode(1)
        }
    }
}
