import NotiPushSDKSupport
import NotiUserNotifications

/// Reteno's notification service extension, to subclass: for a push with `es_interaction_id` it reports the
/// delivery, registers the `es_buttons` as a category and downloads `es_notification_image` (or every image of
/// `es_notification_images`, a carousel) into attachments (docs/rules/push-sdks.md#reteno).
open class RetenoNotificationServiceExtension: UNNotificationServiceExtension {
    /// The category a carousel push arrives with.
    static let carouselCategory = "ImageCarousel"
    private var delivery: PushSDKDelivery?

    open override func didReceive(_ request: UNNotificationRequest, withContentHandler contentHandler: @escaping (UNNotificationContent) -> Void) {
        guard let push = RetenoPush(request.content.userInfo) else {
            contentHandler(request.content)
            return
        }
        let delivery = PushSDKDelivery(content: request.content, handler: contentHandler)
        self.delivery = delivery
        Reteno.updateNotificationInteractionStatus(interactionId: push.interactionID, status: .delivered, date: Date())
        addButtons(push, to: delivery.content) { Self.attachImages(push, to: delivery) }
    }

    open override func serviceExtensionTimeWillExpire() { delivery?.finish() }

    /// Registers the push's buttons as its category (`__reteno__` and the interaction id, unless the push names one).
    private func addButtons(_ push: RetenoPush, to content: UNMutableNotificationContent, then next: @escaping () -> Void) {
        guard !push.buttons.isEmpty, content.categoryIdentifier.isEmpty || content.categoryIdentifier == Self.carouselCategory else {
            next()
            return
        }
        let identifier = content.categoryIdentifier.isEmpty ? "__reteno__\(push.interactionID)" : content.categoryIdentifier
        let actions = push.buttons.map { UNNotificationAction(identifier: $0.actionID, title: $0.label, options: .foreground) }
        PushSDKCategories.registerButtons(actions, category: identifier, on: content, log: Reteno.log, then: next)
    }

    /// Downloads every image, attaches those that arrive in the payload's order, and finishes.
    private static func attachImages(_ push: RetenoPush, to delivery: PushSDKDelivery) {
        let urls = push.imageURLs.compactMap { PayloadReading.url($0) }
        guard !urls.isEmpty else {
            delivery.finish()
            return
        }
        let gathered = PushMediaGathering(count: urls.count) { attachments in
            delivery.content.attachments = attachments
            delivery.finish()
        }
        for (index, url) in urls.enumerated() {
            PushMedia.attachment(from: url, identifier: url.lastPathComponent) { outcome in
                switch outcome {
                case let .attached(attachment): Reteno.log.note("attached \(url.absoluteString) as \(attachment.type)")
                case let .failed(reason): Reteno.log.note("no attachment: \(reason)")
                }
                gathered.arrived(outcome, at: index)
            }
        }
    }
}
