import NotiCore

/// What FCM sends APNs for a message, for one install: the request headers and the JSON payload.
package struct FCMAPNsTranslation: Sendable, Hashable {
    /// `apns-push-type` and `apns-priority` first (as given, else FCM's defaults), then the message's other
    /// `apns.headers` in their order. `apns-topic` (the install's bundle ID) is the caller's to add.
    package var headers: [(name: String, value: String)]
    /// The APNs payload, compact JSON.
    package var payload: [UInt8]
    /// The payload as the value its bytes were written from, so the APNs side need not parse them again.
    package var json: JSONValue?

    /// FCM's default lifetime of a message it passes to APNs without `apns-expiration`: 30 days (the v1 reference's
    /// `ApnsConfig.headers`). The header holds a time, so the caller, which has a clock, adds it.
    package static let defaultLifetimeSeconds = 30 * 24 * 60 * 60

    /// A translation of these headers and payload bytes (written from `json`, when given).
    package init(headers: [(name: String, value: String)], payload: [UInt8], json: JSONValue? = nil) {
        self.headers = headers
        self.payload = payload
        self.json = json
    }

    /// Equal headers in the same order and equal payload bytes.
    package static func == (lhs: FCMAPNsTranslation, rhs: FCMAPNsTranslation) -> Bool {
        lhs.headers.elementsEqual(rhs.headers) { $0.name == $1.name && $0.value == $1.value } && lhs.payload == rhs.payload
    }

    /// Hashes what `==` compares.
    package func hash(into hasher: inout Hasher) {
        for header in headers { hasher.combine(header.name); hasher.combine(header.value) }
        hasher.combine(payload)
    }
}

extension FCMMessage {
    /// The APNs request FCM makes of this message, following "Send an image in the notification payload"
    /// (https://firebase.google.com/docs/cloud-messaging/ios/send-image), the v1 reference's `ApnsConfig`
    /// (https://firebase.google.com/docs/reference/fcm/rest/v1/projects.messages#ApnsConfig) and the keys the Firebase
    /// iOS SDK reads (firebase-ios-sdk, FirebaseMessaging/Sources/FIRMessagingConstants.m). `messageID` is FCM's numeric
    /// message ID, `senderID` the project number.
    ///
    /// - `notification.title` and `body` become `aps.alert.title` and `body`.
    /// - An image (`apns.fcm_options.image`, else `notification.image`) becomes `"fcm_options": {"image": URL}`, which the
    ///   SDK's service-extension helper downloads, and `aps.mutable-content: 1` so that the extension runs. Firebase's
    ///   page asks senders to set `mutable-content` themselves; notisim sets it as the Notifications composer does.
    /// - `data` becomes top-level keys, in order.
    /// - `apns.payload` is laid over that: each `aps` key replaces the generated one (an `alert` object is merged key by
    ///   key with the generated alert, so its `subtitle` keeps the notification's title), every other key replaces or
    ///   adds a top-level key.
    /// - FCM's own keys come last and win: `gcm.message_id`, `google.c.sender.id`, and with an analytics label
    ///   `google.c.a.e: "1"` (analytics on) and `google.c.a.m_l` (the label). FCM also adds `google.c.fid`, the
    ///   install's Firebase installation ID; notisim leaves it out, as a message to topics does not know it.
    /// - A message whose `aps` has no alert, sound, badge or `content-available` (a data message) is sent as a
    ///   background push, `content-available: 1`: the only way APNs delivers data without showing anything.
    /// - Headers pass through. Without `apns-push-type`: `alert` when `aps` has an alert, sound or badge, else
    ///   `background`. Without `apns-priority`: 5 for a background push (Firebase: "When sending data messages to Apple
    ///   devices, the priority must be set to 5", https://firebase.google.com/docs/cloud-messaging/customize-messages/setting-message-priority),
    ///   else 10 (the `ApnsConfig` default). A background push with `apns-priority: 10` is refused with
    ///   INVALID_ARGUMENT, as that page says FCM does.
    package func apns(messageID: String, senderID: String) -> Result<FCMAPNsTranslation, FCMError> {
        let aps = sentAPS()
        let pushType: String, priority: String
        switch typeAndPriority(of: aps) {
        case .failure(let error): return .failure(error)
        case .success(let chosen): (pushType, priority) = chosen
        }
        var payload = JSONObject()
        payload["aps"] = .object(aps.members)
        for entry in data { payload[entry.key] = .string(entry.value) }
        for member in apnsPayload?.objectValue ?? [] where member.key != "aps" { payload[member.key] = member.value }
        if let image = apnsImage ?? notification?.image { payload["fcm_options"] = ["image": .string(image)] }
        payload["gcm.message_id"] = .string(messageID)
        payload["google.c.sender.id"] = .string(senderID)
        if let analyticsLabel {
            payload["google.c.a.e"] = "1"
            payload["google.c.a.m_l"] = .string(analyticsLabel)
        }

        let passed = apnsHeaders.filter { $0.name != "apns-push-type" && $0.name != "apns-priority" }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(512)  // a notification's payload: one allocation rather than one per doubling
        let json = JSONValue.object(payload.members)
        json.write(into: &bytes)
        return .success(FCMAPNsTranslation(headers: [("apns-push-type", pushType), ("apns-priority", priority)] + passed, payload: bytes, json: json))
    }

