import Foundation
import NotiActivityKit

/// How a Live Activity was started (Adobe's `LiveActivityOrigin`, AEPMessaging 5's `AEPMessagingLiveActivity`): by
/// the app through ActivityKit, or by a push-to-start from Adobe Journey Optimizer
/// (docs/rules/push-sdks.md#adobe-journey-optimizer).
@available(iOS 16.1, *)
public enum LiveActivityOrigin: String, Codable, Sendable {
    case local
    case remote
}

/// Adobe Experience Platform's identifiers of a Live Activity (Adobe's `LiveActivityData`): the activity's own id for
/// one user's activity, or a broadcast channel's id; part of the activity's attributes, so a push-to-start carries
/// it in `attributes.liveActivityData`.
@available(iOS 16.1, *)
public struct LiveActivityData: Codable, Hashable, Sendable {
    /// The broadcast channel the activity is subscribed to (iOS 18).
    public let channelID: String?
    /// The id Adobe Experience Platform tracks one activity by.
    public let liveActivityID: String?
    /// How the activity was started, when the attributes say.
    public let origin: LiveActivityOrigin?

    /// The data of an activity broadcast on the channel `channelID`.
    public init(channelID: String) {
        self.channelID = channelID
        liveActivityID = nil
        origin = nil
    }

    /// The data of one activity tracked as `liveActivityID`.
    public init(liveActivityID: String) {
        channelID = nil
        self.liveActivityID = liveActivityID
        origin = nil
    }
}

/// Attributes of a Live Activity that Adobe Journey Optimizer starts and updates (Adobe's `LiveActivityAttributes`):
/// ActivityKit's attributes with their Adobe Experience Platform data.
@available(iOS 16.1, *)
public protocol LiveActivityAttributes: ActivityAttributes {
    /// The activity's Adobe Experience Platform identifiers.
    var liveActivityData: LiveActivityData { get }
}

/// Sample attributes and state an app gives Adobe Assurance to check its Live Activity's schema (Adobe's
/// `LiveActivityAssuranceDebuggable`); notisim has no Assurance session and never asks for them.
@available(iOS 16.1, *)
public protocol LiveActivityAssuranceDebuggable: LiveActivityAttributes {
    /// Attributes and a content state to show as a sample.
    static func getDebugInfo() -> (attributes: Self, state: Self.ContentState)
}
