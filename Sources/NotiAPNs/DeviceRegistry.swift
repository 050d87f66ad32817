import NotiCore
import Foundation

/// What a device token was issued for, which decides the pushes it takes.
package enum TokenKind: Sendable, Hashable {
    /// The app's device token (`registerForRemoteNotifications`).
    case app
    /// A Live Activity type's push-to-start token (`pushToStartTokenUpdates`, iOS 17.2): `liveactivity` pushes only.
    case pushToStart
    /// One Live Activity's own token (`pushTokenUpdates`): `liveactivity` pushes only, while the activity runs.
    case liveActivity

    /// Whether a push of `pushType` may be sent to a token of this kind; APNs answers `DeviceTokenNotForTopic`
    /// otherwise. The app's token also takes `liveactivity` pushes (they go to its newest running activity).
    /// docs/rules/live-activities.md#live-activity-push-tokens-on-the-endpoint.
    package func accepts(_ pushType: PushType) -> Bool {
        self == .app || pushType == .liveactivity
    }
}

/// One simulated app install (or Live Activity) that can receive pushes.
package struct RegisteredInstall: Sendable, Hashable {
    /// The install's 64-hex device token.
    package var token: String
    /// The simulated device's name.
    package var deviceName: String
    /// The app's bundle id.
    package var bundleID: String
    /// What the token was issued for.
    package var kind: TokenKind
    /// When the token stopped taking pushes (an ended Live Activity); pushes to it then answer `410 ExpiredToken`.
    package var retiredAt: Date?
    /// The developer team the app belongs to, when the workspace names it: a provider token of another team is
    /// `400 TopicDisallowed`.
    package var teamID: String?
    /// The APNs environment the token belongs to, when the app names one: a request to the other environment's server
    /// is `400 BadDeviceToken`.
    package var environment: PushEnvironment?

    /// Creates an install record.
    package init(token: String, deviceName: String, bundleID: String, kind: TokenKind = .app, retiredAt: Date? = nil, teamID: String? = nil,
                environment: PushEnvironment? = nil) {
        self.token = token
        self.deviceName = deviceName
        self.bundleID = bundleID
        self.kind = kind
        self.retiredAt = retiredAt
        self.teamID = teamID
        self.environment = environment
    }
}

/// Maps device tokens to app installs and back. Safe to share between connections; installs may be added while serving.
package final class DeviceRegistry: Sendable {
    private let workspaceID: String
    private let installs = LockedState<[String: RegisteredInstall]>([:])
    /// How many times an app install was registered: what is derived from the app installs is made again when it moves.
    private let appRegistrations = LockedState(0)

    /// Creates an empty registry for the workspace whose id seeds every token.
    package init(workspaceID: String) {
        self.workspaceID = workspaceID
    }

    /// Registers the install of `bundleID` (of `teamID`'s team and in `environment`, when known) on `deviceName` and
    /// returns its stable token.
    @discardableResult
    package func register(deviceName: String, bundleID: String, kind: TokenKind = .app, teamID: String? = nil,
                          environment: PushEnvironment? = nil) -> String {
        let token = DeviceToken.make(workspaceID: workspaceID, deviceName: deviceName, bundleID: bundleID)
        let install = RegisteredInstall(token: token, deviceName: deviceName, bundleID: bundleID, kind: kind, teamID: teamID,
                                        environment: environment)
        installs.withLock { $0[token] = install }
        if kind == .app { appRegistrations.withLock { $0 += 1 } }
        return token
    }

    /// A number that changes whenever an app install is registered (Live Activity tokens leave it as it is).
    package var appInstallsVersion: Int { appRegistrations.withLock { $0 } }

    /// Registers the push tokens of the Live Activities on `deviceName` as they are now: a running one's token takes
    /// `liveactivity` pushes, an ended one's is retired from its end, and one registered before but gone from
    /// `tokens` (without having ended) is retired at `now`. docs/rules/live-activities.md#live-activity-push-tokens-on-the-endpoint.
    package func registerLiveActivities(_ tokens: [LiveActivityPushToken], deviceName: String, now: Date) {
        installs.withLock { installs in
            // An activity's token has its app's team and environment.
            let apps = Dictionary(installs.values.filter { $0.kind == .app }.map { ($0.bundleID, $0) }, uniquingKeysWith: { first, _ in first })
            let current = Set(tokens.map(\.token))
            for (token, install) in installs where install.kind == .liveActivity && install.retiredAt == nil && !current.contains(token) {
                installs[token]?.retiredAt = now
            }
            for activity in tokens {
                installs[activity.token] = RegisteredInstall(token: activity.token, deviceName: "\(deviceName)/activity/\(activity.activityID)",
                                                             bundleID: activity.bundleID, kind: .liveActivity, retiredAt: activity.endedAt,
                                                             teamID: apps[activity.bundleID]?.teamID,
                                                             environment: apps[activity.bundleID]?.environment)
            }
        }
    }

    /// The install that owns a (canonical, lower-case) token, if any.
    package func install(forToken token: String) -> RegisteredInstall? {
        installs.withLock { $0[token] }
    }

    /// What `read` makes of the install that owns a token, read where it lies under the registry's lock; nil when no
    /// install owns it. Every push reads its install: a copy of the install would count its strings' references up
    /// and down on every network thread at once, each count moving the string between the cores. The install is lent
    /// `inout` because that is what reaches it in the dictionary without a copy: `read` must leave it as it is, and
    /// must not call back into the registry (it runs under the registry's lock).
    package func withInstall<Answer>(forToken token: String, _ read: (inout RegisteredInstall) -> Answer) -> Answer? {
        installs.withLock { installs in
            guard let index = installs.index(forKey: token) else { return nil }
            return read(&installs.values[index])
        }
    }

    /// The token of an install, if it is registered.
    package func token(deviceName: String, bundleID: String) -> String? {
        let token = DeviceToken.make(workspaceID: workspaceID, deviceName: deviceName, bundleID: bundleID)
        return install(forToken: token) == nil ? nil : token
    }

    /// Every install, sorted by bundle id then device name (the order of `notisim tokens`).
    package var allInstalls: [RegisteredInstall] {
        installs.withLock { Array($0.values) }.sorted { ($0.bundleID, $0.deviceName) < ($1.bundleID, $1.deviceName) }
    }
}
