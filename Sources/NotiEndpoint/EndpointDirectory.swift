import NotiAPNs
import NotiApp
import NotiWorkspace

/// The one device a run simulates, as the endpoint registers its installs.
package enum SimulatedDevice {
    /// The device name simulated installs are registered under.
    package static let name = "iPhone"

    /// The install name a Live Activity type's push-to-start token is registered under: `iPhone/push-to-start/TYPE`.
    package static func pushToStartName(_ typeName: String) -> String { "\(name)/push-to-start/\(typeName)" }

    /// A stable id for a workspace, from its folder: device tokens stay the same from run to run.
    package static func workspaceID(_ workspace: Workspace) -> String {
        StateStore.folderName(forWorkspaceAt: workspace.stateRoot)
    }
}

/// What the APNs endpoint and the `notisim push` listener of one run share: the installs, with each Live Activity's
/// own token registered as it starts and retired as it ends, and the broadcast channels.
package struct EndpointDirectory: Sendable {
    /// The simulated installs and their device tokens.
    package let registry: DeviceRegistry
    /// The broadcast channels the provider API creates and pushes to.
    package let channels: BroadcastChannels

    /// A directory over `registry`, with `channels` (new ones unless given).
    package init(registry: DeviceRegistry, channels: BroadcastChannels = BroadcastChannels()) {
        self.registry = registry
        self.channels = channels
    }

    /// The directory of `workspace`: each of its apps installed; its channels kept beside `store`'s state when there
    /// is one (docs/rules/live-activities.md#broadcast-channels-survive-restarts). Throws when the channels file is damaged.
    package init(workspace: Workspace, store: StateStore?) throws(StateStore.Failure) {
        self.init(registry: Self.installs(of: workspace), channels: try store.map(BroadcastChannelFile.channels(for:)) ?? BroadcastChannels())
    }

    /// Each app of `workspace` installed on the simulated device, with its token, and each Live Activity type's
    /// push-to-start token (iOS 17.2), as `notisim tokens` lists them (docs/rules/live-activities.md#live-activities).
    package static func installs(of workspace: Workspace) -> DeviceRegistry {
        let registry = DeviceRegistry(workspaceID: SimulatedDevice.workspaceID(workspace))
        for app in workspace.apps {
            _ = registry.register(deviceName: SimulatedDevice.name, bundleID: app.bundleID, teamID: app.teamID, environment: app.pushEnvironment)
            for type in app.liveActivityTypes {
                _ = registry.register(deviceName: SimulatedDevice.pushToStartName(type.name), bundleID: app.bundleID, kind: .pushToStart,
                                      teamID: app.teamID, environment: app.pushEnvironment)
            }
        }
        return registry
    }

    /// Registers the Live Activities' tokens of `runner` from now on, as they start and end.
    /// docs/rules/live-activities.md#live-activity-push-tokens-on-the-endpoint.
    package func follow(_ runner: AppRunner, clock: any RunnerClock) {
        let registry = self.registry
        runner.liveActivityTokensObserver = { tokens in
            registry.registerLiveActivities(tokens, deviceName: SimulatedDevice.name, now: clock.now)
        }
    }
}
