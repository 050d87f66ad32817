import NotiCore
import NotiWorkspace

/// A payload file turned into a push for an app, as `simctl push` does.
package struct LoadedPush: Sendable, Hashable {
    package var bundleID: String
    package var content: NotificationContent
    /// How the device takes it: a notification, a background wake-up, or handed to another part of the app.
    package var delivery: PushDelivery
    package var mutableContent: Bool
    /// For a `liveactivity` push: the start, update or end it asks for (docs/rules/live-activities.md#live-activities).
    package var liveActivity: LiveActivityRequest? = nil
    /// What iOS would ignore or get wrong in the payload.
    package var warnings: [Diagnostic]

    package init(bundleID: String, content: NotificationContent, delivery: PushDelivery, mutableContent: Bool = false,
                 liveActivity: LiveActivityRequest? = nil, warnings: [Diagnostic] = []) {
        self.bundleID = bundleID; self.content = content; self.delivery = delivery; self.mutableContent = mutableContent
        self.liveActivity = liveActivity; self.warnings = warnings
    }
}

/// Why a payload file could not be pushed.
package struct PushLoadError: Error, Sendable, Hashable, CustomStringConvertible {
    package var description: String
}

/// Reads and decodes payload files for pushes.
package enum PushLoader {
    /// Decodes payload bytes (from a file, stdin or the APNs endpoint) for an app.
    package static func decode(_ bytes: [UInt8], source: String, bundleID: String?, knownApps: [String], pushType: PushType = .alert,
                              strings: (String) -> [String: String]? = { _ in nil }) -> Result<LoadedPush, PushLoadError> {
        decode(PayloadDecoder.decode(bytes, pushType: pushType), source: source, bundleID: bundleID, knownApps: knownApps, strings: strings)
    }

    /// Picks the app for an already decoded payload (see `decode(_:source:bundleID:knownApps:pushType:strings:)`) and
    /// formats its loc keys with that app's strings.
    package static func decode(_ decoded: DecodedPayload, source: @autoclosure () -> String, bundleID: String?, knownApps: [String],
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
        return .success(LoadedPush(bundleID: target, content: localized.content ?? content, delivery: localized.delivery,
                                   mutableContent: localized.mutableContent, liveActivity: localized.liveActivityRequest,
                                   warnings: localized.warnings))
    }
}
