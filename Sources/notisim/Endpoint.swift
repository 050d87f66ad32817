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

    @Option(name: .customLong("token-rate-limit"),
            help: "Pushes one device token takes before 429 TooManyRequests, as COUNT/SECONDS (default \(TokenRateLimit.standard)), or off.")
    var tokenRateLimit: String?

    @Flag(name: .customLong("allow-remote"), help: "Allow binding to an address other than loopback.")
    var allowRemote = false

    @Option(name: .customLong("fcm"), help: "Serve Firebase Cloud Messaging's HTTP v1 API (with the Instance ID API and the OAuth token endpoint) over HTTP/1.1 at HOST:PORT; it is also the HTTPS_PROXY a Firebase SDK reaches Google's API hosts through.")
    var fcm: String?

    @Option(name: .customLong("fcm-tls"), help: "Serve the FCM API over TLS (HTTP/1.1) at HOST:PORT.")
    var fcmTLS: String?

    var isEnabled: Bool { tls != nil || h2c != nil }
}

/// Starts the FCM endpoint when `--fcm` or `--fcm-tls` asks for it; errors are one line, exit 1.
func startFCMEndpoint(_ options: EndpointOptions, workspace: Workspace, directory: EndpointDirectory, inbox: PushInbox, clock: any RunnerClock,
                      log: @escaping @Sendable ([String]) -> Void) throws -> FCMServer? {
    guard options.fcm != nil || options.fcmTLS != nil else { return nil }
    func listener(_ text: String?, _ flag: String) throws -> APNsServerConfiguration.Listener? {
        guard let text else { return nil }
        guard let parsed = APNsServerConfiguration.Listener(parsing: text) else {
            printError("notisim: \(flag): expected HOST:PORT such as 127.0.0.1:2199, got \"\(text)\"")
            throw ExitCode(1)
        }
        guard options.allowRemote || parsed.isLoopback else {
            printError("notisim: \(flag): \(parsed.host) is not a loopback address; add --allow-remote to serve other machines")
            throw ExitCode(1)
        }
        return parsed
    }
    let (plain, tls) = (try listener(options.fcm, "--fcm"), try listener(options.fcmTLS, "--fcm-tls"))
    var rateLimit: TokenRateLimit? = .standard
    if let text = options.tokenRateLimit { rateLimit = text == "off" ? nil : TokenRateLimit(parsing: text) ?? .standard }
    do {
        return try AppEndpoint.startFCM(plain: plain, tls: tls, stateDirectory: AppEndpoint.stateDirectory(for: workspace, environment: ProcessInfo.processInfo.environment),
                                        workspace: workspace, directory: directory, inbox: inbox, clock: clock, tokenRateLimit: rateLimit, log: log)
    } catch {
        printError("notisim: cannot start the FCM endpoint: \(error)")
        throw ExitCode(1)
    }
}

/// The endpoint's directory of a workspace; a damaged channels file is one line, exit 1.
func endpointDirectory(_ workspace: Workspace, store: StateStore?) throws -> EndpointDirectory {
    do { return try EndpointDirectory(workspace: workspace, store: store) } catch {
        printError("notisim: \(error.description)")
        throw ExitCode(1)
    }
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
    var rateLimit: TokenRateLimit? = .standard
    if let text = options.tokenRateLimit {
        if text == "off" { rateLimit = nil } else if let parsed = TokenRateLimit(parsing: text) { rateLimit = parsed } else {
            printError("notisim: --token-rate-limit: expected COUNT/SECONDS such as 1000/10, or off, got \"\(text)\"")
            throw ExitCode(1)
        }
    }
    let (tls, h2c) = (try listener(options.tls, "--apns"), try listener(options.h2c, "--apns-h2c"))
    let state = AppEndpoint.stateDirectory(for: workspace, environment: ProcessInfo.processInfo.environment)
    let server: RunningServer
    do {
        server = try AppEndpoint.start(tls: tls, h2c: h2c, stateDirectory: state, directory: directory, inbox: inbox, clock: clock, authMode: mode, keys: keys,
                                       tokenRateLimit: rateLimit) { configuration in
            configuration.allowNonLoopback = options.allowRemote
            configuration.requestLog = requestLog ?? { entries in log(RequestLogEntry.lines(entries)) }
            configuration.warning = { line in log(["warning: \(line)"]) }
        }
    } catch {
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
