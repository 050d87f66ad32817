import NotiCore
import NotiExtensions
import NotiLayout

/// Local Notification Practice's content extension (`CATEGORY_CUSTOM_UI`): the image attachment fills the area
/// under a dimming layer with the title in bold and the body wrapped over it. Like and Dislike set the title label
/// to the notification's title and the action's emoji (each press replaces the last one, as the source notes' code
/// does) and keep the view open.
final class LocalNotificationViewController: NotificationViewController, NotificationContentExtensionResponding {
    private var headline = ""
    private var message = ""
    private var hasImage = false

    func didReceive(_ notification: DeliveredNotification) {
        preferredContentSize = ContentSize(height: 200)
        headline = notification.content.title
        message = notification.content.body
        hasImage = notification.content.attachments.contains { $0.kind == .image }
        updateView()
    }

    func didReceive(_ response: NotificationResponse, completionHandler completion: @escaping (ContentExtensionResponseOption) -> Void) {
        let title = response.notification.content.title
        switch response.actionIdentifier {
        case "ACTION_LIKE": headline = "\(title) 👍"
        case "ACTION_DISLIKE": headline = "\(title) 👎"
        default: break
        }
        updateView()
        completion(.doNotDismiss)
    }

    private func updateView() {
        let text = CustomView.padding(1, .vstack([
            .text(headline, style: .title, wraps: true),
            .text(message, style: .body, wraps: true),
            .spacer,
        ]))
        view = hasImage ? .overlay([.image(attachment: nil, mode: .fill), .dim, text]) : text
    }
}
