/// What a push SDK's service extension expects at one payload key (docs/rules/push-sdks.md#push-sdk-payload-keys).
enum PushSDKValueKind: Sendable, Hashable {
    /// An `http` or `https` URL string.
    case url
    /// An `http(s)` URL string, or an array of them.
    case urlOrURLs
    /// A dictionary whose values are all strings.
    case dictionaryOfStrings
    /// An array of dictionaries, each with a string under every one of `fields`.
    case arrayOfObjects(fields: [String])
    /// One of these strings.
    case oneOf([String])

    /// How a message names what is expected.
    var expectation: String {
        switch self {
        case .url: return "an http(s) URL string"
        case .urlOrURLs: return "an http(s) URL string or an array of them"
        case .dictionaryOfStrings: return "a dictionary of strings"
        case .arrayOfObjects(let fields): return "an array of dictionaries with string \(fields.joined(separator: " and "))"
        case .oneOf(let values): return "one of " + values.joined(separator: ", ")
        }
    }
}

/// One key a push SDK's service extension reads from the payload, and what it needs there.
struct PushSDKPayloadKey: Sendable, Hashable {
    /// The SDK as its vendor names it.
    let sdk: String
    /// The key path from the payload's top level; keys may hold dots (`com.urbanairship.media_attachment`).
    let path: [String]
    let kind: PushSDKValueKind
    /// What the SDK's extension does without a usable value: `attaches no media`.
    let loss: String

    /// The path as diagnostics spell it: the keys joined by dots.
    var pathText: String { path.joined(separator: ".") }
}

/// The payload keys of push SDKs that notisim's compatible modules read, one row each, as each SDK's public
/// documentation, headers or published samples name them. Each key asks the SDK's service extension to change the
/// notification, so each needs `mutable-content: 1`. *Decision:* Pushwoosh's `attachment` is left out (the key is
/// shared by several unrelated SDKs, so a warning could not say whose it is), and so are Batch, MoEngage and
/// Customer.io media keys, which their public documentation did not confirm.
enum PushSDKPayloadKeys {
    static let all: [PushSDKPayloadKey] = [
        PushSDKPayloadKey(sdk: "Firebase Messaging", path: ["fcm_options", "image"], kind: .url, loss: "its extension helper attaches no image"),
        PushSDKPayloadKey(sdk: "OneSignal", path: ["att"], kind: .dictionaryOfStrings, loss: "its extension attaches no media"),
        PushSDKPayloadKey(sdk: "OneSignal", path: ["os_data", "att"], kind: .dictionaryOfStrings, loss: "its extension attaches no media"),
        PushSDKPayloadKey(sdk: "OneSignal", path: ["buttons"], kind: .arrayOfObjects(fields: ["i", "n"]), loss: "its extension adds no buttons"),
        PushSDKPayloadKey(sdk: "OneSignal", path: ["os_data", "buttons"], kind: .arrayOfObjects(fields: ["i", "n"]), loss: "its extension adds no buttons"),
        PushSDKPayloadKey(sdk: "Airship", path: ["com.urbanairship.media_attachment", "url"], kind: .urlOrURLs, loss: "its extension attaches no media"),
        PushSDKPayloadKey(sdk: "Braze", path: ["ab", "att", "url"], kind: .url, loss: "its extension attaches no media"),
        PushSDKPayloadKey(sdk: "Iterable", path: ["itbl", "attachment-url"], kind: .url, loss: "its extension attaches no media"),
        PushSDKPayloadKey(sdk: "CleverTap", path: ["ct_mediaUrl"], kind: .url, loss: "its extension attaches no media"),
        PushSDKPayloadKey(sdk: "CleverTap", path: ["ct_mediaType"], kind: .oneOf(["image", "gif", "audio", "video"]), loss: "its extension attaches no media"),
        PushSDKPayloadKey(sdk: "Klaviyo", path: ["rich-media"], kind: .url, loss: "its extension attaches no media"),
    ]
}
