/// The kinds of push APNs delivers (the `apns-push-type` header), each with its topic suffix and payload limit.
public enum PushType: String, Sendable, Hashable, CaseIterable {
    case alert, background, voip, location, complication, fileprovider, mdm, liveactivity, pushtotalk, widgets, controls

    /// What `apns-topic` appends to the bundle id for this type; nil when the topic is the bundle id itself
    /// (alert, background) or not derived from it (mdm uses the topic of the MDM push certificate).
    public var topicSuffix: String? {
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
    public func topic(forBundleID bundleID: String) -> String { bundleID + (topicSuffix ?? "") }

    /// Largest payload APNs accepts, in bytes as sent: 5120 for VoIP, 4096 for everything else.
    public var payloadLimit: Int { self == .voip ? 5120 : 4096 }
}
