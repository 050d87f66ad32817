import Foundation
import NotiCore

/// The device's network: while it is offline APNs holds the pushes sent to it, one per app, and delivers them when
/// it is back. docs/rules/endpoint.md#a-device-that-is-offline.
extension AppModel {
    /// A push reaching the device through APNs: delivered now, or held by APNs while the device is offline.
    mutating func arrive(_ push: LoadedPush) -> [AppEffect] {
        guard system.device.isOffline else { return receive(push) }
        switch offlinePushes.offer(push, expiration: push.expiration, now: now) {
        case .notStored:
            note(.system, "APNs: \"\(push.identifier)\" not stored: the device is offline and apns-expiration asks for delivery now or never",
                 app: push.bundleID, notification: push.identifier)
        case let .stored(expiresAt, replacing):
            let replaced = replacing.map { "; it replaces \"\($0)\" (APNs keeps one per app)" } ?? ""
            note(.system, "APNs: \"\(push.identifier)\" stored: the device is offline; kept until \(Self.logDate(expiresAt))\(replaced)",
                 app: push.bundleID, notification: push.identifier)
        }
        return [.stateChanged]
    }

    /// Turns the network off (APNs holds what comes) or on (APNs delivers what it holds, oldest first).
    mutating func setNetwork(online: Bool) -> [AppEffect] {
        guard system.device.isOffline == online else { return [] }
        var state = system.device
        state.isOffline = !online
        note(.user, online ? "network on" : "network off: APNs holds pushes for the device until it is back")
        var effects = apply(system.setDevice(state))
        guard online else { return effects }
        expireOfflinePushes()
        for held in offlinePushes.takeAll(now: now) {
            note(.system, "APNs: \"\(held.push.identifier)\" delivered, held since \(Self.logDate(held.arrivedAt)) while the device was offline",
                 app: held.push.bundleID, notification: held.push.identifier)
            effects += receive(held.push)
        }
        return effects
    }

    /// Drops the held pushes whose expiration has come, each logged.
    mutating func expireOfflinePushes() {
        guard let next = offlinePushes.nextExpiry, next <= now else { return }
        for held in offlinePushes.expire(now: now) {
            note(.system, "APNs: \"\(held.push.identifier)\" dropped undelivered: its expiration passed while the device was offline",
                 app: held.push.bundleID, notification: held.push.identifier)
        }
    }

    private static func logDate(_ date: Date) -> String { ISO8601Time.string(date) }
}
