import Foundation
import NotiCore

/// A value in an extension's answer that does not fit the protocol, with its path (`result.view.vstack[2]`).
package struct WireError: Error, CustomStringConvertible {
    /// Where the bad value is, as a key path from the message.
    package var path: String
    /// Why the value was refused.
    package var reason: String
    /// `path: reason`.
    package var description: String { "\(path): \(reason)" }

    /// The bad value at `path`, refused for `reason`.
    package init(path: String, reason: String) {
        self.path = path; self.reason = reason
    }
}

/// Reads the extension's side of the protocol, refusing anything malformed with the path of the bad value.
enum WireDecoding {
    static func string(_ value: JSONValue?, _ path: String) throws(WireError) -> String {
        guard let text = value?.stringValue else { throw WireError(path: path, reason: "expected a string, got \(value?.kindDescription ?? "nothing")") }
        return text
    }

    static func bool(_ value: JSONValue, _ path: String) throws(WireError) -> Bool {
        guard let flag = value.boolValue else { throw WireError(path: path, reason: "expected true or false, got \(value.kindDescription)") }
        return flag
    }

    /// A rectangle in unit coordinates: `x`, `y`, `width`, `height`, each from 0 to 1.
    static func unitRect(_ value: JSONValue, _ path: String) throws(WireError) -> UnitRect {
        func part(_ key: String) throws(WireError) -> Double {
            guard let number = value[key]?.doubleValue, number.isFinite, (0...1).contains(number) else {
                throw WireError(path: "\(path).\(key)", reason: "expected a number from 0 to 1")
            }
            return number
        }
        return UnitRect(x: try part("x"), y: try part("y"), width: try part("width"), height: try part("height"))
    }

    static func array(_ value: JSONValue, _ path: String) throws(WireError) -> [JSONValue] {
        guard let elements = value.arrayValue else { throw WireError(path: path, reason: "expected an array, got \(value.kindDescription)") }
        return elements
    }

    static func actions(_ value: JSONValue, _ path: String) throws(WireError) -> [NotificationAction] {
        let elements = try array(value, path)
        guard elements.count <= 10 else { throw WireError(path: path, reason: "at most 10 actions, got \(elements.count)") }
        var actions: [NotificationAction] = []
        for (index, element) in elements.enumerated() {
            let here = "\(path)[\(index)]"
            var action = NotificationAction(identifier: try string(element["identifier"], here + ".identifier"),
                                            title: try string(element["title"], here + ".title"))
            if let options = element["options"] { action.options = try optionSet(options, here + ".options", names: WireEncoding.actionOptionNames) }
            if let icon = element["icon"] { action.icon = try string(icon, here + ".icon") }
            if let input = element["textInput"] {
                action.textInput = .init(buttonTitle: try string(input["buttonTitle"], here + ".textInput.buttonTitle"),
                                         placeholder: try string(input["placeholder"], here + ".textInput.placeholder"))
            }
            actions.append(action)
        }
        return actions
    }

    /// An option set written as the array of its options' names, each one of `names`.
    static func optionSet<Options: OptionSet>(_ value: JSONValue, _ path: String, names: [(String, Options)]) throws(WireError) -> Options
        where Options.Element == Options {
        var options: Options = []
        for (position, option) in try array(value, path).enumerated() {
            let name = try string(option, "\(path)[\(position)]")
            guard let known = names.first(where: { $0.0 == name }) else {
                throw WireError(path: "\(path)[\(position)]", reason: "unknown option \"\(name)\"")
            }
            options.insert(known.1)
        }
        return options
    }

    /// Deepest nesting of views accepted (the layout engine draws no deeper).
    static let maximumViewDepth = 32

