import NotiPushSDKSupport
import NotiUIKit
import NotiUserNotifications

extension MoEngageSDKRichNotification {
    /// Draws a MoEngage push's template in a content extension's view (MoEngageRichNotification 7 to 9, iOS 12
    /// and later). MoEngage does not publish its templates' payload, so notisim draws what every template falls
    /// back to, its basic form: the push's image attachment, title and body, replacing what it drew before; a line
    /// says when the push carries a template's styling that is not drawn (docs/rules/push-sdks.md#moengage).
    @MainActor
    public static func addPushTemplate(toController controller: UIViewController, withNotification notification: UNNotification) {
        let content = notification.request.content
        let payload = PayloadReading.payload(content.userInfo)
        guard PayloadReading.dictionary(payload["moengage"]) != nil else {
            log.note("no template: not a MoEngage push")
            return
        }
        if payload["moeFeatures"] != nil {
            log.note("template styling (moeFeatures) is not drawn: the basic template is shown")
        }
        for drawn in controller.view.subviews where drawn is BasicTemplateView { drawn.removeFromSuperview() }
        let width = controller.view.bounds.width
        let template = BasicTemplateView(content: content, width: width)
        template.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(template)
        NSLayoutConstraint.activate([
            template.topAnchor.constraint(equalTo: controller.view.topAnchor),
            template.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor),
            template.trailingAnchor.constraint(equalTo: controller.view.trailingAnchor),
        ])
        controller.preferredContentSize = CGSize(width: width, height: template.preferredHeight)
    }
}

/// MoEngage's basic template: the first image attachment (16:9), the title in bold and the body.
@MainActor
final class BasicTemplateView: UIStackView {
    /// The height the image, title and body need.
    let preferredHeight: CGFloat

    init(content: UNNotificationContent, width: CGFloat) {
        let image = content.attachments.lazy.compactMap { UIImage(contentsOfFile: $0.url.path) }.first
        let imageHeight = image == nil ? 0 : (width * 9 / 16).rounded()
        preferredHeight = imageHeight + 60
        super.init(frame: .zero)
        axis = .vertical
        spacing = 4
        if let image {
            let imageView = UIImageView(image: image)
            imageView.contentMode = .scaleAspectFill
            imageView.heightAnchor.constraint(equalToConstant: imageHeight).isActive = true
            addArrangedSubview(imageView)
        }
        let title = UILabel(), body = UILabel()
        title.text = content.title
        title.font = .boldSystemFont(ofSize: 17)
        body.text = content.body
        body.numberOfLines = 2
        addArrangedSubview(title)
        addArrangedSubview(body)
    }

    required init?(coder: NSCoder) { nil }
}
