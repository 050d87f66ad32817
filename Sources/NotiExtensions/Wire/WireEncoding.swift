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
        members.append((key: "interruptionLevel", value: .string(content.interruptionLevel.apnsName)))
        members.append((key: "relevanceScore", value: .number(JSONNumber(content.relevanceScore))))
        if let badge = content.badge { members.append((key: "badge", value: .number(JSONNumber(badge)))) }
        if let intent = content.communication { members.append((key: "communication", value: intent.jsonValue)) }
        return .object(members)
    }

    static func attachment(_ attachment: NotificationAttachment) -> JSONValue {
        var members: [(key: String, value: JSONValue)] = [
            (key: "identifier", value: .string(attachment.identifier)), (key: "file", value: .string(attachment.path)),
            (key: "kind", value: .string(attachment.kind.rawValue)),
        ]
        if let hint = attachment.typeHint { members.append((key: "typeHint", value: .string(hint))) }
        if attachment.thumbnailHidden { members.append((key: "thumbnailHidden", value: .bool(true))) }
        if attachment.thumbnailClippingRect != .full {
            let rect = attachment.thumbnailClippingRect
            members.append((key: "thumbnailClippingRect", value: .object([
                (key: "x", value: .number(JSONNumber(rect.x))), (key: "y", value: .number(JSONNumber(rect.y))),
                (key: "width", value: .number(JSONNumber(rect.width))), (key: "height", value: .number(JSONNumber(rect.height))),
            ])))
        }
        if let time = attachment.thumbnailTime { members.append((key: "thumbnailTime", value: .number(JSONNumber(time)))) }
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

extension WireEncoding {
    /// A custom view as the protocol writes it.
    static func view(_ view: CustomView) -> JSONValue {
        switch view {
        case let .text(text, style, wraps): return ["text": .string(text), "style": .string(style.rawValue), "wraps": .bool(wraps)]
        case let .image(attachment, mode): return ["image": attachment.map(JSONValue.string) ?? .null, "mode": .string(mode.rawValue)]
        case .vstack(let children): return ["vstack": .array(children.map(Self.view))]
        case .hstack(let children): return ["hstack": .array(children.map(Self.view))]
        case .overlay(let children): return ["overlay": .array(children.map(Self.view))]
        case .dim: return ["dim": true]
        case .spacer: return ["spacer": true]
        case let .padding(cells, child): return ["padding": .number(JSONNumber(cells)), "view": Self.view(child)]
        case let .placed(frame, child):
            return ["placed": ["x": .number(JSONNumber(frame.x)), "y": .number(JSONNumber(frame.y)),
                               "width": .number(JSONNumber(frame.width)), "height": .number(JSONNumber(frame.height))],
                    "view": Self.view(child)]
        case let .styledText(runs, alignment, wraps):
            return ["runs": .array(runs.map(run)), "alignment": .string(alignment.rawValue), "wraps": .bool(wraps)]
        case .fill(let color): return ["fill": .string(colorName(color))]
        case let .border(color, rounded): return ["border": .string(colorName(color)), "rounded": .bool(rounded)]
        }
    }

    static func run(_ run: TextRun) -> JSONValue {
        var members: [(key: String, value: JSONValue)] = [(key: "text", value: .string(run.text))]
        if let color = run.color { members.append((key: "color", value: .string(colorName(color)))) }
        if run.bold { members.append((key: "bold", value: true)) }
        if run.highlighted { members.append((key: "highlighted", value: true)) }
        return .object(members)
    }

    /// A colour as the protocol writes it: `#rrggbb`, or the name of a theme colour.
    static func colorName(_ color: CustomColor) -> String {
        switch color {
        case let .rgb(r, g, b): "#" + [r, g, b].map { ($0 < 16 ? "0" : "") + String($0, radix: 16) }.joined()
        case .text: "text"
        case .secondaryText: "secondaryText"
        case .background: "background"
        }
    }

    /// A content extension's state update: what changed since `before`, and the context requests.
    static func update(_ update: ContentExtensionUpdate, before: ContentExtensionState) -> [(key: String, value: JSONValue)] {
        let state = update.state
        var members: [(key: String, value: JSONValue)] = []
        if state.customView != before.customView { members.append((key: "view", value: state.customView.map(Self.view) ?? .null)) }
        if state.preferredHeightPoints != before.preferredHeightPoints, let height = state.preferredHeightPoints {
            members.append((key: "preferredHeight", value: .number(JSONNumber(height))))
        }
        if state.title != before.title { members.append((key: "title", value: state.title.map(JSONValue.string) ?? .null)) }
        if state.actionsOverride != before.actionsOverride, let actions = state.actionsOverride {
            members.append((key: "notificationActions", value: .array(actions.map(Self.action))))
        }
        if state.mediaPlaying != before.mediaPlaying { members.append((key: "mediaPlaying", value: .bool(state.mediaPlaying))) }
        for request in update.requests {
            switch request {
            case .performDefaultAction: members.append((key: "performNotificationDefaultAction", value: true))
            case .dismissExtension: members.append((key: "dismissNotificationContentExtension", value: true))
            }
        }
        return members
    }
}
