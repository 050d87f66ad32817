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

    /// Where a workspace's endpoint keeps its CA and server certificate: `apns` beside the workspace's saved state.
    package static func stateDirectory(for workspace: Workspace, environment: [String: String]) -> String {
        StateStore.forWorkspace(at: workspace.stateRoot, environment: environment)
            .fileURL.deletingLastPathComponent().appendingPathComponent("apns").path
    }
}
