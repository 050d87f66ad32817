import Foundation
import NotiCore

/// How notisim's values are written in the extension protocol (docs/extension-protocol.md).
enum WireEncoding {
    static func notification(_ notification: DeliveredNotification) -> JSONValue {
        [
            "identifier": .string(notification.id), "bundleID": .string(notification.bundleID),
            "date": .string(notification.date.formatted(.iso8601)), "content": content(notification.content),
        ]
    }

    static func request(_ request: NotificationRequest) -> JSONValue {
        ["identifier": .string(request.identifier), "content": content(request.content)]
    }

    static func response(_ response: NotificationResponse) -> JSONValue {
        var members: [(key: String, value: JSONValue)] = [
            (key: "actionIdentifier", value: .string(response.actionIdentifier)),
            (key: "notification", value: notification(response.notification)),
        ]
        if let text = response.userText { members.append((key: "userText", value: .string(text))) }
        return .object(members)
    }

    static func content(_ content: NotificationContent) -> JSONValue {
        var members: [(key: String, value: JSONValue)] = [
            (key: "title", value: .string(content.title)), (key: "subtitle", value: .string(content.subtitle)),
            (key: "body", value: .string(content.body)), (key: "categoryIdentifier", value: .string(content.categoryIdentifier)),
            (key: "threadIdentifier", value: .string(content.threadIdentifier)),
            (key: "attachments", value: .array(content.attachments.map(attachment))),
            (key: "userInfo", value: content.userInfo),
        ]
        if let badge = content.badge { members.append((key: "badge", value: .number(JSONNumber(badge)))) }
        return .object(members)
    }

    static func attachment(_ attachment: NotificationAttachment) -> JSONValue {
        var members: [(key: String, value: JSONValue)] = [
            (key: "identifier", value: .string(attachment.identifier)), (key: "file", value: .string(attachment.path)),
            (key: "kind", value: .string(attachment.kind.rawValue)),
        ]
        if let hint = attachment.typeHint { members.append((key: "typeHint", value: .string(hint))) }
        return .object(members)
    }

    static func action(_ action: NotificationAction) -> JSONValue {
        var members: [(key: String, value: JSONValue)] = [
            (key: "identifier", value: .string(action.identifier)), (key: "title", value: .string(action.title)),
        ]
        let options = actionOptionNames.filter { action.options.contains($0.1) }.map { JSONValue.string($0.0) }
        if !options.isEmpty { members.append((key: "options", value: .array(options))) }
        if let icon = action.icon { members.append((key: "icon", value: .string(icon))) }
        if let input = action.textInput {
            members.append((key: "textInput", value: ["buttonTitle": .string(input.buttonTitle), "placeholder": .string(input.placeholder)]))
        }
        return .object(members)
    }

    static let actionOptionNames: [(String, ActionOptions)] = [
        ("authenticationRequired", .authenticationRequired), ("destructive", .destructive), ("foreground", .foreground),
    ]
}
