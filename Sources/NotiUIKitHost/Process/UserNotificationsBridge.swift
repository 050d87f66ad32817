import Foundation
import NotiCore
import NotiUserNotifications

/// Converts between notisim's notification model (NotiCore) and the UserNotifications subset an extension's own code
/// sees, both ways.
package enum UserNotificationsBridge {
    /// A delivered notification as `UNNotification`.
    package static func notification(_ delivered: DeliveredNotification) -> UNNotification {
        UNNotification(request: request(delivered.request), date: delivered.date)
    }

    /// A request as `UNNotificationRequest` (the trigger is left out: extensions do not read it).
    package static func request(_ request: NotificationRequest) -> UNNotificationRequest {
        UNNotificationRequest(identifier: request.identifier, content: content(request.content), trigger: nil)
    }

    /// Content as `UNNotificationContent`; an attachment whose file cannot be read is left out, as iOS would not
    /// have attached it.
    package static func content(_ content: NotificationContent) -> UNNotificationContent {
        let converted = UNMutableNotificationContent()
        converted.title = content.title
        converted.subtitle = content.subtitle
        converted.body = content.body
        converted.badge = content.badge.map { NSNumber(value: $0) }
        converted.categoryIdentifier = content.categoryIdentifier
        converted.threadIdentifier = content.threadIdentifier
        converted.interruptionLevel = UNNotificationInterruptionLevel(rawValue: UInt(content.interruptionLevel.rawValue)) ?? .active
        converted.relevanceScore = content.relevanceScore
        converted.userInfo = userInfo(content.userInfo)
        converted.attachments = content.attachments.compactMap { attachment in
            var options: [AnyHashable: Any] = [UNNotificationAttachmentOptionsThumbnailHiddenKey: attachment.thumbnailHidden]
            options[UNNotificationAttachmentOptionsTypeHintKey] = attachment.typeHint
            if attachment.thumbnailClippingRect != .full {
                let rect = attachment.thumbnailClippingRect
                options[UNNotificationAttachmentOptionsThumbnailClippingRectKey] = CGRect(x: rect.x, y: rect.y, width: rect.width, height: rect.height)
            }
            options[UNNotificationAttachmentOptionsThumbnailTimeKey] = attachment.thumbnailTime
            return try? UNNotificationAttachment(identifier: attachment.identifier, url: URL(fileURLWithPath: attachment.path), options: options)
        }
        return converted
    }

    /// What a service extension handed to its content handler, over the original content: the fields the wire
    /// protocol carries back (docs/extension-protocol.md, didReceiveRequest).
    package static func content(_ content: UNNotificationContent, over original: NotificationContent) -> NotificationContent {
        var converted = original
        converted.title = content.title
        converted.subtitle = content.subtitle
        converted.body = content.body
        converted.badge = content.badge?.intValue
        converted.categoryIdentifier = content.categoryIdentifier
        converted.threadIdentifier = content.threadIdentifier
        converted.interruptionLevel = InterruptionLevel(rawValue: Int(content.interruptionLevel.rawValue)) ?? original.interruptionLevel
        converted.relevanceScore = content.relevanceScore
        converted.userInfo = payload(content.userInfo)
        converted.attachments = content.attachments.map { attachment in
            let clip = attachment.thumbnailClippingRect.map { UnitRect(x: $0.origin.x, y: $0.origin.y, width: $0.size.width, height: $0.size.height) }
            return NotificationAttachment(identifier: attachment.identifier, path: attachment.url.path, kind: kind(ofType: attachment.type),
                                          typeHint: attachment.type, thumbnailHidden: attachment.thumbnailHidden,
                                          thumbnailClippingRect: clip ?? .full, thumbnailTime: attachment.thumbnailTime)
        }
        if let provider = content.communicationProvider, let snapshot = try? provider.communicationSnapshot() {
            converted.communication = communication(snapshot, donated: provider.isDonated)
        }
        return converted
    }

    /// The intent `updating(from:)` took, as the communication the host decides on; donated or not as it was when the
    /// content handler was called (docs/rules/focus.md#communication-notifications).
    static func communication(_ snapshot: UNCommunicationSnapshot, donated: Bool) -> CommunicationIntent {
        CommunicationIntent(kind: snapshot.kind == "call" ? .call : .message,
                            sender: CommunicationPerson(name: snapshot.senderName, handle: snapshot.senderHandle, imagePath: snapshot.senderImagePath),
                            groupName: snapshot.groupName, conversationID: snapshot.conversationIdentifier, donated: donated)
    }

    /// The push payload as `userInfo`: objects as `[String: Any]`, whole numbers as `Int`, others as `Double`,
    /// `null` as `NSNull` (as `JSONSerialization` gives them on iOS).
    package static func userInfo(_ payload: JSONValue) -> [AnyHashable: Any] {
        guard let members = payload.objectValue else { return [:] }
        return Dictionary(members.map { (AnyHashable($0.key), foundationValue($0.value)) }, uniquingKeysWith: { _, last in last })
    }

    /// `userInfo` back as a payload, for content a service extension changed: what JSON can hold (strings, numbers,
    /// Booleans, arrays, string-keyed dictionaries, `NSNull`); other values (a `Date`, `Data`) are left out, as they
    /// could not have come in a push.
    package static func payload(_ userInfo: [AnyHashable: Any]) -> JSONValue {
        .object(userInfo.compactMap { key, value in
            guard let key = key.base as? String, let value = jsonValue(value) else { return nil }
            return (key: key, value: value)
        }.sorted { $0.key < $1.key })
    }

    private static func jsonValue(_ value: Any) -> JSONValue? {
        switch value {
        case let flag as Bool: return .bool(flag)
        case let number as Int: return .number(JSONNumber(number))
        case let number as Double: return number.isFinite ? .number(JSONNumber(number)) : nil
        case let text as String: return .string(text)
        case let number as NSNumber: return number.doubleValue.isFinite ? .number(JSONNumber(number.doubleValue)) : nil
        case let elements as [Any]: return .array(elements.compactMap(jsonValue))
        case let members as [AnyHashable: Any]: return payload(members)
        case is NSNull: return .null
        default: return nil
        }
    }

    private static func foundationValue(_ value: JSONValue) -> Any {
        switch value {
        case .null: return NSNull()
        case .bool(let flag): return flag
        case .number(let number): return number.intValue ?? number.doubleValue
        case .string(let text): return text
        case .array(let elements): return elements.map(foundationValue)
        case .object(let members):
            return Dictionary(members.map { ($0.key, foundationValue($0.value)) }, uniquingKeysWith: { _, last in last })
        }
    }

    /// An action button as `UNNotificationAction` (a text-input one as `UNTextInputNotificationAction`).
    package static func action(_ action: NotificationAction) -> UNNotificationAction {
        let options = UNNotificationActionOptions(rawValue: UInt(action.options.rawValue))
        guard let input = action.textInput else { return UNNotificationAction(identifier: action.identifier, title: action.title, options: options) }
        return UNTextInputNotificationAction(identifier: action.identifier, title: action.title, options: options,
                                             textInputButtonTitle: input.buttonTitle, textInputPlaceholder: input.placeholder)
    }

    /// An action the extension set in `notificationActions`, back as notisim's.
    package static func action(_ action: UNNotificationAction) -> NotificationAction {
        let input = (action as? UNTextInputNotificationAction).map {
            NotificationAction.TextInput(buttonTitle: $0.textInputButtonTitle, placeholder: $0.textInputPlaceholder)
        }
        return NotificationAction(identifier: action.identifier, title: action.title, options: ActionOptions(rawValue: Int(action.options.rawValue)),
                                  textInput: input)
    }

    /// A registered category as `UNNotificationCategory`.
    package static func category(_ category: NotificationCategory) -> UNNotificationCategory {
        let options = UNNotificationCategoryOptions(rawValue: UInt(category.options.rawValue))
        guard let placeholder = category.hiddenPreviewsBodyPlaceholder else {
            return UNNotificationCategory(identifier: category.identifier, actions: category.actions.map(action),
                                          intentIdentifiers: category.intentIdentifiers, options: options)
        }
        return UNNotificationCategory(identifier: category.identifier, actions: category.actions.map(action),
                                      intentIdentifiers: category.intentIdentifiers, hiddenPreviewsBodyPlaceholder: placeholder, options: options)
    }

    /// A category the extension registered, back as notisim's.
    package static func category(_ category: UNNotificationCategory) -> NotificationCategory {
        NotificationCategory(identifier: category.identifier, actions: category.actions.map(action), intentIdentifiers: category.intentIdentifiers,
                             options: CategoryOptions(rawValue: Int(category.options.rawValue)),
                             hiddenPreviewsBodyPlaceholder: category.hiddenPreviewsBodyPlaceholder)
    }

    /// The user's response as `UNNotificationResponse` (`UNTextInputNotificationResponse` with typed text).
    package static func response(_ response: NotificationResponse) -> UNNotificationResponse {
        let notification = notification(response.notification)
        guard let text = response.userText else { return UNNotificationResponse(notification: notification, actionIdentifier: response.actionIdentifier) }
        return UNTextInputNotificationResponse(notification: notification, actionIdentifier: response.actionIdentifier, userText: text)
    }

    /// The media kind of an attachment's type identifier (the host checks it again with iOS's rules).
    static func kind(ofType type: String) -> AttachmentKind {
        switch type {
        case "public.mp3", "com.apple.m4a-audio", "com.microsoft.waveform-audio", "public.aiff-audio": return .audio
        case "public.mpeg-4", "com.apple.quicktime-movie", "com.apple.m4v-video": return .movie
        default: return .image
        }
    }
}
