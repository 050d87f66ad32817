import NotiCore

/// Reads the values an extension program sends back in its answers, with the checks the process hosts apply,
/// for callers that have the answer without a process (tools and fuzzing).
package enum WireAnswer {
    /// The custom view in a content extension's `view` key.
    package static func view(_ value: JSONValue) throws(WireError) -> CustomView {
        try WireDecoding.view(value, "result.view")
    }

    /// The buttons in a content extension's `notificationActions` key.
    package static func actions(_ value: JSONValue) throws(WireError) -> [NotificationAction] {
        try WireDecoding.actions(value, "result.notificationActions")
    }

    /// A notification the extension sends between answers (`log`, `setNotificationCategories`); nil for a method
    /// notisim does not know.
    package static func notice(method: String, _ params: JSONValue) throws(WireError) -> ExtensionNotice? {
        try ExtensionNotice.decode(method: method, params)
    }

    /// A service extension's `content`, read over the content it was handed.
    package static func content(_ value: JSONValue, over original: NotificationContent) throws(WireError) -> NotificationContent {
        try WireDecoding.content(value, over: original, "result.content")
    }
}