    /// Why FCM refuses to pass this message to APNs, if it does: what only the translation checks, without writing the
    /// payload (a background push at priority 10).
    package var apnsRefusal: FCMError? {
        if case .failure(let error) = typeAndPriority(of: sentAPS()) { error } else { nil }
    }

    /// The `aps` FCM sends: the generated one with `apns.payload`'s laid over it, and `content-available: 1` when that
    /// leaves nothing to show or play.
    private func sentAPS() -> JSONObject {
        var aps = generatedAPS()
        if case .object(let given)? = apnsPayload?["aps"] { aps.overlay(given, mergingKey: "alert") }
        if aps["alert"] == nil, aps["sound"] == nil, aps["badge"] == nil, aps["content-available"] == nil {
            aps["content-available"] = 1
        }
        return aps
    }

    /// `apns-push-type` and `apns-priority`, as given or FCM's defaults for `aps`; a background push at priority 10 is
    /// refused.
    private func typeAndPriority(of aps: JSONObject) -> Result<(pushType: String, priority: String), FCMError> {
        let isVisible = aps["alert"] != nil || aps["sound"] != nil || aps["badge"] != nil
        let pushType = header("apns-push-type") ?? (isVisible ? "alert" : "background")
        let priority = header("apns-priority") ?? (pushType == "background" ? "5" : "10")
        if pushType == "background" && priority == "10" {
            return .failure(.invalidArgument(field: "message.apns.headers", description:
                "A background message to an Apple device must have apns-priority 5; FCM refuses priority 10 for it."))
        }
        return .success((pushType, priority))
    }

    /// The `aps` FCM writes before `apns.payload` is laid over it: the alert and, with an image, `mutable-content`.
    private func generatedAPS() -> JSONObject {
        var aps = JSONObject()
        var alert = JSONObject()
        if let title = notification?.title { alert["title"] = .string(title) }
        if let body = notification?.body { alert["body"] = .string(body) }
        if !alert.members.isEmpty { aps["alert"] = .object(alert.members) }
        if apnsImage ?? notification?.image != nil { aps["mutable-content"] = 1 }
        return aps
    }

    private func header(_ name: String) -> String? {
        apnsHeaders.first { $0.name == name }?.value
    }
}

/// A JSON object being built: members in order, setting a key that is there replaces its value in place.
struct JSONObject {
    private(set) var members: [(key: String, value: JSONValue)] = []

    subscript(key: String) -> JSONValue? {
        get { members.first { $0.key == key }?.value }
        set {
            let index = members.firstIndex { $0.key == key }
            switch (index, newValue) {
            case let (index?, value?): members[index].value = value
            case let (nil, value?): members.append((key, value))
            case let (index?, nil): members.remove(at: index)
            case (nil, nil): break
            }
        }
    }

    /// Sets each of `given`'s members over this object's; the member `mergingKey`, when both are objects, is itself
    /// overlaid key by key.
    mutating func overlay(_ given: [(key: String, value: JSONValue)], mergingKey: String) {
        for member in given {
            if member.key == mergingKey, case .object(let existing)? = self[member.key], case .object(let added) = member.value {
                var merged = JSONObject(members: existing)
                merged.overlay(added, mergingKey: "")
                self[member.key] = .object(merged.members)
            } else {
                self[member.key] = member.value
            }
        }
    }
}
