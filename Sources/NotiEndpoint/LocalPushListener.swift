import Foundation
import NotiAPNs
import NotiApp
import NotiWorkspace

/// The loopback h2c listener every running notisim opens for `notisim push` (no provider token needed, like
/// `simctl push`), announced in the instance directory while it runs.
package final class LocalPushListener {
    private let server: RunningServer
    private let directory: InstanceDirectory
    private let pid = getpid()

    private init(server: RunningServer, directory: InstanceDirectory) {
        self.server = server
        self.directory = directory
    }

    /// Starts the listener on a free loopback port and announces it; nil with a one-line warning when it can't.
    package static func start(workspace: Workspace, endpointDirectory: EndpointDirectory, deviceProfile: String, inbox: PushInbox, clock: any RunnerClock,
                              environment: [String: String], log: @escaping @Sendable ([String]) -> Void) -> (listener: LocalPushListener?, warning: String?) {
        let state = AppEndpoint.stateDirectory(for: workspace, environment: environment)
        let server: RunningServer
        do {
            server = try AppEndpoint.start(tls: nil, h2c: .init(host: "127.0.0.1", port: 0), stateDirectory: state, directory: endpointDirectory,
                                           inbox: inbox, clock: clock) { configuration in
                configuration.threads = 1
                configuration.requestLog = { entries in log(RequestLogEntry.lines(entries)) }
            }
        } catch {
            return (nil, "notisim push won't reach this notisim: \(error)")
        }
        let directory = InstanceDirectory.standard(environment: environment)
        let tokens = Dictionary(endpointDirectory.registry.allInstalls.filter { $0.kind == .app }.map { ($0.bundleID, $0.token) },
                                uniquingKeysWith: { first, _ in first })
        let instance = RunningInstance(pid: getpid(), workspaceName: workspace.name, workspacePath: workspace.stateRoot.standardizedFileURL.path,
                                       deviceName: SimulatedDevice.name, deviceID: SimulatedDevice.workspaceID(workspace), deviceProfile: deviceProfile,
                                       host: "127.0.0.1", port: server.h2cPort ?? 0, tokens: tokens)
        do { try directory.register(instance) } catch {
            try? runBlocking { await server.shutdown() }
            return (nil, "notisim push won't reach this notisim: \(directory.folder.path): \(error.localizedDescription)")
        }
        return (LocalPushListener(server: server, directory: directory), nil)
    }

    /// The port it listens on.
    package var port: Int? { server.h2cPort }

    /// Withdraws the announcement and stops listening.
    package func stop() {
        directory.unregister(pid: pid)
        let server = self.server
        try? runBlocking { await server.shutdown() }
    }
}
