import NotiCore

/// The provider-API checks that need nothing but the request: method, path, headers and body size.
/// A pure function: the same request always gets the same answer.
public enum APNsRequestValidator {
    /// The longest `apns-collapse-id`, in bytes.
    public static let maximumCollapseIDBytes = 64
    /// Headers that must not be repeated.
    static let singleValuedHeaders: Set<String> = [
        "authorization", "apns-push-type", "apns-id", "apns-expiration", "apns-priority", "apns-topic",
        "apns-collapse-id", "content-length",
    ]
    private static let devicePathPrefix = "/3/device/"
    /// Every topic suffix some push type requires.
    private static let suffixedTypes = PushType.allCases.compactMap(\.topicSuffix)

    /// Validates a request. `generatedID` is the `apns-id` used when the request sends none (or a malformed one).
    /// `authMode` decides whether `apns-topic` may be omitted (only without token authentication).
    public static func validate(
        _ request: APNsRequest, authMode: APNsAuthMode, generatedID: String
    ) -> Result<ValidatedRequest, APNsResponse> {
        let sentID = request.header("apns-id")
        let responseID = sentID.flatMap(canonicalUUID) ?? generatedID
        func refuse(_ reason: APNsReason) -> Result<ValidatedRequest, APNsResponse> {
            .failure(.failure(reason, apnsID: responseID))
        }

        guard request.method == "POST" else { return refuse(.methodNotAllowed) }
        guard request.path.hasPrefix(devicePathPrefix) || request.path == "/3/device" else { return refuse(.badPath) }
        let tokenText = Substring(request.path.utf8.dropFirst(devicePathPrefix.utf8.count))
        guard !tokenText.isEmpty else { return refuse(.missingDeviceToken) }
        guard !tokenText.utf8.contains(where: { $0 == UInt8(ascii: "/") || $0 == UInt8(ascii: "?") }) else { return refuse(.badPath) }
        guard let deviceToken = DeviceToken.normalized(tokenText) else { return refuse(.badDeviceToken) }

        if hasRepeatedHeader(request.headers) { return refuse(.duplicateHeaders) }
        if let sentID, canonicalUUID(sentID) == nil { return refuse(.badMessageId) }

        var pushType = PushType.alert
        if let sentType = request.header("apns-push-type") {
            guard let known = PushType(rawValue: sentType) else { return refuse(.invalidPushType) }
            pushType = known
        }

        let topic = request.header("apns-topic")
        var bundleID: String?
        if let topic {
            switch bundle(ofTopic: topic, pushType: pushType) {
            case .success(let bundle): bundleID = bundle
            case .failure(let reason): return refuse(reason)
            }
        } else if authMode == .jwt {
            return refuse(.missingTopic)
        }

        var priority = 10
        if let sentPriority = request.header("apns-priority") {
            guard let value = Int(sentPriority), [10, 5, 1].contains(value), sentPriority.allSatisfy(\.isASCIIDigit) else {
                return refuse(.badPriority)
            }
            priority = value
        }

        var expiration: Int?
        if let sentExpiration = request.header("apns-expiration") {
            guard !sentExpiration.isEmpty, sentExpiration.allSatisfy(\.isASCIIDigit), let value = Int(sentExpiration) else {
                return refuse(.badExpirationDate)
            }
            expiration = value
        }

        let collapseID = request.header("apns-collapse-id")
        if let collapseID, collapseID.utf8.count > maximumCollapseIDBytes { return refuse(.badCollapseId) }

        guard !request.body.isEmpty else { return refuse(.payloadEmpty) }
        guard request.body.count <= pushType.payloadLimit else { return refuse(.payloadTooLarge) }

        return .success(ValidatedRequest(
            deviceToken: deviceToken, topic: topic, bundleID: bundleID, pushType: pushType, apnsID: responseID,
            collapseID: collapseID, priority: priority, expiration: expiration,
            authorization: request.header("authorization"), payload: request.body
        ))
    }

    /// The bundle id a topic names for a push type. A push type that needs a suffix (`.voip`, …) and a topic without it
    /// → `BadTopic`; a topic carrying another push type's suffix → `InvalidPushType`; a malformed topic → `BadTopic`.
    static func bundle(ofTopic topic: String, pushType: PushType) -> Result<String, APNsReason> {
        guard isWellFormedTopic(topic) else { return .failure(.badTopic) }
        if pushType == .mdm { return .success(topic) }
        if let suffix = pushType.topicSuffix {
            guard topic.hasSuffix(suffix), topic.count > suffix.count else { return .failure(.badTopic) }
            return .success(String(topic.dropLast(suffix.count)))
        }
        if suffixedTypes.contains(where: { topic.hasSuffix($0) }) { return .failure(.invalidPushType) }
        return .success(topic)
    }

    /// A topic is a reverse-DNS-like name: ASCII letters, digits, `.`, `-`, `_`; no empty labels at the ends.
    private static func isWellFormedTopic(_ topic: String) -> Bool {
        let bytes = topic.utf8
        guard let first = bytes.first, let last = bytes.last, bytes.count <= 255,
              first != UInt8(ascii: "."), last != UInt8(ascii: ".") else { return false }
        return bytes.allSatisfy { byte in
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "."), UInt8(ascii: "-"), UInt8(ascii: "_"):
                return true
            default:
                return false
            }
        }
    }

    private static func hasRepeatedHeader(_ headers: [(name: String, value: String)]) -> Bool {
        for index in headers.indices.dropFirst() where headers[..<index].contains(where: { $0.name == headers[index].name }) {
            if singleValuedHeaders.contains(headers[index].name) { return true }
        }
        return false
    }

    /// The UUID in its canonical 8-4-4-4-12 form (case kept) when `text` is one, else nil.
    static func canonicalUUID(_ text: String) -> String? {
        let groups = text.split(separator: "-", omittingEmptySubsequences: false)
        guard groups.map(\.count) == [8, 4, 4, 4, 12],
              groups.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isHexDigit } }) else { return nil }
        return text
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { isASCII && isWholeNumber }
}
