import ArgumentParser
import Foundation
import NotiAPNs
import NotiApp
import NotiAppCore
import NotiEndpoint
import NotiFCM
import NotiCore
import NotiTerminalPort
import NotiWorkspace
import Synchronization

/// `notisim serve`: the APNs-compatible endpoint without the terminal UI, for CI and backend developers.
struct ServeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Run the APNs-compatible endpoint headless; print one line per request. Stops on SIGINT or SIGTERM."
    )

    @OptionGroup var options: WorkspaceOptions
    @OptionGroup var endpoint: EndpointOptions
    @OptionGroup var launch: LaunchOptions

    @Flag(name: .long, help: "Keep nothing: no state is read or saved.")
    var ephemeral = false

    @Option(name: .customLong("log-json"), help: "Append every event log entry to FILE as JSON lines.")
    var logJSON: String?

    func run() throws {
        var endpoint = self.endpoint
        // Without any listener named, the APNs endpoint over TLS on its usual port; `--fcm` alone serves FCM only.
        if !endpoint.isEnabled && endpoint.fcm == nil && endpoint.fcmTLS == nil { endpoint.tls = "127.0.0.1:2197" }
        let environment = ProcessInfo.processInfo.environment
        let opened = try openWorkspace(options, ephemeral: ephemeral, launch: launch, environment: environment)
        let (workspace, store, saved) = (opened.workspace, opened.store, opened.saved)
        defer { withExtendedLifetime(opened.lock) {} }
        let directory = try endpointDirectory(workspace, store: store)
        let clock = SystemClock()
        var model: AppModel
        do {
            model = try Session.makeModel(workspace: workspace, os: options.os, device: options.device, theme: options.theme,
                                          environment: environment, size: TerminalSize(cols: 100, rows: 32), now: clock.now)
            _ = model.update(.workspaceRead(notes: opened.notes))
            // Without --log-json nothing reads the event log (no pane, no file): counting what it delivered is enough.
            if logJSON == nil { model.keepOnlyLogCounts() }
        } catch {
            printError("notisim: \(error.description)")
            throw ExitCode(1)
        }
        let runner = AppRunner(model: model, backend: HeadlessTerminal(), clock: clock, store: store, logFile: try logJSON.map(openLogFile))
        printLines(opened.notes.map { "notisim: \($0)" })
        runner.start(restoring: saved)
        let inbox = PushInbox()
        directory.follow(runner, clock: clock)
        let server = endpoint.isEnabled
            ? try startEndpoint(endpoint, workspace: workspace, directory: directory, inbox: inbox, clock: clock, log: printLines, requestLog: printRequestLog)
            : nil
        var banner: [String] = []
        if let port = server?.tlsPort { banner.append("notisim: APNs endpoint (TLS, HTTP/2) on port \(port); trust \(server?.caCertificatePath ?? "")") }
        if let port = server?.h2cPort { banner.append("notisim: APNs endpoint (h2c) on port \(port)") }
        let fcm = try startFCMEndpoint(endpoint, workspace: workspace, directory: directory, inbox: inbox, clock: clock, log: printLines)
        if let port = fcm?.plainPort { banner.append("notisim: FCM endpoint (HTTP/1.1, and HTTPS_PROXY for Google's API hosts) on port \(port)") }
        if let port = fcm?.tlsPort { banner.append("notisim: FCM endpoint (TLS) on port \(port)") }
        if let fcm { banner.append("notisim: FCM clients trust \(fcm.caCertificatePath)") }
        let local = LocalPushListener.start(workspace: workspace, endpointDirectory: directory, deviceProfile: runner.model.device.id, inbox: inbox, clock: clock,
                                            environment: environment, log: printLines)
        if let port = local.listener?.port { banner.append("notisim: notisim push reaches this endpoint (h2c port \(port))") }
        if let warning = local.warning { banner.append("notisim: warning: \(warning)") }
        printLines(banner)

        let stop = StopSignal()
        runner.runLoop(inbox: inbox, mode: .headless, shouldStop: { stop.requested })
        local.listener?.stop()
        if let server { try? runBlocking { await server.shutdown() } }
        if let fcm { try? runBlocking { await fcm.shutdown() } }
        printLines(["notisim: stopped; \(runner.model.log.deliveries.summary)"])
    }
}

