import NotiCore
import TestSupport
import Testing
@testable import NotiFCM

/// How FCM turns a message into an APNs request, rule by rule and as a golden table of messages shaped like Firebase's examples.
@Suite("FCM messages as the APNs requests FCM makes of them")
struct FCMAPNsTranslationTests {
    /// The payload and headers of the request `json`, or nil (with an issue) when it is refused.
    func translated(_ json: String, sourceLocation: SourceLocation = #_sourceLocation) -> (payload: JSONValue, headers: [String: String])? {
        guard case .success(let translation)? = FCMTest.translation(json), let payload = FCMTest.payload(translation) else {
            Issue.record("not translated: \(json)", sourceLocation: sourceLocation)
            return nil
        }
        return (payload, Dictionary(translation.headers.map { ($0.name, $0.value) }) { first, _ in first })
    }

    @Test("notification title and body become aps.alert; an alert is pushed as type alert at priority 10")
    func notificationBecomesAlert() {
        let result = translated(#"{"message": {"token": "TOKEN", "notification": {"title": "T", "body": "B"}}}"#)
        #expect(result?.payload["aps"] == ["alert": ["title": "T", "body": "B"]])
        #expect(result?.headers["apns-push-type"] == "alert" && result?.headers["apns-priority"] == "10")
    }

    @Test("an image goes to fcm_options.image with mutable-content 1; apns.fcm_options.image wins over notification.image")
    func image() {
        let result = translated(#"{"message": {"token": "TOKEN", "notification": {"title": "T", "image": "https://e.x/n.png"}, "apns": {"fcm_options": {"image": "https://e.x/a.png"}}}}"#)
        #expect(result?.payload["fcm_options"] == ["image": "https://e.x/a.png"])
        #expect(result?.payload["aps"]?["mutable-content"] == 1)
        #expect(translated(#"{"message": {"token": "TOKEN", "notification": {"image": "https://e.x/n.png"}}}"#)?.payload["fcm_options"]
                == ["image": "https://e.x/n.png"])
    }

    @Test("data becomes top-level keys in order, and FCM adds gcm.message_id and google.c.sender.id")
    func dataAndFCMKeys() throws {
        let translation = try #require(FCMTest.translation(#"{"message": {"token": "TOKEN", "notification": {"body": "B"}, "data": {"z": "1", "a": "2"}}}"#)).get()
        let payload = try #require(FCMTest.payload(translation))
        #expect(payload.objectValue?.map(\.key) == ["aps", "z", "a", "gcm.message_id", "google.c.sender.id"])
        #expect(payload["gcm.message_id"] == "1700000000000001" && payload["google.c.sender.id"] == "123456789012")
    }

    @Test("an analytics label adds google.c.a.e 1 and google.c.a.m_l; without one neither is there")
    func analyticsKeys() {
        let labelled = translated(#"{"message": {"token": "TOKEN", "notification": {"body": "B"}, "fcm_options": {"analytics_label": "l1"}}}"#)
        #expect(labelled?.payload["google.c.a.e"] == "1" && labelled?.payload["google.c.a.m_l"] == "l1")
        let plain = translated(#"{"message": {"token": "TOKEN", "notification": {"body": "B"}}}"#)
        #expect(plain?.payload["google.c.a.e"] == nil && plain?.payload["google.c.a.m_l"] == nil)
    }

    @Test("apns.payload's aps keys replace the generated ones one by one, an alert object merging key by key")
    func apsOverlay() {
        let merged = translated(#"{"message": {"token": "TOKEN", "notification": {"title": "T", "body": "B"}, "apns": {"payload": {"aps": {"alert": {"body": "APNs body", "subtitle": "S"}, "sound": "default"}}}}}"#)
        #expect(merged?.payload["aps"] == ["alert": ["title": "T", "body": "APNs body", "subtitle": "S"], "sound": "default"])
        let replaced = translated(#"{"message": {"token": "TOKEN", "notification": {"title": "T"}, "apns": {"payload": {"aps": {"alert": "plain"}}}}}"#)
        #expect(replaced?.payload["aps"] == ["alert": "plain"])
    }

    @Test("apns.payload's other keys replace data keys of the same name in place, but not FCM's own keys")
    func topLevelOverlay() {
        let result = translated(#"{"message": {"token": "TOKEN", "data": {"k": "data", "j": "x"}, "apns": {"payload": {"aps": {"badge": 1}, "k": {"from": "apns"}, "gcm.message_id": "forged"}}}}"#)
        #expect(result?.payload.objectValue?.map(\.key) == ["aps", "k", "j", "gcm.message_id", "google.c.sender.id"])
        #expect(result?.payload["k"] == ["from": "apns"] && result?.payload["gcm.message_id"] == "1700000000000001")
    }

    @Test("a data-only message is a background push: content-available 1, type background, priority 5")
    func dataOnlyIsBackground() {
        let result = translated(#"{"message": {"topic": "news", "data": {"k": "v"}}}"#)
        #expect(result?.payload["aps"] == ["content-available": 1])
        #expect(result?.headers["apns-push-type"] == "background" && result?.headers["apns-priority"] == "5")
    }

    @Test("a badge or a sound alone is an alert push; content-available with an alert stays an alert push")
    func pushTypeDefaults() {
        #expect(translated(#"{"message": {"topic": "a", "apns": {"payload": {"aps": {"badge": 3}}}}}"#)?.headers["apns-push-type"] == "alert")
        #expect(translated(#"{"message": {"topic": "a", "apns": {"payload": {"aps": {"sound": "default"}}}}}"#)?.headers["apns-priority"] == "10")
        let both = translated(#"{"message": {"topic": "a", "notification": {"title": "T"}, "apns": {"payload": {"aps": {"content-available": 1}}}}}"#)
        #expect(both?.headers["apns-push-type"] == "alert" && both?.payload["aps"]?["content-available"] == 1)
    }

    @Test("given headers pass through; push type and priority come first, then the others in their order")
    func headersPassThrough() throws {
        let translation = try #require(FCMTest.translation(#"{"message": {"token": "TOKEN", "notification": {"title": "T"}, "apns": {"headers": {"apns-expiration": "1604750400", "apns-priority": "5", "apns-collapse-id": "scores"}}}}"#)).get()
        #expect(translation.headers.map(\.name) == ["apns-push-type", "apns-priority", "apns-expiration", "apns-collapse-id"])
        #expect(translation.headers.map(\.value) == ["alert", "5", "1604750400", "scores"])
    }

    @Test("a background push at apns-priority 10 is INVALID_ARGUMENT")
    func backgroundAtPriority10() {
        let message = FCMMessage(target: .topic("a"), data: [("k", "v")], apnsHeaders: [("apns-priority", "10")])
        #expect(message.apns(messageID: "1", senderID: "2").failure?.fieldViolations.first?.field == "message.apns.headers")
        let explicit = FCMMessage(target: .topic("a"), apnsHeaders: [("apns-push-type", "background"), ("apns-priority", "10")],
                                  apnsPayload: ["aps": ["content-available": 1]])
        #expect(explicit.apns(messageID: "1", senderID: "2").failure?.status == "INVALID_ARGUMENT")
    }

    /// Messages shaped like the examples of Firebase's pages (send messages, topics, conditions, images, priority,
    /// APNs options), each followed by the APNs request FCM makes of it.
    static let goldenRequests: [(name: String, json: String)] = [
        ("notification only", #"{"message": {"token": "TOKEN", "notification": {"title": "Portugal vs. Denmark", "body": "great match!"}}}"#),
        ("title only", #"{"message": {"token": "TOKEN", "notification": {"title": "Sparky says hello!"}}}"#),
        ("notification image", #"{"message": {"token": "TOKEN", "notification": {"title": "Sparky says hello!", "image": "https://foo.bar/pizza-monster.png"}}}"#),
        ("apns image with mutable-content", #"{"message": {"topic": "industry-tech", "notification": {"title": "Sparky says hello!"}, "apns": {"payload": {"aps": {"mutable-content": 1}}, "fcm_options": {"image": "https://foo.bar/pizza-monster.png"}}}}"#),
        ("data only to a topic", #"{"message": {"topic": "highScores", "data": {"score": "850", "time": "2:45"}}}"#),
        ("notification and data to a topic", #"{"message": {"topic": "subscriber-updates", "notification": {"body": "This week's edition is now available.", "title": "NewsMagazine.com"}, "data": {"volume": "3.21.15", "contents": "http://www.news-magazine.com/world-week/21659772"}, "apns": {"headers": {"apns-priority": "5"}}}}"#),
        ("badge and sound", #"{"message": {"token": "TOKEN", "notification": {"title": "$GOOG up 1.43% on the day", "body": "$GOOG gained 11.80 points to close at 835.67, up 1.43% on the day."}, "apns": {"payload": {"aps": {"badge": 42, "sound": "default"}}}}}"#),
        ("collapse id", #"{"message": {"token": "TOKEN", "notification": {"title": "Score", "body": "2 - 1"}, "apns": {"headers": {"apns-collapse-id": "match-1234"}}}}"#),
        ("expiration", #"{"message": {"token": "TOKEN", "notification": {"title": "Flash sale", "body": "Ends in an hour"}, "apns": {"headers": {"apns-expiration": "1604750400"}}}}"#),
        ("content-available with headers", #"{"message": {"token": "TOKEN", "data": {"sync": "inbox"}, "apns": {"headers": {"apns-push-type": "background", "apns-priority": "5"}, "payload": {"aps": {"content-available": 1}}}}}"#),
        ("content-available without headers", #"{"message": {"token": "TOKEN", "apns": {"payload": {"aps": {"content-available": 1}, "acme1": "bar"}}}}"#),
        ("mutable-content without image", #"{"message": {"token": "TOKEN", "notification": {"title": "Encrypted", "body": "(decrypted by the extension)"}, "apns": {"payload": {"aps": {"mutable-content": 1}, "ciphertext": "AAEC"}}}}"#),
        ("category", #"{"message": {"token": "TOKEN", "notification": {"title": "New message", "body": "Are you free tonight?"}, "apns": {"payload": {"aps": {"category": "NEW_MESSAGE_CATEGORY"}}}}}"#),
        ("thread-id", #"{"message": {"token": "TOKEN", "notification": {"title": "Alice", "body": "See you at 8"}, "apns": {"payload": {"aps": {"thread-id": "chat-42"}}}}}"#),
        ("interruption level", #"{"message": {"token": "TOKEN", "notification": {"title": "Your ride is here", "body": "Blue Prius, plate 7ABC123"}, "apns": {"payload": {"aps": {"interruption-level": "time-sensitive", "relevance-score": 0.9}}}}}"#),
        ("topic with notification", #"{"message": {"topic": "weather", "notification": {"title": "Storm warning", "body": "Heavy rain after 6 pm"}}}"#),
        ("condition", #"{"message": {"condition": "'stock-GOOG' in topics || 'industry-tech' in topics", "notification": {"title": "$FooCorp up 1.43% on the day", "body": "$FooCorp gained 11.80 points to close at 835.67, up 1.43% on the day."}}}"#),
        ("apns alert object merged with notification", #"{"message": {"token": "TOKEN", "notification": {"title": "Game Request", "body": "Bob wants to play poker"}, "apns": {"payload": {"aps": {"alert": {"subtitle": "Five Card Draw", "launch-image": "poker.png"}}}}}}"#),
        ("apns localized alert", #"{"message": {"token": "TOKEN", "apns": {"payload": {"aps": {"alert": {"title-loc-key": "GAME_PLAY_REQUEST_FORMAT", "title-loc-args": ["Shelly", "Rick"]}}}}}}"#),
        ("apns custom keys over data", #"{"message": {"token": "TOKEN", "notification": {"body": "Order shipped"}, "data": {"order": "1234", "status": "shipped"}, "apns": {"payload": {"aps": {"sound": "chime.caf"}, "order": {"id": 1234, "items": 3}}}}}"#),
        ("analytics label", #"{"message": {"token": "TOKEN", "notification": {"title": "Weekly digest"}, "fcm_options": {"analytics_label": "digest_week_12"}}}"#),
        ("apns analytics label wins", #"{"message": {"token": "TOKEN", "notification": {"title": "Weekly digest"}, "fcm_options": {"analytics_label": "all"}, "apns": {"fcm_options": {"analytics_label": "ios_only"}}}}"#),
        ("critical sound", #"{"message": {"token": "TOKEN", "notification": {"title": "Smoke detected", "body": "Kitchen"}, "apns": {"headers": {"apns-priority": "10"}, "payload": {"aps": {"sound": {"critical": 1, "name": "alarm.caf", "volume": 1.0}, "interruption-level": "critical"}}}}}"#),
        ("json names", #"{"validateOnly": false, "message": {"token": "TOKEN", "notification": {"title": "Camel"}, "fcmOptions": {"analyticsLabel": "camel"}, "apns": {"fcmOptions": {"image": "https://e.x/camel.jpg"}}}}"#),
        ("android and webpush ignored", ##"{"message": {"token": "TOKEN", "notification": {"title": "Everywhere"}, "android": {"notification": {"icon": "stock_ticker_update", "color": "#7e55c3"}}, "webpush": {"headers": {"Urgency": "high"}}}}"##),
    ]

    @Test("the golden table: 25 messages from Firebase's examples and the APNs headers and payload FCM makes of each")
    func goldenTable() {
        var text = ""
        for (name, json) in Self.goldenRequests {
            text += "## \(name)\n\(json)\n"
            switch FCMTest.translation(json) {
            case .success(let translation)?:
                for header in translation.headers { text += "\(header.name): \(header.value)\n" }
                text += (FCMTest.payload(translation)?.serialized(pretty: true) ?? "(payload not JSON)") + "\n"
            case .failure(let error)?: text += "refused: \(String(utf8Bytes: error.body))\n"
            case nil: text += "refused: \(FCMTest.refusal(json).map { String(utf8Bytes: $0.body) } ?? "")\n"
            }
            text += "\n"
        }
        assertGolden(text, named: "fcm-apns-translations")
    }

    @Test("the payload value a translation carries is what its bytes parse to, for every message of the golden table, so the APNs side may take it instead of parsing")
    func carriedPayloadMatchesItsBytes() throws {
        var translated = 0
        for (name, json) in Self.goldenRequests {
            guard case .success(let translation)? = FCMTest.translation(json) else { continue }
            translated += 1
            let carried = try #require(translation.json, "\(name): no payload value carried")
            #expect(try JSONParser.parse(translation.payload) == carried, "\(name)")
            var written: [UInt8] = []
            carried.write(into: &written)
            #expect(written == translation.payload, "\(name)")
        }
        #expect(translated >= 20)
    }
}
