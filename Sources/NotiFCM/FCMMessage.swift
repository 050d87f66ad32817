import NotiCore

/// A validated FCM v1 message, kept to what reaches an Apple device: `android` and `webpush` are checked to be objects
/// and otherwise ignored (https://firebase.google.com/docs/reference/fcm/rest/v1/projects.messages#Message).
package struct FCMMessage: Sendable, Hashable {
    /// Whom the message goes to.
    package var target: FCMTarget
    /// The platform-independent notification, when the message has one.
    package var notification: FCMNotification?
    /// `data`, in the order written.
    package var data: [(key: String, value: String)]
    /// `apns.headers`, in the order written, names lower-cased.
    package var apnsHeaders: [(name: String, value: String)]
    /// `apns.payload` as given: an object, whose `aps`, when present, is an object too.
    package var apnsPayload: JSONValue?
    /// `apns.fcm_options.image`.
    package var apnsImage: String?
    /// `apns.fcm_options.analytics_label`, else `fcm_options.analytics_label`.
    package var analyticsLabel: String?

    /// A message with these parts (``FCMSendRequest/parse(_:)`` makes them from a request).
    package init(target: FCMTarget, notification: FCMNotification? = nil, data: [(key: String, value: String)] = [],
                 apnsHeaders: [(name: String, value: String)] = [], apnsPayload: JSONValue? = nil, apnsImage: String? = nil,
                 analyticsLabel: String? = nil) {
        self.target = target
        self.notification = notification
        self.data = data
        self.apnsHeaders = apnsHeaders
        self.apnsPayload = apnsPayload
        self.apnsImage = apnsImage
        self.analyticsLabel = analyticsLabel
    }

    /// Equal parts, the ordered ones in the same order.
    package static func == (lhs: FCMMessage, rhs: FCMMessage) -> Bool {
        lhs.target == rhs.target && lhs.notification == rhs.notification
            && lhs.data.elementsEqual(rhs.data) { $0.key == $1.key && $0.value == $1.value }
            && lhs.apnsHeaders.elementsEqual(rhs.apnsHeaders) { $0.name == $1.name && $0.value == $1.value }
            && lhs.apnsPayload == rhs.apnsPayload && lhs.apnsImage == rhs.apnsImage && lhs.analyticsLabel == rhs.analyticsLabel
    }

    /// Hashes what `==` compares.
    package func hash(into hasher: inout Hasher) {
        hasher.combine(target)
        hasher.combine(notification)
        for entry in data { hasher.combine(entry.key); hasher.combine(entry.value) }
        for header in apnsHeaders { hasher.combine(header.name); hasher.combine(header.value) }
        hasher.combine(apnsPayload)
        hasher.combine(apnsImage)
        hasher.combine(analyticsLabel)
    }
}

/// Whom a message goes to: one registration token, a topic's subscribers, or the installs whose topics satisfy a condition.
package enum FCMTarget: Sendable, Hashable {
    /// One install's registration token.
    case token(String)
    /// One install's Firebase installation ID (`fid`, which the Admin SDKs now send instead of `token`).
    case installation(String)
    /// A topic's name, without "/topics/".
    case topic(String)
    /// The installs whose subscriptions satisfy the condition.
    case condition(FCMCondition)
}

/// The platform-independent `notification` of a message.
package struct FCMNotification: Sendable, Hashable {
    /// The alert's title.
    package var title: String?
    /// The alert's body text.
    package var body: String?
    /// The URL of an image the device downloads and shows (for Apple devices, through the app's service extension).
    package var image: String?

    /// A notification with these parts.
    package init(title: String? = nil, body: String? = nil, image: String? = nil) {
        self.title = title
        self.body = body
        self.image = image
    }
}