/// Writes lines to standard output in one write, so concurrent callers never interleave within a line.
@Sendable private func printLines(_ lines: [String]) {
    guard !lines.isEmpty else { return }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(lines.reduce(0) { $0 + $1.utf8.count + 1 })
    for line in lines {
        bytes.append(text: line)
        bytes.append(UInt8(ascii: "\n"))
    }
    FileHandle.standardOutput.write(Data(bytes))
}

/// Writes request log entries to standard output as `printLines` would their lines, built straight as bytes: the
/// headless endpoint writes one for every request.
@Sendable private func printRequestLog(_ entries: [RequestLogEntry]) {
    guard !entries.isEmpty else { return }
    var bytes: [UInt8] = []
    RequestLogEntry.appendLines(entries, to: &bytes)
    FileHandle.standardOutput.write(Data(bytes))
}

/// Notes SIGINT and SIGTERM so a headless loop can end cleanly.
final class StopSignal: Sendable {
    private static let flag = Atomic<Bool>(false)

    init() {
        signal(SIGINT) { _ in StopSignal.flag.store(true, ordering: .relaxed) }
        signal(SIGTERM) { _ in StopSignal.flag.store(true, ordering: .relaxed) }
        // A parent may have started us with these blocked (children inherit the mask); we must hear them.
        var unblock = sigset_t()
        sigemptyset(&unblock)
        sigaddset(&unblock, SIGINT)
        sigaddset(&unblock, SIGTERM)
        pthread_sigmask(SIG_UNBLOCK, &unblock, nil)
    }

    var requested: Bool { Self.flag.load(ordering: .relaxed) }
}

/// `notisim tokens`: the device token of each simulated install, each Live Activity type's push-to-start token, and
/// the own token of each Live Activity running in the workspace's saved state (docs/rules/live-activities.md#live-activity-push-tokens-on-the-endpoint).
struct TokensCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "tokens", abstract: "Print BUNDLE DEVICE TOKEN ENVIRONMENT (sandbox, production or any) for each simulated app install, push-to-start type and running Live Activity.")

    @OptionGroup var location: WorkspaceLocation
    @Flag(name: .long, help: "Print BUNDLE DEVICE FCM_REGISTRATION_TOKEN for each app install instead (the tokens the FCM endpoint takes).")
    var fcm = false

    func run() throws {
        let loaded = try location.load()
        let registry = EndpointDirectory.installs(of: loaded)
        if fcm {
            let account = try fcmAccount(loaded)
            for install in registry.allInstalls where install.kind == .app {
                print("\(install.bundleID) \(install.deviceName) \(FCMRegistrationToken.make(deviceToken: install.token, bundleID: install.bundleID, projectNumber: account.projectNumber))")
            }
            return
        }
        let store = StateStore.forWorkspace(at: loaded.stateRoot, environment: ProcessInfo.processInfo.environment)
        do {
            let running = (try store.load()?.liveActivities?.pushTokens ?? []).filter { $0.endedAt == nil }
            registry.registerLiveActivities(running, deviceName: SimulatedDevice.name, now: Date())
        } catch {
            printError("notisim: \(error.description)")
        }
        for install in registry.allInstalls {
            print("\(install.bundleID) \(install.deviceName) \(install.token) \(install.environment?.serverName ?? "any")")
        }
    }
}