    /// A custom view description, at most `maximumViewDepth` levels deep.
    static func view(_ value: JSONValue, _ path: String, depth: Int = 0) throws(WireError) -> CustomView {
        guard depth < maximumViewDepth else { throw WireError(path: path, reason: "views nest deeper than \(maximumViewDepth) levels") }
        guard let members = value.objectValue, let kind = members.first?.key else {
            throw WireError(path: path, reason: "expected a view object such as {\"text\": \"Hello\"}, got \(value.kindDescription)")
        }
        func children(_ key: String) throws(WireError) -> [CustomView] {
            var views: [CustomView] = []
            for (index, child) in try array(value[key] ?? .null, "\(path).\(key)").enumerated() {
                views.append(try view(child, "\(path).\(key)[\(index)]", depth: depth + 1))
            }
            return views
        }
        switch kind {
        case "text":
            let styleName = try value["style"].map { (style) throws(WireError) in try string(style, path + ".style") } ?? "body"
            guard let style = CustomTextStyle(rawValue: styleName) else {
                throw WireError(path: path + ".style", reason: "expected title, body or caption, got \"\(styleName)\"")
            }
            let wraps = try value["wraps"].map { (flag) throws(WireError) in try bool(flag, path + ".wraps") } ?? true
            return .text(try string(value["text"], path + ".text"), style: style, wraps: wraps)
        case "image":
            let identifier = value["image"] == .null ? nil : try string(value["image"], path + ".image")
            let modeName = try value["mode"].map { (mode) throws(WireError) in try string(mode, path + ".mode") } ?? "fill"
            guard let mode = ImageContentMode(rawValue: modeName) else {
                throw WireError(path: path + ".mode", reason: "expected fill or fit, got \"\(modeName)\"")
            }
            return .image(attachment: identifier, mode: mode)
        case "vstack": return .vstack(try children("vstack"))
        case "hstack": return .hstack(try children("hstack"))
        case "overlay": return .overlay(try children("overlay"))
        case "dim": return .dim
        case "spacer": return .spacer
        case "padding":
            guard let cells = value["padding"]?.intValue, (0...100).contains(cells) else {
                throw WireError(path: path + ".padding", reason: "expected a whole number of cells 0–100")
            }
            return .padding(cells, try view(value["view"] ?? .null, path + ".view", depth: depth + 1))
        case "placed":
            var measures: [Int] = []
            for key in ["x", "y", "width", "height"] {
                guard let measure = value["placed"]?[key]?.intValue, (0...1_000).contains(measure) else {
                    throw WireError(path: path + ".placed." + key, reason: "expected a whole number of cells 0–1000")
                }
                measures.append(measure)
            }
            let frame = Rect(x: measures[0], y: measures[1], width: measures[2], height: measures[3])
            return .placed(frame, try view(value["view"] ?? .null, path + ".view", depth: depth + 1))
        case "runs":
            var runs: [TextRun] = []
            for (index, element) in try array(value["runs"] ?? .null, path + ".runs").enumerated() {
                let here = "\(path).runs[\(index)]"
                var run = TextRun(try string(element["text"], here + ".text"))
                if let color = element["color"] { run.color = try self.color(color, here + ".color") }
                if let bold = element["bold"] { run.bold = try bool(bold, here + ".bold") }
                if let highlighted = element["highlighted"] { run.highlighted = try bool(highlighted, here + ".highlighted") }
                runs.append(run)
            }
            let alignmentName = try value["alignment"].map { (name) throws(WireError) in try string(name, path + ".alignment") } ?? "left"
            guard let alignment = TextAlignment(rawValue: alignmentName) else {
                throw WireError(path: path + ".alignment", reason: "expected left, center or right, got \"\(alignmentName)\"")
            }
            let wraps = try value["wraps"].map { (flag) throws(WireError) in try bool(flag, path + ".wraps") } ?? true
            return .styledText(runs, alignment: alignment, wraps: wraps)
        case "fill": return .fill(try color(value["fill"] ?? .null, path + ".fill"))
        case "border":
            let rounded = try value["rounded"].map { (flag) throws(WireError) in try bool(flag, path + ".rounded") } ?? false
            return .border(try color(value["border"] ?? .null, path + ".border"), rounded: rounded)
        default:
            throw WireError(path: path, reason: "unknown view \"\(kind)\"; views: text, runs, image, vstack, hstack, overlay, dim, spacer, padding, placed, fill, border")
        }
    }

    /// A colour: `#rrggbb`, or `text`, `secondaryText`, `background` for the theme's.
    static func color(_ value: JSONValue, _ path: String) throws(WireError) -> CustomColor {
        let name = try string(value, path)
        switch name {
        case "text": return .text
        case "secondaryText": return .secondaryText
        case "background": return .background
        default:
            let digits = name.dropFirst()
            guard name.first == "#", digits.count == 6, let rgb = UInt32(digits, radix: 16) else {
                throw WireError(path: path, reason: "expected #rrggbb, text, secondaryText or background, got \"\(name)\"")
            }
            return .rgb(UInt8(rgb >> 16 & 0xff), UInt8(rgb >> 8 & 0xff), UInt8(rgb & 0xff))
        }
    }

