import NotiCore
import Testing
@testable import NotiFCM

/// What `messages:send` accepts and how it refuses the rest, in FCM's words.
@Suite("FCM v1 send requests: what is accepted, and the errors FCM answers the rest with")
struct FCMSendRequestTests {
    @Test("a token message keeps its notification, data in order, lower-cased APNs headers, payload, image and label")
    func validMessage() throws {
        let parsed = try FCMTest.parse("""
            {"validate_only": true, "message": {"token": "TOKEN", "notification": {"title": "T", "body": "B", "image": "https://e.x/n.png"},
             "data": {"b": "2", "a": "1"}, "apns": {"headers": {"APNs-Priority": "10"}, "payload": {"aps": {"badge": 1}},
             "fcm_options": {"image": "https://e.x/a.png", "analytics_label": "spring_sale"}}}}
            """).get()
        #expect(parsed.validateOnly)
        let message = parsed.message
        #expect(message.target == .token(FCMTest.token))
        #expect(message.notification == FCMNotification(title: "T", body: "B", image: "https://e.x/n.png"))
        #expect(message.data.map(\.key) == ["b", "a"] && message.data.map(\.value) == ["2", "1"])
        #expect(message.apnsHeaders.map(\.name) == ["apns-priority"] && message.apnsHeaders.map(\.value) == ["10"])
        #expect(message.apnsPayload == ["aps": ["badge": 1]])
        #expect(message.apnsImage == "https://e.x/a.png" && message.analyticsLabel == "spring_sale")
    }

    @Test("validate_only defaults to false and must be a boolean")
    func validateOnly() throws {
        #expect(try FCMTest.parse(#"{"message": {"topic": "news"}}"#).get().validateOnly == false)
        #expect(FCMTest.refusal(#"{"message": {"topic": "news"}, "validate_only": "yes"}"#)?.message
                == #"Invalid value at 'validate_only' (TYPE_BOOL), "yes""#)
    }

