@_exported import NotiUIKit
@_exported import NotiUserNotifications
@_exported import NotiUserNotificationsUI
import NotiPushSDKSupport

/// CleverTap's notification content extension controller (CTNotificationContent 0.2 to 1.x): the principal class
/// itself, or the superclass of the extension's own controller, which implements none of the extension protocol's
/// methods. It draws the push template the payload's `pt_id` names: `pt_basic` (image, title, message),
/// `pt_carousel` (slides a 3 s timer steps) and `pt_manual_carousel` (with arrows), both of whose slides the
/// category's `action_1` steps, `pt_rating` (five stars) and `pt_product_display` (products to choose, an action
/// button); any other push shows its title and body (docs/rules/push-sdks.md#clevertap).
@MainActor
open class CTNotificationViewController: UIViewController, UNNotificationContentExtension {
    static let log = PushSDKLog(sdk: "CTNotificationContent")
    private var templateView: (any TemplateContent)?

    /// The category action that steps a carousel or a product display on (CleverTap's "Show Next").
    public static let showNextActionIdentifier = "action_1"

    /// Draws the notification's template in the view, replacing the one drawn before.
    open func didReceive(_ notification: UNNotification) {
        let content = notification.request.content
        let template = PushTemplate(userInfo: content.userInfo)
        if template.kind == nil, let id = template.string("pt_id") {
            Self.log.note("template \(id) is not drawn by notisim: the title and body are shown")
        }
        let width = view.bounds.width
        let drawn = templateContent(template, title: template.string("pt_title") ?? content.title,
                                    message: template.string("pt_msg") ?? content.body, width: width)
        templateView?.removeFromSuperview()
        templateView = drawn
        drawn.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(drawn)
        NSLayoutConstraint.activate([
            drawn.topAnchor.constraint(equalTo: view.topAnchor), drawn.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            drawn.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        ])
        preferredContentSize = CGSize(width: width, height: drawn.preferredHeight(width: width))
    }

    /// `action_1` on a carousel or a product display shows the next slide or product and keeps the notification up;
    /// every other action goes to the app. Either way `userDidReceive(_:)` and
    /// `userDidPerformAction(_:withProperties:)` hear of it first.
    open func didReceive(_ response: UNNotificationResponse,
                         completionHandler completion: @escaping (UNNotificationContentExtensionResponseOption) -> Void) {
        userDidReceive(response)
        var properties: [AnyHashable: Any] = [:]
        if let link = templateView?.deepLink { properties["wzrk_dl"] = link }
        userDidPerformAction(response.actionIdentifier, withProperties: properties)
        if response.actionIdentifier == Self.showNextActionIdentifier, templateView?.showNext() == true {
            completion(.doNotDismiss)
        } else {
            completion(.dismissAndForwardAction)
        }
    }

    /// The view of the template `pt_id` names.
    private func templateContent(_ template: PushTemplate, title: String, message: String, width: CGFloat) -> any TemplateContent {
        let openApp: @MainActor () -> Void = { [weak self] in self?.extensionContext?.performNotificationDefaultAction() }
        switch template.kind {
        case .productDisplay?: return ProductDisplayView(template: template, width: width, openApp: openApp)
        case .rating?: return RatingView(template: template, title: title, message: message, width: width, openApp: openApp)
        case .basic?, .autoCarousel?, .manualCarousel?, nil: return TemplateView(template: template, title: title, message: message, width: width)
        }
    }

    /// Called with each action the user picks, and the deep link (`wzrk_dl`) of the slide shown; for subclasses.
    open func userDidPerformAction(_ action: String, withProperties properties: [AnyHashable: Any]!) {}

    /// Called with each response before the controller handles it; for subclasses.
    open func userDidReceive(_ response: UNNotificationResponse?) {}
}
