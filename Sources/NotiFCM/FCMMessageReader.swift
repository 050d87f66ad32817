import NotiCore

/// Reads and checks a request's `message` against the v1 reference's `Message`
/// (https://firebase.google.com/docs/reference/fcm/rest/v1/projects.messages#Message) and the limits of the
/// ErrorCode page (https://firebase.google.com/docs/reference/fcm/rest/v1/ErrorCode).
enum FCMMessageReader {
    /// FCM's limit on a message's `data`, keys and values together, in UTF-8 bytes.
    static let dataLimit = 4096
    /// The same limit for a message to a topic. notisim counts a condition as a message to topics (it is sent to topics'
    /// subscribers); the ErrorCode page names only "messages to topics".
    static let topicDataLimit = 2048

    /// 400 for a message with no token, topic or condition: FCM's words "Recipient of the message is not set.".
    static let noRecipient = FCMError.invalidArgument(field: "message", description: "Recipient of the message is not set.")

    private static let messageFields = FCMFieldReader.names(
        ["name", "data", "notification", "android", "webpush", "apns", "fcm_options", "token", "fid", "topic", "condition"])
    private static let targetFields: Set<String> = ["token", "fid", "topic", "condition"]
    // The spelling tables of the nested messages, made once rather than for every message read.
    private static let notificationFields = FCMFieldReader.names(["title", "body", "image"])
    private static let apnsFields = FCMFieldReader.names(["headers", "payload", "fcm_options", "live_activity_token"])
    private static let apnsFCMOptionsFields = FCMFieldReader.names(["analytics_label", "image"])
    private static let fcmOptionsFields = FCMFieldReader.names(["analytics_label"])

    /// The message written at `path`.
    static func read(_ value: JSONValue, at path: @autoclosure () -> String) throws(FCMError) -> FCMMessage {
        let fields = try FCMFieldReader.fields(of: value, at: path(), type: "type.googleapis.com/google.firebase.fcm.v1.Message",
                                               names: messageFields)
        let target = try readTarget(fields.filter { targetFields.contains($0.name) }, at: path())
        var message = FCMMessage(target: target)
        var messageLabel: String?
        for field in fields {
            switch field.name {
            case "name": _ = try FCMFieldReader.string(field.value, at: FCMFieldReader.join(path(), field.name))
            case "data": message.data = try readData(field.value, at: FCMFieldReader.join(path(), field.name), isToTopics: target.isToTopics)
            case "notification": message.notification = try readNotification(field.value, at: FCMFieldReader.join(path(), field.name))
            case "android": try requireObject(field.value, at: FCMFieldReader.join(path(), field.name), type: "type.googleapis.com/google.firebase.fcm.v1.AndroidConfig")
            case "webpush": try requireObject(field.value, at: FCMFieldReader.join(path(), field.name), type: "type.googleapis.com/google.firebase.fcm.v1.WebpushConfig")
            case "apns": try readAPNs(field.value, at: FCMFieldReader.join(path(), field.name), into: &message)
            case "fcm_options": messageLabel = try readFCMOptions(field.value, at: FCMFieldReader.join(path(), field.name)).analyticsLabel
            default: break
            }
        }
        message.analyticsLabel = message.analyticsLabel ?? messageLabel
        // What only the APNs translation refuses (priority 10 for a background push) is refused here too, so that a
        // `validate_only` request is answered as sending it would be.
        if let refusal = message.apnsRefusal { throw refusal }
        return message
    }

    /// The one target among `fields` (`token`, `fid`, `topic`, `condition`, in the order written). A second one is refused as
    /// Google refuses a second member of a `oneof`.
    private static func readTarget(_ fields: [(name: String, value: JSONValue)], at path: @autoclosure () -> String) throws(FCMError) -> FCMTarget {
        guard let first = fields.first else { throw noRecipient }
        if fields.count > 1 {
            throw .invalidArgument(field: path(), description:
                "Invalid value at '\(path())' (oneof), oneof field 'target' is already set. Cannot set '\(fields[1].name)'")
        }
        let text = try FCMFieldReader.string(first.value, at: FCMFieldReader.join(path(), first.name))
        switch first.name {
        case "token":
            guard FCMRegistrationToken.looksValid(text) else { throw .invalidRegistrationToken }
            return .token(text)
        case "fid":
            guard FCMRegistrationToken.isInstallationID(text) else {
                throw .invalidArgument(field: FCMFieldReader.join(path(), first.name), description: "The Firebase installation ID is not valid")
            }
            return .installation(text)
        case "topic":
            // The v1 reference says the topic is written without "/topics/"; notisim refuses the prefix as a bad name.
            guard FCMTopicName.isValid(text) else { throw .invalidArgument(field: FCMFieldReader.join(path(), first.name), description: "Invalid topic name \"\(text)\".") }
            return .topic(text)
        default:
            switch FCMCondition.parse(text) {
            case .success(let condition): return .condition(condition)
            case .failure(let error): throw error
            }
        }
    }

    /// `data`: string values only, no key FCM keeps for itself, within the size limit.
    private static func readData(_ value: JSONValue, at path: @autoclosure () -> String, isToTopics: Bool) throws(FCMError) -> [(key: String, value: String)] {
        let entries = try FCMFieldReader.stringMap(value, at: path(), type: "type.googleapis.com/google.firebase.fcm.v1.Message.DataEntry")
        for (index, entry) in entries.enumerated() where isReservedDataKey(entry.key) {
            throw .invalidArgument(field: "\(path())[\(index)].key", description:
                "Invalid data key \"\(entry.key)\": from, gcm, keys starting with gcm. and keys starting with google are reserved by FCM.")
        }
        let size = entries.reduce(0) { $0 + $1.key.utf8.count + $1.value.utf8.count }
        let limit = isToTopics ? topicDataLimit : dataLimit
        if size > limit {
            throw .invalidArgument(field: path(), description: "Message is too big: its data takes \(size) bytes, more than the \(limit) FCM allows.")
        }
        return entries
    }