    @Test("a message needs exactly one of token, fid, topic and condition")
    func exactlyOneTarget() {
        let none = FCMTest.refusal(#"{"message": {"notification": {"title": "x"}}}"#)
        #expect(none?.message == "Recipient of the message is not set." && none?.fieldViolations.first?.field == "message")
        #expect(FCMTest.refusal(#"{"validate_only": false}"#)?.message == "Recipient of the message is not set.")
        let two = FCMTest.refusal(#"{"message": {"topic": "news", "token": "TOKEN"}}"#)
        #expect(two?.httpStatus == 400 && two?.status == "INVALID_ARGUMENT")
        #expect(two?.message == "Invalid value at 'message' (oneof), oneof field 'target' is already set. Cannot set 'token'")
    }

    @Test("fid addresses one install by its Firebase installation ID, the part of its token before the colon; a malformed one is INVALID_ARGUMENT")
    func installationIDTarget() {
        let fid = FCMRegistrationToken.installationID(of: FCMTest.token)
        #expect(fid.count == 22 && FCMTest.token.hasPrefix(fid + ":APA91b"))
        #expect(FCMTest.message(#"{"message": {"fid": "\#(fid)", "notification": {"title": "x"}}}"#)?.target == .installation(fid))
        #expect(FCMTest.refusal(#"{"message": {"fid": "short"}}"#)?.fieldViolations.first?.field == "message.fid")
        #expect(FCMTest.refusal(#"{"message": {"fid": "\#(fid)", "token": "\#(FCMTest.token)"}}"#)?.message
                == "Invalid value at 'message' (oneof), oneof field 'target' is already set. Cannot set 'token'")
    }

    @Test("a data value that is not a string is refused at message.data[INDEX].value, byte for byte as FCM answers")
    func dataValuesAreStrings() {
        let error = FCMTest.refusal(#"{"message": {"token": "TOKEN", "data": {"score": 12}}}"#)
        #expect(error.map { String(utf8Bytes: $0.body) } == """
            {"error":{"code":400,"message":"Invalid value at 'message.data[0].value' (TYPE_STRING), 12","status":"INVALID_ARGUMENT",\
            "details":[{"@type":"type.googleapis.com/google.rpc.BadRequest","fieldViolations":[{"field":"message.data[0].value",\
            "description":"Invalid value at 'message.data[0].value' (TYPE_STRING), 12"}]}]}}
            """)
        #expect(FCMTest.refusal(#"{"message": {"token": "TOKEN", "data": {"a": "1", "b": {"c": "d"}}}}"#)?.message
                == "Invalid value at 'message.data[1].value' (TYPE_STRING), Starting an object on a scalar field")
        #expect(FCMTest.refusal(#"{"message": {"token": "TOKEN", "data": ["a"]}}"#)?.fieldViolations.first?.field == "message.data")
    }

    @Test("data keys FCM keeps for itself are refused: from, gcm, gcm.*, and anything starting with google", arguments: [
        "from", "gcm", "gcm.notification.title", "google.c.a.e", "googleAnalytics",
    ])
    func reservedDataKeys(key: String) {
        let error = FCMTest.refusal(#"{"message": {"token": "TOKEN", "data": {"ok": "1", "\#(key)": "x"}}}"#)
        #expect(error?.status == "INVALID_ARGUMENT" && error?.fieldViolations.first?.field == "message.data[1].key")
        #expect(error?.message.hasPrefix("Invalid data key \"\(key)\"") == true)
    }

    @Test("keys that only look like reserved ones are data like any other", arguments: ["fromage", "collapse_key", "gcmx", "my.google"])
    func lookalikeKeysAreAllowed(key: String) {
        #expect(FCMTest.message(#"{"message": {"token": "TOKEN", "data": {"\#(key)": "x"}}}"#)?.data.first?.key == key)
    }

    @Test("an unknown field is refused with Google's words, at the message and inside it")
    func unknownFields() {
        let error = FCMTest.refusal(#"{"message": {"token": "TOKEN", "priority": "high"}}"#)
        #expect(error?.message == #"Invalid JSON payload received. Unknown name "priority" at 'message': Cannot find field."#)
        #expect(error?.fieldViolations.first?.field == "message")
        #expect(FCMTest.refusal(#"{"message": {"topic": "a"}, "dry_run": true}"#)?.message
                == #"Invalid JSON payload received. Unknown name "dry_run": Cannot find field."#)
        #expect(FCMTest.refusal(#"{"message": {"topic": "a", "notification": {"subtitle": "s"}}}"#)?.message
                == #"Invalid JSON payload received. Unknown name "subtitle" at 'message.notification': Cannot find field."#)
        #expect(FCMTest.refusal(#"{"message": {"topic": "a", "apns": {"header": {}}}}"#)?.fieldViolations.first?.field == "message.apns")
    }

    @Test("fields are read under their proto names and their JSON names; the same field twice is refused")
    func protoAndJSONNames() {
        let message = FCMTest.message(#"{"validateOnly": true, "message": {"topic": "a", "fcmOptions": {"analyticsLabel": "l1"}, "apns": {"fcmOptions": {"image": "https://e.x/i.png"}}}}"#)
        #expect(message?.analyticsLabel == "l1" && message?.apnsImage == "https://e.x/i.png")
        #expect(FCMTest.refusal(#"{"message": {"topic": "a", "fcm_options": {}, "fcmOptions": {}}}"#)?.message
                == #"Invalid JSON payload received. Duplicate name "fcmOptions"."#)
    }

    @Test("null stands for an absent field")
    func nullIsAbsent() {
        let message = FCMTest.message(#"{"message": {"topic": "a", "token": null, "notification": null, "apns": {"payload": null}}}"#)
        #expect(message?.target == .topic("a") && message?.notification == nil && message?.apnsPayload == nil)
    }

    @Test("apns.headers values must be strings; header names are compared without case, and one given twice is refused")
    func apnsHeaders() {
        #expect(FCMTest.refusal(#"{"message": {"topic": "a", "apns": {"headers": {"apns-priority": 10}}}}"#)?.message
                == "Invalid value at 'message.apns.headers[0].value' (TYPE_STRING), 10")
        #expect(FCMTest.refusal(#"{"message": {"topic": "a", "apns": {"headers": {"apns-priority": "5", "APNS-PRIORITY": "5"}}}}"#)?.message
                == #"Duplicate APNs header "apns-priority"."#)
    }

    @Test("apns.payload must be an object, and its aps an object")
    func apnsPayloadIsAnObject() {
        #expect(FCMTest.refusal(#"{"message": {"topic": "a", "apns": {"payload": "aps"}}}"#)?.message
                == #"Invalid value at 'message.apns.payload' (type.googleapis.com/google.protobuf.Struct), "aps""#)
        #expect(FCMTest.refusal(#"{"message": {"topic": "a", "apns": {"payload": {"aps": [1]}}}}"#)?.message
                == #"Invalid APNs payload: "aps" is an array, not an object."#)
    }

    @Test("android and webpush must be objects and are otherwise not read")
    func otherPlatforms() {
        #expect(FCMTest.message(#"{"message": {"topic": "a", "android": {"priority": "high", "anything": 1}, "webpush": {}}}"#) != nil)
        #expect(FCMTest.refusal(#"{"message": {"topic": "a", "android": "high"}}"#)?.message
                == #"Invalid value at 'message.android' (type.googleapis.com/google.firebase.fcm.v1.AndroidConfig), "high""#)
    }

    @Test("data of at most 4096 bytes, keys and values together, goes to a token; one byte more is too big")
    func dataLimitForTokens() {
        let fits = String(repeating: "v", count: 4095)
        #expect(FCMTest.message(#"{"message": {"token": "TOKEN", "data": {"k": "\#(fits)"}}}"#) != nil)
        let error = FCMTest.refusal(#"{"message": {"token": "TOKEN", "data": {"k": "\#(fits)v"}}}"#)
        #expect(error?.message.hasPrefix("Message is too big") == true && error?.fieldViolations.first?.field == "message.data")
    }

    @Test("messages to a topic or a condition have 2048 bytes of data")
    func dataLimitForTopics() {
        let fits = String(repeating: "v", count: 2047)
        #expect(FCMTest.message(#"{"message": {"topic": "a", "data": {"k": "\#(fits)"}}}"#) != nil)
        #expect(FCMTest.refusal(#"{"message": {"topic": "a", "data": {"k": "\#(fits)v"}}}"#) != nil)
        #expect(FCMTest.refusal(#"{"message": {"condition": "'a' in topics", "data": {"k": "\#(fits)v"}}}"#) != nil)
    }

    @Test("a body that is not JSON, or not an object, is INVALID_ARGUMENT naming no field", arguments: [
        "", "{", "not json", "[1]", "12", #"{"message": }"#,
    ])
    func notJSON(body: String) {
        let error = FCMSendRequest.parse(Array(body.utf8)).failure
        #expect(error?.httpStatus == 400 && error?.status == "INVALID_ARGUMENT")
        #expect(error?.fieldViolations.first?.field == "" && error.map { !String(utf8Bytes: $0.body).contains("\"field\"") } == true)
    }

    @Test("a token not shaped like a registration token gets FCM's own answer, byte for byte")
    func invalidToken() {
        let error = FCMTest.refusal(#"{"message": {"token": "5c1e3a4f0d9b7e2a6c8f1b3d5e7a9c0b2d4f6a8c1e3b5d7f9a0c2e4b6d8f0a1c"}}"#)
        #expect(error.map { String(utf8Bytes: $0.body) } == """
            {"error":{"code":400,"message":"The registration token is not a valid FCM registration token","status":"INVALID_ARGUMENT",\
            "details":[{"@type":"type.googleapis.com/google.firebase.fcm.v1.FcmError","errorCode":"INVALID_ARGUMENT"}]}}
            """)
    }

    @Test("a topic is a bare name: the /topics/ prefix and characters outside the topic alphabet are refused", arguments: [
        "/topics/news", "news feed", "", "naïve",
    ])
    func invalidTopic(topic: String) {
        let error = FCMTest.refusal(#"{"message": {"topic": "\#(topic)"}}"#)
        #expect(error?.fieldViolations.first?.field == "message.topic")
    }

    @Test("a condition that does not parse is refused on message.condition")
    func invalidCondition() {
        #expect(FCMTest.refusal(#"{"message": {"condition": "'a' in topics &&"}}"#)?.fieldViolations.first?.field == "message.condition")
    }

    @Test("an analytics label is 1 to 50 of a-z A-Z 0-9 - _ . ~ %")
    func analyticsLabel() {
        #expect(FCMTest.message(#"{"message": {"topic": "a", "fcm_options": {"analytics_label": "a-b_c.d~e%f"}}}"#)?.analyticsLabel == "a-b_c.d~e%f")
        #expect(FCMTest.refusal(#"{"message": {"topic": "a", "fcm_options": {"analytics_label": "has space"}}}"#)?.fieldViolations.first?.field
                == "message.fcm_options.analytics_label")
        let long = String(repeating: "x", count: 51)
        #expect(FCMTest.refusal(#"{"message": {"topic": "a", "apns": {"fcm_options": {"analytics_label": "\#(long)"}}}}"#) != nil)
    }

    @Test("a background message with apns-priority 10 is refused before it is sent, so validate_only refuses it too")
    func backgroundAtHighPriority() {
        let error = FCMTest.refusal(#"{"validate_only": true, "message": {"topic": "a", "data": {"k": "v"}, "apns": {"headers": {"apns-priority": "10"}}}}"#)
        #expect(error?.status == "INVALID_ARGUMENT" && error?.fieldViolations.first?.field == "message.apns.headers")
    }

    @Test("the error constructors carry FCM's statuses and error codes")
    func errorConstructors() {
        let cases: [(FCMError, Int, String, String?)] = [
            (.unregistered, 404, "NOT_FOUND", "UNREGISTERED"), (.senderIDMismatch, 403, "PERMISSION_DENIED", "SENDER_ID_MISMATCH"),
            (.quotaExceeded, 429, "RESOURCE_EXHAUSTED", "QUOTA_EXCEEDED"), (.unavailable, 503, "UNAVAILABLE", "UNAVAILABLE"),
            (.thirdPartyAuth(message: "APNs refused the key"), 401, "UNAUTHENTICATED", "THIRD_PARTY_AUTH_ERROR"),
            (.unauthenticated(message: "no token"), 401, "UNAUTHENTICATED", nil), (.notFound(message: "no project"), 404, "NOT_FOUND", nil),
        ]
        for (error, status, name, code) in cases {
            #expect(error.httpStatus == status && error.status == name && error.errorCode == code && error.fieldViolations.isEmpty)
        }
        #expect(String(utf8Bytes: FCMError.unregistered.body) == """
            {"error":{"code":404,"message":"Requested entity was not found.","status":"NOT_FOUND",\
            "details":[{"@type":"type.googleapis.com/google.firebase.fcm.v1.FcmError","errorCode":"UNREGISTERED"}]}}
            """)
        #expect(String(utf8Bytes: FCMError.unauthenticated(message: "no token").body)
                == #"{"error":{"code":401,"message":"no token","status":"UNAUTHENTICATED"}}"#)
    }

    @Test("odd input is refused, never trapped on", arguments: [
        String(repeating: "[", count: 10_000), #"{"message": {"condition": "\#(String(repeating: "(", count: 5000))"}}"#,
        #"{"message": {"token": "\u0000"}}"#, #"{"message": {"topic": "a", "data": {"": ""}, "apns": {"payload": {}}}}"#,
    ])
    func oddInput(body: String) {
        _ = FCMSendRequest.parse(Array(body.utf8))
    }
}

extension Result {
    /// The error, when this is a failure.
    var failure: Failure? {
        if case .failure(let error) = self { return error }
        return nil
    }
}
