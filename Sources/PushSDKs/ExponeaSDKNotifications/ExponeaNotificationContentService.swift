import NotiPushSDKSupport
import NotiUIKit
import NotiUserNotifications
import NotiUserNotificationsUI

/// Bloomreach Engagement's (Exponea's) content extension helper (`ExponeaSDKNotifications`): shows an Exponea push's
/// attached image and puts its `actions` under it as buttons (docs/rules/push-sdks.md#bloomreach-engagement-exponea).
public class ExponeaNotificationContentService {
    /// A helper for one content extension.
    public init() {}

    /// Sets the buttons from the push's `actions` (iOS 12 and later) and draws its first attachment's image filling
    /// the width of `viewController`'s view, 300 points high at most; a push of another source is left alone.
    @MainActor
    public func didReceive(_ notification: UNNotification, context: NSExtensionContext?, viewController: UIViewController) {
        let content = notification.request.content
        guard ExponeaPush.isExponea(content.userInfo) else { return }
        let actions = ExponeaPush.actions(content.userInfo)
        if let context, !actions.isEmpty {
            context.notificationActions = actions.enumerated().map { index, action in
                UNNotificationAction(identifier: action.identifier(at: index), title: action.title, options: .foreground)
            }
        }
        guard let attachment = content.attachments.first, let image = UIImage(contentsOfFile: attachment.url.path) else { return }
        let imageView = UIImageView(image: image)
        imageView.contentMode = .scaleAspectFill
        imageView.clipsToBounds = true
        imageView.translatesAutoresizingMaskIntoConstraints = false
        let view: UIView = viewController.view
        view.addSubview(imageView)
        let aspect = image.size.height / max(image.size.width, 1)
        NSLayoutConstraint.activate([
            imageView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            imageView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            imageView.topAnchor.constraint(equalTo: view.topAnchor),
            imageView.heightAnchor.constraint(equalTo: imageView.widthAnchor, multiplier: aspect),
            imageView.heightAnchor.constraint(lessThanOrEqualToConstant: 300),
        ])
        viewController.preferredContentSize = CGSize(width: 0, height: 300)
    }
}
