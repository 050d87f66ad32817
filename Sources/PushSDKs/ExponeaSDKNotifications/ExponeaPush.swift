import NotiPushSDKSupport

/// The Exponea keys of a push's payload (Bloomreach Engagement).
enum ExponeaPush {
    /// `source` is `xnpe_platform` on every push Exponea sends.
    static func isExponea(_ userInfo: [AnyHashable: Any]) -> Bool {
        PayloadReading.string(userInfo["source"]) == "xnpe_platform"
    }

    /// A button of `actions`: what it does (`app`, `browser`, `deeplink`) and its title.
    struct Action {
        let kind: String
        let title: String

        /// The action identifier the SDK gives the button at `index`, by what it does.
        func identifier(at index: Int) -> String {
            switch kind {
            case "browser": "EXPONEA_ACTION_BROWSER_\(index)"
            case "deeplink": "EXPONEA_ACTION_DEEPLINK_\(index)"
            default: "EXPONEA_ACTION_APP_\(index)"
            }
        }
    }

    /// The push's `actions` array.
    static func actions(_ userInfo: [AnyHashable: Any]) -> [Action] {
        (PayloadReading.array(userInfo["actions"]) ?? []).compactMap { item in
            let action = PayloadReading.dictionary(item)
            guard let title = PayloadReading.string(action?["title"]) else { return nil }
            return Action(kind: PayloadReading.string(action?["action"]) ?? "app", title: title)
        }
    }
}