    /// Keys FCM keeps for itself: `from`, `gcm`, anything starting with `google` (the ErrorCode page), and anything
    /// starting with `gcm.` — notisim's reading: FCM writes `gcm.message_id` into the same dictionary.
    private static func isReservedDataKey(_ key: String) -> Bool {
        key == "from" || key == "gcm" || key.hasPrefix("gcm.") || key.hasPrefix("google")
    }

    private static func readNotification(_ value: JSONValue, at path: @autoclosure () -> String) throws(FCMError) -> FCMNotification {
        let fields = try FCMFieldReader.fields(of: value, at: path(), type: "type.googleapis.com/google.firebase.fcm.v1.Notification",
                                               names: notificationFields)
        var notification = FCMNotification()
        for field in fields {
            let text = try FCMFieldReader.string(field.value, at: FCMFieldReader.join(path(), field.name))
            switch field.name {
            case "title": notification.title = text
            case "body": notification.body = text
            default: notification.image = text
            }
        }
        return notification
    }

    /// `apns`: its headers, payload and FCM options into `message`. `live_activity_token` is checked to be a string;
    /// notisim's FCM does not start live activities.
    private static func readAPNs(_ value: JSONValue, at path: @autoclosure () -> String, into message: inout FCMMessage) throws(FCMError) {
        let fields = try FCMFieldReader.fields(of: value, at: path(), type: "type.googleapis.com/google.firebase.fcm.v1.ApnsConfig",
                                               names: apnsFields)
        for field in fields {
            switch field.name {
            case "headers": message.apnsHeaders = try readHeaders(field.value, at: FCMFieldReader.join(path(), field.name))
            case "payload": message.apnsPayload = try readPayload(field.value, at: FCMFieldReader.join(path(), field.name))
            case "fcm_options":
                let options = try readFCMOptions(field.value, at: FCMFieldReader.join(path(), field.name), allowsImage: true)
                message.apnsImage = options.image
                message.analyticsLabel = options.analyticsLabel
            default: _ = try FCMFieldReader.string(field.value, at: FCMFieldReader.join(path(), field.name))
            }
        }
    }

    /// `apns.headers`, names lower-cased. A name given twice (in any case) is refused: APNs would refuse the push.
    private static func readHeaders(_ value: JSONValue, at path: @autoclosure () -> String) throws(FCMError) -> [(name: String, value: String)] {
        let entries = try FCMFieldReader.stringMap(value, at: path(), type: "type.googleapis.com/google.firebase.fcm.v1.ApnsConfig.HeadersEntry")
        var headers: [(name: String, value: String)] = []
        for entry in entries {
            let name = entry.key.lowercased()
            guard !headers.contains(where: { $0.name == name }) else {
                throw .invalidArgument(field: path(), description: "Duplicate APNs header \"\(name)\".")
            }
            headers.append((name, entry.value))
        }
        return headers
    }

    /// `apns.payload`: an object (a `google.protobuf.Struct`), whose `aps`, when present, is an object too.
    private static func readPayload(_ value: JSONValue, at path: @autoclosure () -> String) throws(FCMError) -> JSONValue {
        try requireObject(value, at: path(), type: "type.googleapis.com/google.protobuf.Struct")
        if let aps = value["aps"], aps.objectValue == nil {
            throw .invalidArgument(field: path(), description: "Invalid APNs payload: \"aps\" is \(aps.kindDescription), not an object.")
        }
        return value
    }

    /// `fcm_options` (`analytics_label`) or `apns.fcm_options` (`analytics_label`, `image`). The label is checked
    /// against the v1 reference's pattern `^[a-zA-Z0-9-_.~%]{1,50}$`.
    private static func readFCMOptions(_ value: JSONValue, at path: @autoclosure () -> String,
                                       allowsImage: Bool = false) throws(FCMError) -> (analyticsLabel: String?, image: String?) {
        let type = allowsImage ? "type.googleapis.com/google.firebase.fcm.v1.ApnsFcmOptions" : "type.googleapis.com/google.firebase.fcm.v1.FcmOptions"
        let fields = try FCMFieldReader.fields(of: value, at: path(), type: type,
                                               names: allowsImage ? apnsFCMOptionsFields : fcmOptionsFields)
        var options: (analyticsLabel: String?, image: String?) = (nil, nil)
        for field in fields {
            let text = try FCMFieldReader.string(field.value, at: FCMFieldReader.join(path(), field.name))
            if field.name == "image" {
                options.image = text
            } else {
                guard (1...50).contains(text.count), FCMTopicName.isValid(text) else {
                    throw .invalidArgument(field: FCMFieldReader.join(path(), field.name), description: "Invalid analytics_label \"\(text)\": 1 to 50 of a-z A-Z 0-9 - _ . ~ %.")
                }
                options.analyticsLabel = text
            }
        }
        return options
    }

    private static func requireObject(_ value: JSONValue, at path: @autoclosure () -> String, type: String) throws(FCMError) {
        guard value.objectValue != nil else { throw FCMFieldReader.invalidValue(value, at: path(), type: type) }
    }
}

extension FCMTarget {
    /// Whether the message goes to topics' subscribers (a topic or a condition), whose data limit is lower.
    package var isToTopics: Bool {
        switch self {
        case .token, .installation: false
        case .topic, .condition: true
        }
    }
}
