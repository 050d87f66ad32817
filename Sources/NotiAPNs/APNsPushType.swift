/// The `apns-push-type` values and the topic suffix each one requires.
public enum APNsPushType: String, Sendable, Hashable, CaseIterable {
    case alert
    case background
    case location
    case voip
    case complication
    case fileprovider
    case mdm
    case liveactivity
    case pushtotalk
    case widgets
    case controls

    /// The suffix the `apns-topic` must carry after the bundle id; nil when the topic is the bare bundle id.
    /// (`mdm` topics are an MDM certificate's UID and are not tied to a bundle id.)
    public var requiredTopicSuffix: String? {
        switch self {
        case .alert, .background, .mdm: return nil
        case .location: return ".location-query"
        case .voip: return ".voip"
        case .complication: return ".complication"
        case .fileprovider: return ".pushkit.fileprovider"
        case .liveactivity: return ".push-type.liveactivity"
        case .pushtotalk: return ".voip-ptt"
        case .widgets: return ".push-type.widgets"
        case .controls: return ".push-type.controls"
        }
    }

    /// The largest payload accepted, in bytes: 5120 for VoIP, 4096 otherwise.
    public var maximumPayloadBytes: Int { self == .voip ? 5120 : 4096 }
}
