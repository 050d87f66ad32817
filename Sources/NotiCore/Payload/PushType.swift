/// The kinds of push APNs delivers (the `apns-push-type` header), each with its topic suffix and payload limit.
package enum PushType: String, Sendable, Hashable, Codable, CaseIterable {
    case alert, background, voip, location, complication, fileprovider, mdm, liveactivity, pushtotalk, widgets, controls

    /// What `apns-topic` appends to the bundle id for this type; nil when the topic is the bundle id itself
    /// (alert, background) or not derived from it (mdm uses the topic of the MDM push certificate).
    package var topicSuffix: String? {
        switch self {
        case .alert, .background, .mdm: return nil
        case .voip: return ".voip"
        case .location: return ".location-query"
        case .complication: return ".complication"
        case .fileprovider: return ".pushkit.fileprovider"
        case .liveactivity: return ".push-type.liveactivity"
        case .pushtotalk: return ".voip-ptt"
        case .widgets: return ".push-type.widgets"
        case .controls: return ".push-type.controls"
        }
    }

    /// The `apns-topic` a push of this type to `bundleID` carries (mdm: the bundle id is taken as the MDM topic).
    package func topic(forBundleID bundleID: String) -> String { bundleID + (topicSuffix ?? "") }

    /// The part of the app the system hands a push of this type to, for the log; nil for the types the User
    /// Notifications framework takes (alert, background) and for Live Activity updates, which are not notifications.
    /// docs/rules/endpoint.md#pushes-without-alert-text-and-push-types.
    package var receiver: String? {
        switch self {
        case .alert, .background, .liveactivity: return nil
        case .voip: return "PushKit (an incoming VoIP call for CallKit)"
        case .location: return "the app's Location Push Service Extension"
        case .complication: return "the watch app's complication"
        case .fileprovider: return "the app's File Provider extension"
        case .mdm: return "the device management agent (asked to contact its MDM server)"
        case .pushtotalk: return "the app's Push to Talk channel manager"
        case .widgets: return "WidgetKit (the app's widgets reload)"
        case .controls: return "WidgetKit (the app's controls reload)"
        }
    }

    /// Largest payload APNs accepts, in bytes as sent: 5120 for VoIP, 4096 for everything else.
    package var payloadLimit: Int { self == .voip ? 5120 : 4096 }

    /// The largest payload any push type may carry: what an endpoint reads of a request body at most.
    package static var largestPayloadLimit: Int { allCases.map(\.payloadLimit).max() ?? 0 }
}

/// How the device takes a push: as a user notification, as a background wake-up, or handed to another part of the app.
/// docs/rules/endpoint.md#pushes-without-alert-text-and-push-types.
package enum PushDelivery: Sendable, Hashable, Codable {
    /// An alert push: a notification, presented by the presentation rules (one with no alert text only sounds and badges).
    case notification
    /// Wakes the app in the background (`content-available: 1`); nothing is shown.
    case wakesApp
    /// A background push without `content-available: 1`: it wakes nothing and shows nothing.
    case ignored
    /// Taken by another part of the app (PushKit, an extension, WidgetKit…) or, for `liveactivity`, by Live Activities;
    /// never a banner or a Notification Centre entry.
    case handedOff(PushType)
}

extension DecodedPayload {
    /// How the device takes this payload, from its push type and its `aps` flags.
    package var delivery: PushDelivery {
        switch pushType {
        case .alert: return isBackgroundOnly ? .wakesApp : .notification
        case .background: return contentAvailable ? .wakesApp : .ignored
        default: return .handedOff(pushType)
        }
    }
}
