import NotiCore

/// The title, subtitle and body a notification shows, with the hidden-previews rule applied.
struct PreviewText {
    var title: String
    var subtitle: String
    var body: String
    /// Whether `body` is the hidden-previews placeholder.
    var isPlaceholder: Bool

    /// When previews are hidden the title shows only with `hiddenPreviewsShowTitle`, the subtitle only with
    /// `hiddenPreviewsShowSubtitle`, and the body becomes the placeholder with `%u` = `threadCount`, the number of
    /// notifications in the thread. docs/rules/presentation.md#hidden-previews-on-every-surface.
    init(_ content: NotificationContent, category: NotificationCategory?, hidden: Bool, threadCount: Int) {
        let options = category?.options ?? []
        // docs/rules/focus.md#communication-notifications: the sender (or group) is the header's name, not a title line; in a
        // group the body starts with the sender.
        let intent = content.communication
        title = intent != nil || (hidden && !options.contains(.hiddenPreviewsShowTitle)) ? "" : content.title
        subtitle = hidden && !options.contains(.hiddenPreviewsShowSubtitle) ? "" : content.subtitle
        let shownBody = intent.flatMap { $0.groupName == nil ? nil : "\($0.sender.name): \(content.body)" } ?? content.body
        body = hidden ? NotificationCategory.hiddenPreviewsBody(category, count: threadCount) : shownBody
        isPlaceholder = hidden
    }
}
