/// The Live Activity keys of an `aps` dictionary (push type `liveactivity`).
package struct LiveActivityFields: Sendable, Hashable {
    /// `start`, `update` or `end`.
    package var event: String?
    /// When the update was made, seconds since 1970.
    package var timestamp: Int?
    /// When the system marks the activity stale, seconds since 1970.
    package var staleDate: Int?
    /// When an ended activity leaves the Lock Screen, seconds since 1970.
    package var dismissalDate: Int?
    /// The activity's new dynamic state.
    package var contentState: JSONValue?
    /// For a push-to-start: the `ActivityAttributes` type name and its fixed attributes.
    package var attributesType: String?
    package var attributes: JSONValue?

    package init(event: String? = nil, timestamp: Int? = nil, staleDate: Int? = nil, dismissalDate: Int? = nil,
                contentState: JSONValue? = nil) {
        self.event = event; self.timestamp = timestamp; self.staleDate = staleDate
        self.dismissalDate = dismissalDate; self.contentState = contentState
    }

    /// Whether no Live Activity key was given.
    package var isEmpty: Bool { self == LiveActivityFields() }
}

/// Why APNs refuses a payload: the first error decoding it found, as a kind rather than a message.
package enum PayloadRefusal: Sendable, Hashable, CaseIterable {
    /// Nothing but white space.
    case empty
    /// Over the push type's size limit.
    case tooLarge
    /// Not a JSON document.
    case notJSON
    /// JSON, but not an object.
    case notAnObject
    /// An object without `aps`.
    case missingAPS
    /// An `aps` that is not a dictionary.
    case apsNotADictionary
}

/// What decoding an APNs payload produced: the parsed JSON, the notification content iOS would build from it,
/// the payload's delivery flags, and every diagnostic found.
package struct DecodedPayload: Sendable, Hashable {
    /// The push type the payload was checked against.
    package var pushType: PushType
    /// Size of the payload as sent, in bytes.
    package var byteCount: Int
    /// The parsed document; nil when it is not JSON (or was refused by size before parsing).
    package var json: JSONValue?
    /// The content iOS would build; nil when there are errors.
    package var content: NotificationContent?
    /// The top-level `"Simulator Target Bundle"` of a simctl file: the app the push is for.
    package var targetBundle: String?
    /// `content-available: 1` with no alert, sound or badge: wakes the app, shows nothing.
    package var isBackgroundOnly: Bool
    /// `content-available: 1`.
    package var contentAvailable: Bool
    /// `mutable-content: 1`: a notification service extension may change the content before it is shown.
    package var mutableContent: Bool
    /// The Live Activity keys, when any was given.
    package var liveActivity: LiveActivityFields?
    /// Why APNs refuses the payload, when it does (the kind of the first error).
    package var refusal: PayloadRefusal?
    /// Errors (APNs would refuse the payload) and warnings (iOS would ignore or misread part of it): the size and
    /// top-level findings first, then repeated keys, then the `aps` findings in the order the keys are written, then
    /// those about push SDKs' keys.
    package var diagnostics: [Diagnostic]

    package init(pushType: PushType, byteCount: Int, json: JSONValue? = nil, content: NotificationContent? = nil,
                targetBundle: String? = nil, isBackgroundOnly: Bool = false, contentAvailable: Bool = false,
                mutableContent: Bool = false, liveActivity: LiveActivityFields? = nil, diagnostics: [Diagnostic] = []) {
        self.pushType = pushType; self.byteCount = byteCount; self.json = json; self.content = content
        self.targetBundle = targetBundle; self.isBackgroundOnly = isBackgroundOnly; self.contentAvailable = contentAvailable
        self.mutableContent = mutableContent; self.liveActivity = liveActivity; self.diagnostics = diagnostics
    }

    /// The diagnostics that make APNs refuse the payload.
    package var errors: [Diagnostic] { diagnostics.filter { $0.severity == .error } }
    /// The diagnostics about parts iOS would ignore or misread.
    package var warnings: [Diagnostic] { diagnostics.filter { $0.severity == .warning } }
}