    /// The content a service extension handed over: the fields it gives replace the original's.
    static func content(_ value: JSONValue, over original: NotificationContent, _ path: String) throws(WireError) -> NotificationContent {
        guard value.objectValue != nil else { throw WireError(path: path, reason: "expected a content object, got \(value.kindDescription)") }
        var content = original
        if let title = value["title"] { content.title = try string(title, path + ".title") }
        if let subtitle = value["subtitle"] { content.subtitle = try string(subtitle, path + ".subtitle") }
        if let body = value["body"] { content.body = try string(body, path + ".body") }
        if let category = value["categoryIdentifier"] { content.categoryIdentifier = try string(category, path + ".categoryIdentifier") }
        if let thread = value["threadIdentifier"] { content.threadIdentifier = try string(thread, path + ".threadIdentifier") }
        if let badge = value["badge"] {
            guard let number = badge.intValue else { throw WireError(path: path + ".badge", reason: "expected a whole number") }
            content.badge = number
        }
        if let level = value["interruptionLevel"] {
            let name = try string(level, path + ".interruptionLevel")
            guard let known = InterruptionLevel(apnsName: name) else {
                throw WireError(path: path + ".interruptionLevel", reason: "expected passive, active, time-sensitive or critical, got \"\(name)\"")
            }
            content.interruptionLevel = known
        }
        if let score = value["relevanceScore"] {
            guard let number = score.doubleValue, number.isFinite else {
                throw WireError(path: path + ".relevanceScore", reason: "expected a number, got \(score.kindDescription)")
            }
            // As a payload's relevance-score is (docs/rules/payload.md#the-aps-dictionary): kept within 0–1.
            content.relevanceScore = min(1, max(0, number))
        }
        if let userInfo = value["userInfo"] {
            guard userInfo.objectValue != nil else { throw WireError(path: path + ".userInfo", reason: "expected an object, got \(userInfo.kindDescription)") }
            content.userInfo = userInfo
        }
        if let communication = value["communication"] {
            // docs/rules/focus.md#communication-notifications: the answer `content.updating(from: intent)` gives.
            switch CommunicationIntent.decode(communication, path: path + ".communication") {
            case .success(let intent): content.communication = intent
            case .failure(let problem): throw WireError(path: problem.path, reason: problem.message)
            }
        }
        if let attachments = value["attachments"] {
            content.attachments = []
            for (index, element) in try array(attachments, path + ".attachments").enumerated() {
                let here = "\(path).attachments[\(index)]"
                var attachment = NotificationAttachment(identifier: try string(element["identifier"], here + ".identifier"),
                                                        path: try string(element["file"], here + ".file"), kind: .image)
                if let hint = element["typeHint"] { attachment.typeHint = try string(hint, here + ".typeHint") }
                if let hidden = element["thumbnailHidden"] { attachment.thumbnailHidden = try bool(hidden, here + ".thumbnailHidden") }
                if let clip = element["thumbnailClippingRect"] { attachment.thumbnailClippingRect = try unitRect(clip, here + ".thumbnailClippingRect") }
                if let time = element["thumbnailTime"] {
                    guard let seconds = time.doubleValue, seconds.isFinite, seconds >= 0 else {
                        throw WireError(path: here + ".thumbnailTime", reason: "expected a number of seconds, 0 or more")
                    }
                    attachment.thumbnailTime = seconds
                }
                if let kind = element["kind"] {
                    let name = try string(kind, here + ".kind")
                    guard let known = AttachmentKind(rawValue: name) else { throw WireError(path: here + ".kind", reason: "expected image, audio or movie") }
                    attachment.kind = known
                }
                content.attachments.append(attachment)
            }
        }
        return content
    }
}

extension WireDecoding {
    /// A notification as the host writes it.
    static func notification(_ value: JSONValue, _ path: String) throws(WireError) -> DeliveredNotification {
        let identifier = try string(value["identifier"], path + ".identifier")
        let dateText = try string(value["date"], path + ".date")
        guard let date = try? Date(dateText, strategy: .iso8601) else { throw WireError(path: path + ".date", reason: "expected an ISO 8601 date") }
        var content = try Self.content(value["content"] ?? .null, over: NotificationContent(), path + ".content")
        content.userInfo = value["content"]?["userInfo"] ?? .object([])
        return DeliveredNotification(bundleID: try string(value["bundleID"], path + ".bundleID"),
                                     request: NotificationRequest(identifier: identifier, content: content), date: date)
    }

    /// A request as the host writes it.
    static func request(_ value: JSONValue, _ path: String) throws(WireError) -> NotificationRequest {
        var content = try Self.content(value["content"] ?? .null, over: NotificationContent(), path + ".content")
        content.userInfo = value["content"]?["userInfo"] ?? .object([])
        return NotificationRequest(identifier: try string(value["identifier"], path + ".identifier"), content: content, trigger: .push)
    }
}
