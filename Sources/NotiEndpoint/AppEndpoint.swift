import Foundation
import NotiAPNs
import NotiApp
import NotiWorkspace

/// The APNs endpoint wired to a running app loop: the provider API over a directory's installs and channels,
/// delivering into the loop's inbox at the loop's clock, served over TLS and/or h2c. `notisim open` and `serve`,
/// the `notisim push` listener and the soak all start their endpoint here.
package enum AppEndpoint {
    /// The provider API of a run: `directory`'s installs and channels, delivering through the app loop's `inbox`,
    /// each device token's pushes counted against `tokenRateLimit` on the loop's clock when there is one.
    package static func providerAPI(_ directory: EndpointDirectory, inbox: PushInbox, clock: any RunnerClock,
                                    authMode: APNsAuthMode = .none, keys: [ProviderKey] = [], tokenRateLimit: TokenRateLimit? = nil) -> ProviderAPI {
        ProviderAPI(authMode: authMode, verifier: ProviderTokenVerifier(keys: keys), registry: directory.registry,
                    sink: InboxSink(inbox: inbox), now: { clock.now }, channels: directory.channels,
                    tokenRateLimiter: tokenRateLimit.map(TokenRateLimiter.init))
    }

    /// Starts an APNs server for the app loop on the `tls` and `h2c` listeners given (port 0 picks a free one), keeping
    /// its CA and server certificate in `stateDirectory`; `configure` sets the rest (threads, logs, remote binding).
    package static func start(tls: APNsServerConfiguration.Listener?, h2c: APNsServerConfiguration.Listener?, stateDirectory: String,
                              directory: EndpointDirectory, inbox: PushInbox, clock: any RunnerClock,
                              authMode: APNsAuthMode = .none, keys: [ProviderKey] = [], tokenRateLimit: TokenRateLimit? = nil,
                              configure: (inout APNsServerConfiguration) -> Void = { _ in }) throws -> RunningServer {
        var configuration = APNsServerConfiguration(tls: tls, h2c: h2c, stateDirectory: stateDirectory,
                                                    api: providerAPI(directory, inbox: inbox, clock: clock, authMode: authMode, keys: keys,
                                                                     tokenRateLimit: tokenRateLimit))
        configure(&configuration)
        let configured = configuration
        return try runBlocking { try await APNsServer.start(configured) }
    }

    /// Starts the FCM endpoint for the app loop on the `plain` (API and HTTPS proxy) and `tls` listeners given, for the
    /// Firebase project of `workspace` whose service account is kept in `stateDirectory` (made on first use);
    /// messages go through the APNs provider API of `directory`'s installs (docs/rules/fcm.md).
    package static func startFCM(plain: APNsServerConfiguration.Listener?, tls: APNsServerConfiguration.Listener?, stateDirectory: String,
                                 workspace: Workspace, directory: EndpointDirectory, inbox: PushInbox, clock: any RunnerClock,
                                 tokenRateLimit: TokenRateLimit?, log: @escaping @Sendable ([String]) -> Void) throws -> FCMServer {
        let account = try fcmAccount(stateDirectory: stateDirectory, workspace: workspace)
        let hosts = [plain?.host, tls?.host].compactMap { $0 }
        let certificates = try CertificateStore.loadOrCreate(directory: stateDirectory, hosts: hosts, now: clock.now)
        let service = FCMService(account: account, api: providerAPI(directory, inbox: inbox, clock: clock, tokenRateLimit: tokenRateLimit),
                                 subscriptionsFile: (stateDirectory as NSString).appendingPathComponent("fcm-topics.json"), log: log)
        return try runBlocking { try await FCMServer.start(plain: plain, tls: tls, service: service, certificates: certificates) }
    }

    /// The service account of a workspace's Firebase project, kept beside the endpoint's certificates.
    package static func fcmAccount(stateDirectory: String, workspace: Workspace) throws(FCMServiceAccountError) -> FCMServiceAccount {
        try FCMServiceAccount.loadOrCreate(directory: stateDirectory, projectID: FCMServiceAccount.projectID(workspaceName: workspace.name))
    }

    /// Where a workspace's endpoint keeps its CA and server certificate: `apns` beside the workspace's saved state.
    package static func stateDirectory(for workspace: Workspace, environment: [String: String]) -> String {
        StateStore.forWorkspace(at: workspace.stateRoot, environment: environment)
            .fileURL.deletingLastPathComponent().appendingPathComponent("apns").path
    }
}
