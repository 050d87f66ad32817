import NotiPushSDKSupport

/// A CleverTap push template as its payload gives it (CleverTap's push-template keys): the template's `pt_id`
/// and its `pt_` keys, read from the payload's top level and from `pt_json` (the same keys as one JSON object,
/// whose values win) (docs/rules/push-sdks.md#clevertap).
struct PushTemplate {
    /// The templates CleverTap's dashboard sends by `pt_id`.
    enum Kind: String {
        case basic = "pt_basic"
        case autoCarousel = "pt_carousel"
        case manualCarousel = "pt_manual_carousel"
        case rating = "pt_rating"
        case productDisplay = "pt_product_display"
    }

    let keys: [String: Any]

    init(userInfo: [AnyHashable: Any]) {
        let payload = PayloadReading.payload(userInfo)
        let nested = PayloadReading.dictionary(payload["pt_json"]) ?? [:]
        keys = payload.merging(nested) { _, fromJSON in fromJSON }
    }

    /// The template `pt_id` names; nil when the push names none, or one notisim does not draw.
    var kind: Kind? { string("pt_id").flatMap(Kind.init(rawValue:)) }

    /// The text at `key`, when it is not empty.
    func string(_ key: String) -> String? {
        PayloadReading.string(keys[key]).flatMap { $0.isEmpty ? nil : $0 }
    }

    /// The URL at `key`, when it is one.
    func url(_ key: String) -> URL? { PayloadReading.url(keys[key]) }

    /// The carousel's images, `pt_img1`, `pt_img2`… in order, as far as they are URLs.
    var slideImages: [URL] { (1...10).compactMap { url("pt_img\($0)") } }

    /// The basic and rating templates' image: `pt_big_img`, else the first carousel image.
    var bigImage: URL? { url("pt_big_img") ?? slideImages.first }
}
