import NotiCore

/// Something an extension tells notisim between answers, as a protocol notification (a message with a `method` and
/// no `id`, docs/extension-protocol.md#notifications-from-the-extension).
package enum ExtensionNotice: Sendable, Hashable {
    /// A line for the event log: a push SDK's account of what it did or would have sent, a logger's message.
    case log(subsystem: String, category: String, message: String)
    /// `setNotificationCategories`: the app's categories, all replaced.
    case categoriesRegistered([NotificationCategory])

    /// How many notices one connection keeps between takes; more are counted and dropped, so that a chatty
    /// extension cannot grow notisim's memory.
    static let limit = 200
    /// The longest text of a log line kept, in characters.
    static let longestLogText = 500

    /// The notice a notification message carries; nil when `method` names none.
    static func decode(method: String, _ params: JSONValue) throws(WireError) -> ExtensionNotice? {
        switch method {
        case "log":
            let text = { (key: String) throws(WireError) -> String in
                guard let value = params[key] else { return "" }
                return String(try WireDecoding.string(value, "params.\(key)").prefix(longestLogText))
            }
            return .log(subsystem: try text("subsystem"), category: try text("category"), message: try text("message"))
        case "setNotificationCategories":
            return .categoriesRegistered(try WireDecoding.categories(params["categories"] ?? .null, "params.categories"))
        default:
            return nil
        }
    }
}

extension WireEncoding {
    /// A registered category as the protocol writes it.
    static func category(_ category: NotificationCategory) -> JSONValue {
        var members: [(key: String, value: JSONValue)] = [
            (key: "identifier", value: .string(category.identifier)), (key: "actions", value: .array(category.actions.map(action))),
        ]
        if !category.intentIdentifiers.isEmpty { members.append((key: "intentIdentifiers", value: .array(category.intentIdentifiers.map(JSONValue.string)))) }
        let options = categoryOptionNames.filter { category.options.contains($0.1) }.map { JSONValue.string($0.0) }
        if !options.isEmpty { members.append((key: "options", value: .array(options))) }
        if let placeholder = category.hiddenPreviewsBodyPlaceholder { members.append((key: "hiddenPreviewsBodyPlaceholder", value: .string(placeholder))) }
        return .object(members)
    }

    static let categoryOptionNames: [(String, CategoryOptions)] = [
        ("customDismissAction", .customDismissAction), ("allowInCarPlay", .allowInCarPlay),
        ("hiddenPreviewsShowTitle", .hiddenPreviewsShowTitle), ("hiddenPreviewsShowSubtitle", .hiddenPreviewsShowSubtitle),
    ]

    /// A notice as the extension's process writes it.
    package static func notice(_ notice: ExtensionNotice) -> JSONValue {
        switch notice {
        case let .log(subsystem, category, message):
            return ["method": "log", "params": ["subsystem": .string(subsystem), "category": .string(category), "message": .string(message)]]
        case let .categoriesRegistered(categories):
            return ["method": "setNotificationCategories", "params": ["categories": .array(categories.map(category))]]
        }
    }

    /// The app's registered categories, as `hello` gives them to the extension.
    package static func categories(_ categories: [NotificationCategory]) -> JSONValue { .array(categories.map(category)) }
}

extension WireDecoding {
    /// Categories as `setNotificationCategories` and `hello` carry them: at most 100, each with at most 10 actions.
    package static func categories(_ value: JSONValue, _ path: String) throws(WireError) -> [NotificationCategory] {
        let elements = try array(value, path)
        guard elements.count <= 100 else { throw WireError(path: path, reason: "at most 100 categories, got \(elements.count)") }
        var categories: [NotificationCategory] = []
        for (index, element) in elements.enumerated() {
            let here = "\(path)[\(index)]"
            var category = NotificationCategory(identifier: try string(element["identifier"], here + ".identifier"),
                                                actions: try actions(element["actions"] ?? .array([]), here + ".actions"))
            if let intents = element["intentIdentifiers"] {
                category.intentIdentifiers = try array(intents, here + ".intentIdentifiers").enumerated().map { (position, intent) throws(WireError) in
                    try string(intent, "\(here).intentIdentifiers[\(position)]")
                }
            }
            if let options = element["options"] {
                category.options = try optionSet(options, here + ".options", names: WireEncoding.categoryOptionNames)
            }
            if let placeholder = element["hiddenPreviewsBodyPlaceholder"] {
                category.hiddenPreviewsBodyPlaceholder = try string(placeholder, here + ".hiddenPreviewsBodyPlaceholder")
            }
            categories.append(category)
        }
        return categories
    }
}
