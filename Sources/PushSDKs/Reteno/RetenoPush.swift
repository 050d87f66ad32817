import NotiPushSDKSupport

/// The Reteno keys of a push's payload.
struct RetenoPush {
    /// A button of `es_buttons`.
    struct Button {
        let actionID: String
        let label: String
    }

    /// `es_interaction_id`: what makes a push Reteno's.
    let interactionID: String
    /// `es_notification_images` (a JSON array, as a string) for a carousel, else `es_notification_image`.
    let imageURLs: [String]
    /// `es_buttons` (a JSON array, as a string) of `action_id` and `label`.
    let buttons: [Button]

    init?(_ userInfo: [AnyHashable: Any]) {
        guard let id = PayloadReading.string(userInfo["es_interaction_id"]) else { return nil }
        interactionID = id
        let carousel = (PayloadReading.array(userInfo["es_notification_images"]) ?? []).compactMap { PayloadReading.string($0) }
        if !carousel.isEmpty {
            imageURLs = carousel
        } else {
            imageURLs = PayloadReading.string(userInfo["es_notification_image"]).map { [$0] } ?? []
        }
        buttons = (PayloadReading.array(userInfo["es_buttons"]) ?? []).compactMap { item in
            let button = PayloadReading.dictionary(item)
            guard let id = PayloadReading.string(button?["action_id"]), let label = PayloadReading.string(button?["label"]) else { return nil }
            return Button(actionID: id, label: label)
        }
    }
}
