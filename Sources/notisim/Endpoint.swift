import ArgumentParser
import Foundation
import NotiAPNs
import NotiApp
import NotiCore
import NotiEndpoint
import NotiWorkspace

/// Options of the APNs-compatible endpoint.
struct EndpointOptions: ParsableArguments {
    @Option(name: .customLong("apns"), help: "Serve the APNs provider API over TLS + HTTP/2 at HOST:PORT (e.g. 127.0.0.1:2197).")
    var tls: String?

    @Option(name: .customLong("apns-h2c"), help: "Serve it over plain-text HTTP/2 (prior knowledge) at HOST:PORT.")
    var h2c: String?

    @Option(name: .customLong("ca-out"), help: "Copy the CA certificate clients should trust to PATH.")
    var caOut: String?

    @Option(name: .long, help: "Provider authentication: none or jwt (default: the workspace's apns.auth, else none).")
    var auth: String?

    @Option(name: .customLong("provider-key"), help: "A provider key for --auth jwt besides the workspace's: TEAMID:KEYID:PATH (.p8 or public-key PEM). Repeatable.")
    var providerKeys: [String] = []

    @Flag(name: .customLong("allow-remote"), help: "Allow binding to an address other than loopback.")
    var allowRemote = false

    var isEnabled: Bool { tls != nil || h2c != nil }
}

/// The device name simulated installs are registered under.
let simulatedDeviceName = "iPhone"

/// A stable id for a workspace, from its folder: device tokens stay the same from run to run.
func workspaceID(_ workspace: Workspace) -> String {
    StateStore.folderName(forWorkspaceAt: workspace.stateRoot)
}

/// The install name a Live Activity type's push-to-start token is registered under: `iPhone/push-to-start/TYPE`.
func pushToStartDeviceName(_ typeName: String) -> String { "\(simulatedDeviceName)/push-to-start/\(typeName)" }

/// Each app of the workspace installed on the simulated device, with its token.
func deviceRegistry(for workspace: Workspace) -> DeviceRegistry {
    let registry = DeviceRegistry(workspaceID: workspaceID(workspace))
    for app in workspace.apps {
        _ = registry.register(deviceName: simulatedDeviceName, bundleID: app.bundleID)
        // Each Live Activity type's push-to-start token (iOS 17.2), listed by `notisim tokens` (docs/rules/live-activities.md#live-activities).
        for type in app.liveActivityTypes {
            _ = registry.register(deviceName: pushToStartDeviceName(type.name), bundleID: app.bundleID, kind: .pushToStart)
        }
    }
    return registry
}

/// What the APNs endpoint and the `notisim push` listener of one run share: the installs, with each Live Activity's
/// own token registered as it starts and retired as it ends, and the broadcast channels.
struct EndpointDirectory {
    let registry: DeviceRegistry
    let channels: BroadcastChannels

    /// The directory of `workspace`; its channels are kept beside `store`'s state when there is one
    /// (docs/rules/live-activities.md#broadcast-channels-survive-restarts). A damaged channels file is one line, exit 1.
    init(workspace: Workspace, store: StateStore?) throws {
        registry = deviceRegistry(for: workspace)
        do { channels = try store.map(BroadcastChannelFile.channels(for:)) ?? BroadcastChannels() } catch {
            printError("notisim: \(error.description)")
            throw ExitCode(1)
        }
    }

    /// Registers the Live Activities' tokens of `runner` from now on, as they start and end.
    /// docs/rules/live-activities.md#live-activity-push-tokens-on-the-endpoint.
    func follow(_ runner: AppRunner, clock: any RunnerClock) {
        let registry = self.registry
        runner.liveActivityTokensObserver = { tokens in
            registry.registerLiveActivities(tokens, deviceName: simulatedDeviceName, now: clock.now)
        }
    }
}

/// Where the endpoint keeps its CA and server certificate: beside the workspace's state.
func endpointStateDirectory(_ workspace: Workspace) -> String {
    StateStore.forWorkspace(at: workspace.stateRoot, environment: ProcessInfo.processInfo.environment)
        .fileURL.deletingLastPathComponent().appendingPathComponent("apns").path
}

/// The provider API of a run: its installs and channels, delivering through the app loop's inbox.
func providerAPI(_ directory: EndpointDirectory, inbox: PushInbox, clock: any RunnerClock, mode: APNsAuthMode, keys: [ProviderKey]) -> ProviderAPI {
    ProviderAPI(authMode: mode, verifier: ProviderTokenVerifier(keys: keys), registry: directory.registry,
                sink: InboxSink(inbox: inbox), now: { clock.now }, channels: directory.channels)
}

/// Starts the endpoint for a workspace; errors are one line. `log` takes its lines; `requestLog`, when given, takes
/// the request log's entries instead.
func startEndpoint(_ options: EndpointOptions, workspace: Workspace, directory: EndpointDirectory, inbox: PushInbox, clock: any RunnerClock,
                   log: @escaping @Sendable ([String]) -> Void,
                   requestLog: (@Sendable ([RequestLogEntry]) -> Void)? = nil) throws -> RunningServer {
    func listener(_ text: String?, _ flag: String) throws -> APNsServerConfiguration.Listener? {
        guard let text else { return nil }
        guard let parsed = APNsServerConfiguration.Listener(parsing: text) else {
            printError("notisim: \(flag): expected HOST:PORT such as 127.0.0.1:2197, got \"\(text)\"")
            throw ExitCode(1)
        }
        return parsed
    }
    let authText = options.auth ?? workspace.pushEndpoint.auth ?? APNsAuthMode.none.rawValue
    guard let mode = APNsAuthMode(rawValue: authText) else {
        printError("notisim: --auth: expected none or jwt, got \"\(authText)\"")
        throw ExitCode(1)
    }
    var keys: [ProviderKey] = []
    for reference in workspace.pushEndpoint.providerKeys {
        do { keys.append(try ProviderKey(teamID: reference.teamID, keyID: reference.keyID, contentsOf: reference.keyPath)) } catch {
            printError("notisim: workspace apns.providerKeys \(reference.keyID): \(error)")
            throw ExitCode(1)
        }
    }
    for text in options.providerKeys {
        let parts = text.split(separator: ":", maxSplits: 2).map(String.init)
        guard parts.count == 3 else {
            printError("notisim: --provider-key: expected TEAMID:KEYID:PATH, got \"\(text)\"")
            throw ExitCode(1)
        }
        do { keys.append(try ProviderKey(teamID: parts[0], keyID: parts[1], contentsOf: parts[2])) } catch {
            printError("notisim: --provider-key \(parts[2]): \(error)")
            throw ExitCode(1)
        }
    }
    let api = providerAPI(directory, inbox: inbox, clock: clock, mode: mode, keys: keys)
    var configuration = APNsServerConfiguration(tls: try listener(options.tls, "--apns"), h2c: try listener(options.h2c, "--apns-h2c"),
                                                stateDirectory: endpointStateDirectory(workspace), api: api)
    configuration.allowNonLoopback = options.allowRemote
    configuration.requestLog = requestLog ?? { entries in log(RequestLogEntry.lines(entries)) }
    configuration.warning = { line in log(["warning: \(line)"]) }
    let configured = configuration
    let server: RunningServer
    do { server = try runBlocking { try await APNsServer.start(configured) } } catch {
        printError("notisim: cannot start the APNs endpoint: \(error)")
        throw ExitCode(1)
    }
    if let caOut = options.caOut {
        do { try server.copyCACertificate(to: caOut) } catch {
            printError("notisim: --ca-out: \(error)")
            throw ExitCode(1)
        }
    }
    return server
}
