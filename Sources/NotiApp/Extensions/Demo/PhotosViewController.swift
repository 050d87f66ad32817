import NotiCore
import NotiExtensions
import NotiLayout

/// The Photos app's content extension (`new-photo`, user interaction enabled): the photo (when the notification has
/// one: the service extension fetches it for pushes) with a status line.
/// Its buttons change with what the user does: Like → [Unlike, Comment]; Rate → [★, ★★, ★★★]; a star → no
/// buttons. Comment goes on to the app, Unlike closes the view. With the photo focused, `o` or Enter opens the
/// app and `d` closes the view.
final class PhotosViewController: NotificationViewController, NotificationContentExtensionResponding {
    private var album = ""
    private var hasPhoto = false
    private var liked = false
    private var stars = 0
    private var commentAction = NotificationAction(identifier: "comment-action", title: "Comment", icon: "text.bubble",
                                                   textInput: .init(buttonTitle: "Post", placeholder: "Add a comment…"))

    func didReceive(_ notification: DeliveredNotification) {
        album = notification.content.userInfo["album"]?.stringValue ?? notification.content.threadIdentifier
        hasPhoto = notification.content.attachments.contains { $0.kind == .image }
        if let comment = extensionContext?.notificationActions.first(where: { $0.identifier == "comment-action" }) {
            commentAction = comment
        }
        updateView()
    }

    func didReceive(_ response: NotificationResponse, completionHandler completion: @escaping (ContentExtensionResponseOption) -> Void) {
        switch response.actionIdentifier {
        case "like-action":
            liked = true
            extensionContext?.notificationActions = [NotificationAction(identifier: "unlike-action", title: "Unlike", icon: "hand.thumbsdown"), commentAction]
            completion(.doNotDismiss)
        case "unlike-action":
            liked = false
            completion(.dismiss)
        case "rate-action":
            extensionContext?.notificationActions = (1...3).map { count in
                NotificationAction(identifier: "rate-\(count)", title: String(repeating: "★", count: count))
            }
            completion(.doNotDismiss)
        case let identifier where identifier.hasPrefix("rate-"):
            stars = Int(identifier.dropFirst("rate-".count)) ?? 0
            extensionContext?.notificationActions = []
            completion(.doNotDismiss)
        default:
            completion(.dismissAndForwardAction)
        }
        updateView()
    }

    override func keyPressed(_ key: String) -> Bool {
        switch key {
        case "o", "Enter": extensionContext?.performNotificationDefaultAction(); return true
        case "d": extensionContext?.dismissNotificationContentExtension(); return true
        default: return false
        }
    }

    private func updateView() {
        var status = album.isEmpty ? "" : "Album: \(album)"
        if liked { status += (status.isEmpty ? "" : " · ") + "♥ Liked" }
        if stars > 0 { status += (status.isEmpty ? "" : " · ") + "Rated " + String(repeating: "★", count: stars) }
        let caption = CustomView.text(status.isEmpty ? " " : status, style: .caption, wraps: false)
        view = hasPhoto ? .vstack([.image(attachment: nil, mode: .fill), caption]) : .vstack([caption])
    }
}
