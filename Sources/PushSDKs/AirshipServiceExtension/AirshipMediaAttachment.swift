import NotiPushSDKSupport
import NotiUserNotifications

/// The `com.urbanairship.media_attachment` dictionary: the media to attach (`url` as one string or an array, or
/// `urls` as objects with `url` and `url_id`), thumbnail `options` (`crop`, `time`, `hidden`), `thumbnail_id`, and
/// `content` replacing the title, subtitle and body.
struct AirshipMediaAttachment {
    static let key = "com.urbanairship.media_attachment"

    /// One piece of media and the attachment identifier it gets (its `url_id`, else empty).
    struct Media: Sendable {
        let url: URL
        let identifier: String
    }

    let media: [Media]
    let text: AirshipText
    let thumbnailID: String?
    let options: [String: Any]

    /// Reads the payload; nil when it names no media in any of Airship's shapes.
    init?(_ source: Any) {
        guard let payload = PayloadReading.dictionary(source) else { return nil }
        if let urls = PayloadReading.array(payload["urls"]) {
            media = urls.compactMap { entry in
                let entry = PayloadReading.dictionary(entry)
                return PayloadReading.url(entry?["url"]).map { Media(url: $0, identifier: PayloadReading.string(entry?["url_id"]) ?? "") }
            }
        } else if let urls = PayloadReading.array(payload["url"]) {
            media = urls.compactMap { PayloadReading.url($0).map { Media(url: $0, identifier: "") } }
        } else if let url = PayloadReading.url(payload["url"]) {
            media = [Media(url: url, identifier: "")]
        } else {
            return nil
        }
        let content = PayloadReading.dictionary(payload["content"])
        text = AirshipText(title: PayloadReading.string(content?["title"]), subtitle: PayloadReading.string(content?["subtitle"]),
                           body: PayloadReading.string(content?["body"]))
        thumbnailID = PayloadReading.string(payload["thumbnail_id"])
        options = PayloadReading.dictionary(payload["options"]) ?? [:]
    }

    /// Fetches every piece of media; when all arrive, attaches them in the payload's order and replaces the text the
    /// payload gives, then finishes `delivery`. One that fails leaves the content as it came, as Airship's download
    /// group fails as a whole.
    func apply(to delivery: PushSDKDelivery, log: PushSDKLog) {
        if !options.isEmpty {
            let names = options.keys.sorted().joined(separator: ", ")
            log.note("thumbnail options (\(names)) are read; notisim draws no attachment thumbnail")
        }
        guard !media.isEmpty else {
            text.replace(in: delivery.content)
            delivery.finish()
            return
        }
        let media = self.media, fetched = AirshipFetches(count: media.count), text = self.text
        for (index, item) in media.enumerated() {
            PushMedia.attachment(from: item.url, identifier: item.identifier) { outcome in
                guard let outcomes = fetched.record(outcome, at: index) else { return }
                var attachments: [UNNotificationAttachment] = []
                for (item, outcome) in zip(media, outcomes) {
                    switch outcome {
                    case let .attached(attachment):
                        attachments.append(attachment)
                    case let .failed(reason):
                        log.note("no attachment: \(reason); the content is left as it came")
                        delivery.finish()
                        return
                    }
                    log.note("attached \(item.url.absoluteString) as \(attachments.last?.type ?? "")")
                }
                delivery.content.attachments.append(contentsOf: attachments)
                text.replace(in: delivery.content)
                delivery.finish()
            }
        }
    }
}

/// The payload's `content`: the title, subtitle and body that replace the push's own.
struct AirshipText: Sendable {
    let title: String?
    let subtitle: String?
    let body: String?

    /// Puts the given texts in place of the content's.
    func replace(in content: UNMutableNotificationContent) {
        if let title { content.title = title }
        if let subtitle { content.subtitle = subtitle }
        if let body { content.body = body }
    }
}

/// The outcomes of one push's media fetches, in payload order, handed back once the last arrives.
final class AirshipFetches: @unchecked Sendable {
    private let lock = NSLock()
    private var outcomes: [PushMedia.Outcome?]

    init(count: Int) { outcomes = Array(repeating: nil, count: count) }

    /// Records one fetch's outcome; answers all of them when it was the last.
    func record(_ outcome: PushMedia.Outcome, at index: Int) -> [PushMedia.Outcome]? {
        lock.withLock {
            outcomes[index] = outcome
            let done = outcomes.compactMap { $0 }
            return done.count == outcomes.count ? done : nil
        }
    }
}
