import NotiCore
import NotiWorkspace

/// Where a push was sent besides its app: a device token (a Live Activity's own token picks that activity, a Live
/// Activity type's push-to-start token starts one) or a broadcast channel.
package struct PushDestination: Sendable, Hashable, Codable {
    /// The device token the push was sent to (nil for a payload file).
    package var pushToken: String?
    /// The broadcast channel a Live Activity push was sent on.
    package var channelID: String?
    /// `pushToken` is a Live Activity type's push-to-start token.
    package var isPushToStartToken: Bool

    package init(pushToken: String? = nil, channelID: String? = nil, isPushToStartToken: Bool = false) {
        self.pushToken = pushToken; self.channelID = channelID; self.isPushToStartToken = isPushToStartToken
    }

    /// The app's device, as a payload file reaches it.
    package static let device = PushDestination()
}

/// A push decoded for an app — from the endpoint, a payload file or stdin — with its notification's identifier and
/// where it was sent: the one value a push is in the model (`AppMessage.pushArrived`).
package struct LoadedPush: Sendable, Hashable, Codable {
    package var bundleID: String
    /// The notification's identifier: the collapse id, else the `apns-id` (a payload file's: a fresh UUID).
    package var identifier: String
    package var destination: PushDestination
    package var content: NotificationContent
    /// How the device takes it: a notification, a background wake-up, or handed to another part of the app.
    package var delivery: PushDelivery
    package var mutableContent: Bool
    /// For a `liveactivity` push: the start, update or end it asks for (docs/rules/live-activities.md#live-activities).
    package var liveActivity: LiveActivityRequest? = nil
    /// What iOS would ignore or get wrong in the payload.
    package var warnings: [Diagnostic]
    /// The `apns-expiration` it was sent with (seconds since 1970; 0: now or never); nil when not given. Only a device
    /// that is offline makes it matter (docs/rules/endpoint.md#a-device-that-is-offline).
    package var expiration: Int? = nil
    /// The `apns-priority` (10 when not given): a Live Activity update at 10 counts against the app's hourly budget
    /// (docs/rules/live-activities.md#update-budget).
    package var priority: Int = 10

    package init(bundleID: String, identifier: String, destination: PushDestination = .device, content: NotificationContent,
                 delivery: PushDelivery, mutableContent: Bool = false, liveActivity: LiveActivityRequest? = nil, warnings: [Diagnostic] = []) {
        self.bundleID = bundleID; self.identifier = identifier; self.destination = destination
        self.content = content; self.delivery = delivery; self.mutableContent = mutableContent
        self.liveActivity = liveActivity; self.warnings = warnings
    }
}

/// Why a payload file could not be pushed.
package struct PushLoadError: Error, Sendable, Hashable, CustomStringConvertible {
    package var description: String

    package init(description: String) { self.description = description }
}

/// Reads and decodes payload files for pushes.
package enum PushLoader {
    /// Decodes payload bytes (from a file, stdin or the APNs endpoint) for an app, as the notification `identifier`.
    package static func decode(_ bytes: [UInt8], source: String, bundleID: String?, knownApps: [String], pushType: PushType = .alert,
                              identifier: String, strings: (String) -> [String: String]? = { _ in nil }) -> Result<LoadedPush, PushLoadError> {
        decode(PayloadDecoder.decode(bytes, pushType: pushType), source: source, bundleID: bundleID, knownApps: knownApps,
               identifier: identifier, strings: strings)
    }

    /// Picks the app for an already decoded payload (see `decode(_:source:bundleID:knownApps:pushType:strings:)`) and
    /// formats its loc keys with that app's strings.
    package static func decode(_ decoded: DecodedPayload, source: @autoclosure () -> String, bundleID: String?, knownApps: [String],
                              identifier: String, destination: PushDestination = .device,
                              strings: (String) -> [String: String]? = { _ in nil }) -> Result<LoadedPush, PushLoadError> {
        if let error = decoded.errors.first {
            return .failure(PushLoadError(description: "\(source()): \(error)"))
        }
        guard let content = decoded.content else { return .failure(PushLoadError(description: "\(source()): no notification content")) }
        let target = bundleID ?? decoded.targetBundle ?? (knownApps.count == 1 ? knownApps.first : nil)
        guard let target else {
            return .failure(PushLoadError(description: "\(source()): no app named: give a bundle id or a \"Simulator Target Bundle\" key"))
        }
        guard knownApps.contains(target) else {
            return .failure(PushLoadError(description: "\(source()): no app \"\(target)\" in the workspace; apps: \(knownApps.joined(separator: ", "))"))
        }
        let localized = decoded.usesLocalizationKeys ? decoded.localized(with: strings(target)) : decoded
        return .success(LoadedPush(bundleID: target, identifier: identifier, destination: destination,
                                   content: localized.content ?? content, delivery: localized.delivery,
                                   mutableContent: localized.mutableContent, liveActivity: localized.liveActivityRequest,
                                   warnings: localized.warnings))
    }
}

/// A payload file's push as read off the loop thread, or why it could not be.
package struct LoadedPushFile: Sendable {
    /// The file as the user named it.
    package var path: String
    package var result: Result<LoadedPush, PushLoadError>

    package init(path: String, result: Result<LoadedPush, PushLoadError>) { self.path = path; self.result = result }
}
