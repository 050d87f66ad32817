import ArgumentParser
import Foundation
import NotiApp
import NotiAppCore
import NotiEndpoint
import NotiAPNs
import NotiTerminal
import NotiWorkspace

/// `notisim [--workspace DIR]` / `notisim open PATH`: the interactive notification centre in the terminal, on a
/// workspace or an Xcode project.
struct OpenCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "open",
        abstract: "Open the interactive notification centre (the default command).",
        discussion: "PATH (or --workspace PATH) is a workspace folder or an Xcode project: the folder holding NAME.xcodeproj, the .xcodeproj or an .xcworkspace."
    )

    @Argument(help: "A workspace folder or an Xcode project (the same as --workspace).")
    var path: String?

    @OptionGroup var options: WorkspaceOptions
    @OptionGroup var endpoint: EndpointOptions
    @OptionGroup var launch: LaunchOptions

    @Flag(name: .long, help: "Keep nothing: no state is read or saved.")
    var ephemeral = false

    @Flag(name: .long, help: "Ring the terminal bell when a notification plays a sound.")
    var bell = false

    @Option(name: .customLong("log-json"), help: "Append every event log entry to FILE as JSON lines.")
    var logJSON: String?

    @OptionGroup var recordOptions: RecordOptions

    func validate() throws {
        if path != nil, options.workspace != nil { throw ValidationError("give the workspace either as PATH or with --workspace, not both") }
    }

    func run() throws {
        var options = self.options
        if let path { options.workspace = path }
        let environment = ProcessInfo.processInfo.environment
        let opened = try openWorkspace(options, ephemeral: ephemeral, launch: launch, environment: environment)
        let (workspace, store, saved) = (opened.workspace, opened.store, opened.saved)
        defer { withExtendedLifetime(opened.lock) {} }
        let directory = try endpointDirectory(workspace, store: store)
        let logFile = try logJSON.map(openLogFile)
        let recording = try recordOptions.open(title: "notisim", timestamp: Date())
        let terminal = CursesTerminal(environment: environment, recording: recording)
        do { try terminal.start() } catch {
            printError("notisim: \(error)")
            throw ExitCode(1)
        }
        defer { terminal.stop() }
        let clock = SystemClock()
        var model: AppModel
        do {
            model = try Session.makeModel(workspace: workspace, os: options.os, device: options.device, theme: options.theme,
                                          environment: environment, size: terminal.size, now: clock.now)
        } catch {
            terminal.stop()
            printError("notisim: \(error.description)")
            throw ExitCode(1)
        }
        _ = model.update(.bellChosen(bell))
        _ = model.update(.workspaceRead(notes: opened.notes))
        let runner = AppRunner(model: model, backend: terminal, clock: clock, store: store, logFile: logFile, awaitsExtensions: false,
                               someoneAtKeys: true)
        runner.workspaceReloader = options.reloader(launch)
        runner.start(restoring: saved)
        let inbox = PushInbox()
        directory.follow(runner, clock: clock)
        var server: RunningServer?
        if endpoint.isEnabled {
            do {
                server = try startEndpoint(endpoint, workspace: workspace, directory: directory, inbox: inbox, clock: clock) { lines in for line in lines { inbox.note(line) } }
            } catch {
                terminal.stop()
                throw error
            }
            if let port = server?.tlsPort { inbox.note("listening on port \(port) (TLS); trust \(server?.caCertificatePath ?? "")") }
            if let port = server?.h2cPort { inbox.note("listening on port \(port) (h2c)") }
        }
        let fcm: FCMServer?
        do {
            fcm = try startFCMEndpoint(endpoint, workspace: workspace, directory: directory, inbox: inbox, clock: clock) { lines in for line in lines { inbox.note(line) } }
        } catch {
            terminal.stop()
            throw error
        }
        if let port = fcm?.plainPort { inbox.note("FCM endpoint on port \(port) (HTTP/1.1; HTTPS_PROXY for Google's API hosts)") }
        let local = LocalPushListener.start(workspace: workspace, endpointDirectory: directory, deviceProfile: runner.model.device.id, inbox: inbox, clock: clock,
                                            environment: environment) { lines in for line in lines { inbox.note(line) } }
        if let warning = local.warning { inbox.note(warning) }
        runner.runLoop(inbox: inbox, shouldStop: { false })
        local.listener?.stop()
        if let server { try? runBlocking { await server.shutdown() } }
        if let fcm { try? runBlocking { await fcm.shutdown() } }
    }
}

/// Opens (creating or appending) a JSON-lines log file.
func openLogFile(_ path: String) throws -> EventLogFile {
    if !FileManager.default.fileExists(atPath: path) {
        guard FileManager.default.createFile(atPath: path, contents: nil) else {
            printError("notisim: \(path): cannot create the log file")
            throw ExitCode(1)
        }
    }
    guard let handle = FileHandle(forWritingAtPath: path) else {
        printError("notisim: \(path): cannot open the log file for writing")
        throw ExitCode(1)
    }
    handle.seekToEndOfFile()
    return EventLogFile(handle: handle, name: path)
}
