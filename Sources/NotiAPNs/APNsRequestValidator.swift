import NotiCore

/// The provider-API checks that need nothing but the request: method, path, headers and body size.
/// A pure function: the same request always gets the same answer.
package enum APNsRequestValidator {
    /// The longest `apns-collapse-id`, in bytes.
    package static let maximumCollapseIDBytes = 64
    /// The headers the provider API reads, each of which must not be repeated: taken from a request in one pass.
    private struct ProviderHeaders {
        var authorization: String?
        var pushType: String?
        var apnsID: String?
        var expiration: String?
        var priority: String?
        var topic: String?
        var collapseID: String?
        /// Whether one of them (or `content-length`) came more than once.
        var repeated = false

        init(_ headers: [(name: String, value: String)]) {
            var seen: UInt8 = 0
            func first(_ bit: UInt8, _ value: String, into field: inout String?) {
                if seen & bit != 0 { repeated = true } else { field = value }
                seen |= bit
            }
            var contentLength: String?
            // Told apart by length first, then compared once: a switch over the names compares each header with every
            // case in turn, and a push carries four or five of these (about 1.5k instructions a push under load).
            for (name, value) in headers {
                switch name.utf8.count {
                case 7 where name == "apns-id": first(1 << 2, value, into: &apnsID)
                case 10 where name == "apns-topic": first(1 << 5, value, into: &topic)
                case 13 where name == "apns-priority": first(1 << 4, value, into: &priority)
                case 13 where name == "authorization": first(1 << 0, value, into: &authorization)
                case 14 where name == "apns-push-type": first(1 << 1, value, into: &pushType)
                case 14 where name == "content-length": first(1 << 7, value, into: &contentLength)
                case 15 where name == "apns-expiration": first(1 << 3, value, into: &expiration)
                case 16 where name == "apns-collapse-id": first(1 << 6, value, into: &collapseID)
                default: break
                }
            }
        }
    }
    /// Each push type with its name and topic suffix as bytes: compared where they lie, as they are read for every
    /// push (the synthesized `init(rawValue:)` compares the name with each case as strings).
    private static let pushTypeBytes = PushType.allCases.map { type in
        (type: type, name: Array(type.rawValue.utf8), suffix: type.topicSuffix.map { Array($0.utf8) })
    }
    /// Every topic suffix some push type requires, as bytes.
    private static let suffixes = pushTypeBytes.compactMap(\.suffix)

    /// Validates a request. `generatedID` is the `apns-id` used when the request sends none (or a malformed one).
    /// `authMode` decides whether `apns-topic` may be omitted (only without token authentication, or on a connection
    /// authenticated by a certificate, which decides for itself).
    package static func validate(
        _ request: APNsRequest, authMode: APNsAuthMode, generatedID: String, certificateConnection: Bool = false
    ) -> Result<ValidatedRequest, APNsResponse> {
        let headers = ProviderHeaders(request.headers)
        let sentID = headers.apnsID
        let responseID = sentID.flatMap(canonicalUUID) ?? generatedID
        func refuse(_ reason: APNsReason) -> Result<ValidatedRequest, APNsResponse> {
            .failure(.failure(reason, apnsID: responseID))
        }

        guard request.method == "POST" else { return refuse(.methodNotAllowed) }
        guard let tokenText = request.deviceTokenText ?? (request.path == "/3/device" ? "" : nil) else { return refuse(.badPath) }
        guard !tokenText.isEmpty else { return refuse(.missingDeviceToken) }
        guard let deviceToken = DeviceToken.normalized(tokenText) else {
            // A token never holds these, so they are looked for only once the token failed.
            let isLongerPath = tokenText.utf8.contains { $0 == UInt8(ascii: "/") || $0 == UInt8(ascii: "?") }
            return refuse(isLongerPath ? .badPath : .badDeviceToken)
        }

        if headers.repeated { return refuse(.duplicateHeaders) }
        if let sentID, canonicalUUID(sentID) == nil { return refuse(.badMessageId) }

        var pushType = PushType.alert
        if let sentType = headers.pushType {
            guard let known = Self.pushType(named: sentType) else { return refuse(.invalidPushType) }
            pushType = known
        }

        let topic = headers.topic
        var bundleID: String?
        if let topic {
            switch bundle(ofTopic: topic, pushType: pushType) {
            case .success(let bundle): bundleID = bundle
            case .failure(let reason): return refuse(reason)
            }
        } else if authMode == .jwt, !certificateConnection || headers.authorization != nil {
            return refuse(.missingTopic)
        }

        // A background push is sent at priority 5 (taken as such when the header is left out); 10 is an error.
        // docs/rules/endpoint.md#pushes-without-alert-text-and-push-types.
        var priority = pushType == .background ? 5 : 10
        if let sentPriority = headers.priority {
            guard let value = Int(sentPriority), [10, 5, 1].contains(value), sentPriority.isASCIIDigits,
                  !(pushType == .background && value == 10) else {
                return refuse(.badPriority)
            }
            priority = value
        }

        var expiration: Int?
        if let sentExpiration = headers.expiration {
            guard !sentExpiration.isEmpty, sentExpiration.isASCIIDigits, let value = Int(sentExpiration) else {
                return refuse(.badExpirationDate)
            }
            expiration = value
        }

        let collapseID = headers.collapseID
        if let collapseID, collapseID.utf8.count > maximumCollapseIDBytes { return refuse(.badCollapseId) }

        guard !request.body.isEmpty else { return refuse(.payloadEmpty) }
        guard request.body.count <= pushType.payloadLimit else { return refuse(.payloadTooLarge) }

        return .success(ValidatedRequest(
            deviceToken: deviceToken, topic: topic, bundleID: bundleID, pushType: pushType, apnsID: responseID,
            collapseID: collapseID, priority: priority, expiration: expiration,
            authorization: headers.authorization, payload: request.body
        ))
    }

    /// The push type an `apns-push-type` value names exactly, if any.
    static func pushType(named name: String) -> PushType? {
        var name = name
        return name.withUTF8 { bytes in
            pushTypeBytes.first { $0.name.withUnsafeBytes { $0.hasSameBytes(as: UnsafeRawBufferPointer(bytes)) } }?.type
        }
    }

    /// The bundle id a topic names for a push type. A push type that needs a suffix (`.voip`, …) and a topic without it
    /// → `BadTopic`; a topic carrying another push type's suffix → `InvalidPushType`; a malformed topic → `BadTopic`.
    static func bundle(ofTopic topic: String, pushType: PushType) -> Result<String, APNsReason> {
        // Read once as contiguous bytes, as this runs for every push; once well formed, topics are ASCII, so bytes
        // stand for characters. The bundle id is made only when a suffix comes off.
        var topic = topic
        let ownSuffix = pushTypeBytes.first { $0.type == pushType }?.suffix
        let bundle: Result<String?, APNsReason> = topic.withUTF8 { bytes in
            guard isWellFormedTopic(bytes) else { return .failure(.badTopic) }
            if pushType == .mdm { return .success(nil) }
            func endsWith(_ suffix: [UInt8]) -> Bool {
                bytes.count > suffix.count && suffix.withUnsafeBytes {
                    UnsafeRawBufferPointer(rebasing: UnsafeRawBufferPointer(bytes)[(bytes.count - suffix.count)...]).hasSameBytes(as: $0)
                }
            }
            if let ownSuffix {
                guard endsWith(ownSuffix) else { return .failure(.badTopic) }
                return .success(String(decoding: UnsafeBufferPointer(rebasing: bytes[..<(bytes.count - ownSuffix.count)]), as: UTF8.self))
            }
            return suffixes.contains(where: endsWith) ? .failure(.invalidPushType) : .success(nil)
        }
        return bundle.map { $0 ?? topic }
    }

    /// A topic is a reverse-DNS-like name: ASCII letters, digits, `.`, `-`, `_`; no empty labels at the ends.
    private static func isWellFormedTopic(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
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

    /// The UUID in its canonical 8-4-4-4-12 form (case kept) when `text` is one, else nil.
    static func canonicalUUID(_ text: String) -> String? {
        let groups = text.split(separator: "-", omittingEmptySubsequences: false)
        guard groups.map(\.count) == [8, 4, 4, 4, 12],
              groups.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isHexDigit } }) else { return nil }
        return text
    }
}

extension String {
    /// Whether every character is an ASCII digit, read as bytes: headers of every push are checked, and
    /// `Character`'s Unicode properties cost more than the rest of the check.
    fileprivate var isASCIIDigits: Bool { utf8.allSatisfy { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") } }
}