struct CertsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "certs",
        abstract: "Issue a test provider certificate for an app from the endpoint's own CA, as Apple issues push certificates (certificate-based authentication).")

    @OptionGroup var location: WorkspaceLocation
    @Argument(help: "The app's bundle id.") var bundleID: String
    @Option(name: .long, help: "Where to write the certificate and its key: FILE.p12 (PKCS#12) or FILE.pem.") var out: String
    @Option(name: .long, help: "The .p12 file's password (default: none).") var password: String = ""
    @Option(name: .long, help: "sandbox, production or both (Apple's Sandbox & Production certificate); default both.")
    var environment: String = "both"

    func run() throws {
        let loaded = try location.load()
        guard loaded.apps.contains(where: { $0.bundleID == bundleID }) else {
            printError("notisim: certs: no app \"\(bundleID)\" in the workspace; apps: \(loaded.apps.map(\.bundleID).joined(separator: ", "))")
            throw ExitCode(1)
        }
        let environments: Set<PushEnvironment>
        switch environment {
        case "both": environments = [.development, .production]
        case let name: guard let one = PushEnvironment(serverName: name) else {
            printError("notisim: certs: --environment: expected sandbox, production or both, got \"\(name)\"")
            throw ExitCode(2)
        }
        environments = [one]
        }
        guard out.hasSuffix(".pem") || out.hasSuffix(".p12") else {
            printError("notisim: certs: --out \(out): give a FILE.p12 (PKCS#12) or a FILE.pem (the certificate, then its key)")
            throw ExitCode(2)
        }
        let state = AppEndpoint.stateDirectory(for: loaded, environment: ProcessInfo.processInfo.environment)
        do {
            let issued = try CertificateStore.issueProviderCertificate(directory: state, bundleID: bundleID, environments: environments, now: Date())
            let contents: Data
            if out.hasSuffix(".p12") {
                do {
                    contents = Data(try PKCS12Writer.write(certificatePEM: issued.certificatePEM, keyPEM: issued.keyPEM,
                                                           name: "notisim push: \(bundleID)", password: password))
                } catch {
                    printError("notisim: certs: cannot write PKCS#12 (\(error))")
                    throw ExitCode(1)
                }
            } else {
                contents = Data((issued.certificatePEM + "\n" + issued.keyPEM + "\n").utf8)
            }
            guard FileManager.default.createFile(atPath: out, contents: contents, attributes: [.posixPermissions: 0o600]) else {
                printError("notisim: certs: \(out): cannot be written")
                throw ExitCode(1)
            }
            print("\(out): provider certificate for \(bundleID) (\(environments.map(\.serverName).sorted().joined(separator: " and "))), signed by \(state)/ca.pem")
        } catch let error as CertificateStoreError {
            printError("notisim: \(error.description)")
            throw ExitCode(1)
        }
    }
}

/// The service account of a workspace's Firebase project; an unreadable one is one line, exit 1.
func fcmAccount(_ workspace: Workspace) throws -> FCMServiceAccount {
    do {
        return try AppEndpoint.fcmAccount(stateDirectory: AppEndpoint.stateDirectory(for: workspace, environment: ProcessInfo.processInfo.environment),
                                          workspace: workspace)
    } catch {
        printError("notisim: \(error.description)")
        throw ExitCode(1)
    }
}

struct FCMCredentialsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fcm-credentials",
        abstract: "Write the service-account key file of the workspace's simulated Firebase project, for a Firebase Admin SDK to send through `serve --fcm`.")

    @OptionGroup var location: WorkspaceLocation
    @Option(name: .long, help: "Where to write the service-account JSON file.") var out: String

    func run() throws {
        let account = try fcmAccount(try location.load())
        do { try Data(account.fileContents).write(to: URL(fileURLWithPath: out), options: .atomic) } catch {
            printError("notisim: fcm-credentials: \(out): \(error.localizedDescription)")
            throw ExitCode(1)
        }
        print("notisim: service account \(account.clientEmail) of project \(account.projectID) (sender id \(account.projectNumber)) written to \(out)")
    }
}
