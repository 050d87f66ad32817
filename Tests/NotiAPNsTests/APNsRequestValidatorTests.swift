import NotiCore
import Testing
@testable import NotiAPNs

@Suite("Provider API request checks (pure)")
struct APNsRequestValidatorTests {
    static let token = String(repeating: "ab", count: 32)
    static let generated = "00000000-0000-0000-0000-000000000001"

    func request(
        method: String = "POST", path: String = "/3/device/\(token)", headers: [(String, String)] = [("apns-topic", "com.example.app")],
        body: [UInt8] = Array(#"{"aps":{"alert":"hi"}}"#.utf8)
    ) -> APNsRequest {
        APNsRequest(method: method, path: path, headers: headers.map { (name: $0.0, value: $0.1) }, body: body)
    }

    func reason(_ request: APNsRequest, auth: APNsAuthMode = .none) -> APNsReason? {
        switch APNsRequestValidator.validate(request, authMode: auth, generatedID: Self.generated) {
        case .success: return nil
        case .failure(let response): return response.reason
        }
    }

    @Test("a well-formed request passes with defaults: alert, priority 10, generated apns-id")
    func defaults() throws {
        let validated = try APNsRequestValidator.validate(request(), authMode: .none, generatedID: Self.generated).get()
        #expect(validated.pushType == .alert)
        #expect(validated.priority == 10)
        #expect(validated.apnsID == Self.generated)
        #expect(validated.bundleID == "com.example.app")
        #expect(validated.expiration == nil)
    }

    @Test("a well-formed apns-id is echoed as sent")
    func echoesID() throws {
        let id = "123e4567-E89B-12d3-a456-426614174000"
        let validated = try APNsRequestValidator.validate(
            request(headers: [("apns-topic", "com.example.app"), ("apns-id", id)]), authMode: .none, generatedID: Self.generated
        ).get()
        #expect(validated.apnsID == id)
    }

    @Test("a malformed apns-id is 400 BadMessageId and the response carries a generated id")
    func badMessageID() {
        let result = APNsRequestValidator.validate(
            request(headers: [("apns-topic", "com.example.app"), ("apns-id", "not-a-uuid")]), authMode: .none, generatedID: Self.generated
        )
        guard case .failure(let response) = result else { Issue.record("accepted a malformed apns-id"); return }
        #expect(response.status == 400)
        #expect(response.reason == .badMessageId)
        #expect(response.apnsID == Self.generated)
    }

    @Test("methods other than POST are 405 MethodNotAllowed")
    func methodNotAllowed() {
        #expect(reason(request(method: "GET")) == .methodNotAllowed)
        #expect(APNsReason.methodNotAllowed.status == 405)
    }

    @Test("a path other than /3/device/<token> is 404 BadPath")
    func badPath() {
        #expect(reason(request(path: "/2/device/\(Self.token)")) == .badPath)
        #expect(reason(request(path: "/3/device/\(Self.token)/extra")) == .badPath)
        #expect(reason(request(path: "/3/device/\(Self.token)?retry=1")) == .badPath)
        #expect(reason(request(path: "/3/device/ab/" + String(repeating: "a", count: 61))) == .badPath)
        #expect(APNsReason.badPath.status == 404)
    }

    @Test("a path with no token is 400 MissingDeviceToken")
    func missingToken() {
        #expect(reason(request(path: "/3/device/")) == .missingDeviceToken)
        #expect(reason(request(path: "/3/device")) == .missingDeviceToken)
    }

    @Test("a token that is not 64 hex digits is 400 BadDeviceToken")
    func badToken() {
        #expect(reason(request(path: "/3/device/abc")) == .badDeviceToken)
        #expect(reason(request(path: "/3/device/" + String(repeating: "zz", count: 32))) == .badDeviceToken)
        #expect(reason(request(path: "/3/device/" + String(repeating: "a", count: 65))) == .badDeviceToken)
    }

    @Test("an upper-case token is accepted and made lower-case")
    func upperCaseToken() throws {
        let validated = try APNsRequestValidator.validate(
            request(path: "/3/device/" + Self.token.uppercased()), authMode: .none, generatedID: Self.generated
        ).get()
        #expect(validated.deviceToken == Self.token)
    }

    @Test("a repeated apns header is 400 DuplicateHeaders")
    func duplicateHeaders() {
        #expect(reason(request(headers: [("apns-topic", "com.example.app"), ("apns-priority", "10"), ("apns-priority", "5")])) == .duplicateHeaders)
        #expect(reason(request(headers: [("apns-topic", "com.example.app"), ("apns-topic", "com.example.app")])) == .duplicateHeaders)
    }

    @Test("priority must be 10, 5 or 1, else 400 BadPriority")
    func priority() throws {
        for good in ["10", "5", "1"] {
            let validated = try APNsRequestValidator.validate(
                request(headers: [("apns-topic", "com.example.app"), ("apns-priority", good)]), authMode: .none, generatedID: Self.generated
            ).get()
            #expect(validated.priority == Int(good))
        }
        for bad in ["0", "3", "high", "+5", "", "٥", "1\u{0301}0"] {
            #expect(reason(request(headers: [("apns-topic", "com.example.app"), ("apns-priority", bad)])) == .badPriority)
        }
    }

    @Test("a background push is priority 5: 10 is refused with BadPriority, and a left-out priority is 5")
    func backgroundPriority() throws {
        let background = [("apns-topic", "com.example.app"), ("apns-push-type", "background")]
        #expect(reason(request(headers: background + [("apns-priority", "10")])) == .badPriority)
        for (sent, taken) in [("5", 5), ("1", 1)] {
            let validated = try APNsRequestValidator.validate(
                request(headers: background + [("apns-priority", sent)]), authMode: .none, generatedID: Self.generated).get()
            #expect(validated.priority == taken)
        }
        let omitted = try APNsRequestValidator.validate(request(headers: background), authMode: .none, generatedID: Self.generated).get()
        #expect(omitted.priority == 5)
    }

    @Test("expiration must be a non-negative integer, else 400 BadExpirationDate")
    func expiration() throws {
        let validated = try APNsRequestValidator.validate(
            request(headers: [("apns-topic", "com.example.app"), ("apns-expiration", "0")]), authMode: .none, generatedID: Self.generated
        ).get()
        #expect(validated.expiration == 0)
        for bad in ["soon", "1.5", "-1", "", "+1", "１"] {
            #expect(reason(request(headers: [("apns-topic", "com.example.app"), ("apns-expiration", bad)])) == .badExpirationDate)
        }
    }

    @Test("a collapse id longer than 64 bytes is 400 BadCollapseId; 64 bytes pass")
    func collapseID() {
        #expect(reason(request(headers: [("apns-topic", "com.example.app"), ("apns-collapse-id", String(repeating: "c", count: 64))])) == nil)
        #expect(reason(request(headers: [("apns-topic", "com.example.app"), ("apns-collapse-id", String(repeating: "c", count: 65))])) == .badCollapseId)
        // 22 three-byte characters = 66 bytes: the limit counts bytes, not characters.
        #expect(reason(request(headers: [("apns-topic", "com.example.app"), ("apns-collapse-id", String(repeating: "あ", count: 22))])) == .badCollapseId)
    }

    @Test("an unknown push type is 400 InvalidPushType")
    func unknownPushType() {
        #expect(reason(request(headers: [("apns-topic", "com.example.app"), ("apns-push-type", "banner")])) == .invalidPushType)
    }

    @Test("a push type is its exact name: every known one, and no other spelling, prefix or extension of one")
    func pushTypeNames() {
        for type in PushType.allCases { #expect(APNsRequestValidator.pushType(named: type.rawValue) == type) }
        for near in ["", "Alert", "ALERT", "aler", "alerts", "alert ", " alert", "liveactivit", "liveactivityy", "live-activity", "voip\0"] {
            #expect(APNsRequestValidator.pushType(named: near) == nil, "\(near.debugDescription)")
        }
    }

    @Test("push types that need a topic suffix refuse a bare bundle id with 400 BadTopic and strip the suffix otherwise")
    func topicSuffixes() throws {
        let suffixed: [(PushType, String)] = [
            (.voip, ".voip"), (.complication, ".complication"), (.fileprovider, ".pushkit.fileprovider"),
            (.liveactivity, ".push-type.liveactivity"), (.location, ".location-query"), (.pushtotalk, ".voip-ptt"),
            (.widgets, ".push-type.widgets"), (.controls, ".push-type.controls"),
        ]
        for (type, suffix) in suffixed {
            #expect(reason(request(headers: [("apns-topic", "com.example.app"), ("apns-push-type", type.rawValue)])) == .badTopic)
            let validated = try APNsRequestValidator.validate(
                request(headers: [("apns-topic", "com.example.app" + suffix), ("apns-push-type", type.rawValue)]),
                authMode: .none, generatedID: Self.generated
            ).get()
            #expect(validated.bundleID == "com.example.app")
        }
    }

    @Test("an alert or background push to a topic with another type's suffix is 400 InvalidPushType")
    func foreignSuffix() {
        #expect(reason(request(headers: [("apns-topic", "com.example.app.voip"), ("apns-push-type", "alert")])) == .invalidPushType)
        #expect(reason(request(headers: [("apns-topic", "com.example.app.push-type.liveactivity")])) == .invalidPushType)
    }

    @Test("a malformed topic is 400 BadTopic")
    func malformedTopic() {
        for bad in ["", "com example", ".com.example", "com.example.", "com/example"] {
            #expect(reason(request(headers: [("apns-topic", bad)])) == .badTopic)
        }
    }

    @Test("the topic may be omitted without token auth but is 400 MissingTopic with JWT")
    func missingTopic() {
        #expect(reason(request(headers: []), auth: .none) == nil)
        #expect(reason(request(headers: []), auth: .jwt) == .missingTopic)
    }

    @Test("an empty body is 400 PayloadEmpty")
    func payloadEmpty() {
        #expect(reason(request(body: [])) == .payloadEmpty)
    }

    @Test("payloads over 4096 bytes are 413 PayloadTooLarge; VoIP allows 5120")
    func payloadLimits() {
        let at4096 = [UInt8](repeating: 0x20, count: 4096)
        let over4096 = [UInt8](repeating: 0x20, count: 4097)
        let over5120 = [UInt8](repeating: 0x20, count: 5121)
        #expect(reason(request(body: at4096)) == nil)
        #expect(reason(request(body: over4096)) == .payloadTooLarge)
        #expect(APNsReason.payloadTooLarge.status == 413)
        let voip: [(String, String)] = [("apns-topic", "com.example.app.voip"), ("apns-push-type", "voip")]
        #expect(reason(request(headers: voip, body: over4096)) == nil)
        #expect(reason(request(headers: voip, body: [UInt8](repeating: 0x20, count: 5120))) == nil)
        #expect(reason(request(headers: voip, body: over5120)) == .payloadTooLarge)
    }

    @Test("every reason maps to Apple's status")
    func statuses() {
        let expected: [APNsReason: Int] = [
            .badCollapseId: 400, .topicDisallowed: 400, .idleTimeout: 400, .badCertificate: 403, .forbidden: 403,
            .missingProviderToken: 403, .expiredToken: 410, .unregistered: 410, .tooManyProviderTokenUpdates: 429,
            .tooManyRequests: 429, .internalServerError: 500, .serviceUnavailable: 503, .shutdown: 503,
        ]
        for (reason, status) in expected { #expect(reason.status == status, "\(reason)") }
    }

    @Test("error bodies are {\"reason\": …} and 410 adds the timestamp in milliseconds")
    func bodies() {
        #expect(APNsResponse.failure(.badDeviceToken, apnsID: nil).body == #"{"reason":"BadDeviceToken"}"#)
        #expect(APNsResponse.failure(.unregistered, apnsID: nil, timestampMilliseconds: 1_800_000_000_123).body
            == #"{"reason":"Unregistered","timestamp":1800000000123}"#)
        #expect(APNsResponse.success(apnsID: Self.generated, notificationID: "n1").body == nil)
    }
}
