import Testing
@testable import NotiCore

/// Push SDKs' payload keys: a present key of the wrong kind is a warning naming the SDK, and so is an SDK key in a push
/// without `mutable-content: 1`; an absent key never is (docs/rules/push-sdks.md#push-sdk-payload-keys).
@Suite("Push SDK payload keys")
struct PushSDKPayloadTests {
    /// The diagnostics of a payload with `members` beside an `aps` holding an alert and `mutable-content` when asked,
    /// as `path: message` lines; the content is still built.
    private func warnings(_ members: String, mutable: Bool = true, pushType: PushType = .alert) -> [String] {
        let aps = mutable ? #"{"alert": "x", "mutable-content": 1}"# : #"{"alert": "x"}"#
        let decoded = PayloadDecoder.decode(Array("{\"aps\": \(aps), \(members)}".utf8), pushType: pushType)
        #expect(decoded.content != nil)
        #expect(decoded.diagnostics.allSatisfy { $0.severity == .warning })
        return decoded.diagnostics.map { "\($0.path): \($0.message)" }
    }

    @Test("fcm_options.image must be an http(s) URL string for Firebase Messaging")
    func firebaseImage() {
        #expect(warnings(#""fcm_options": {"image": "https://example.com/a.png"}"#).isEmpty)
        #expect(warnings(#""fcm_options": {"image": 3}"#)
            == ["fcm_options.image: Firebase Messaging expects an http(s) URL string, got the number 3; its extension helper attaches no image"])
        #expect(warnings(#""fcm_options": {"image": "a.png"}"#)
            == [#"fcm_options.image: Firebase Messaging expects an http(s) URL string, got the string "a.png"; its extension helper attaches no image"#])
    }

    @Test("OneSignal's att is a dictionary of strings and buttons an array of {i, n}, at the top level or under os_data")
    func oneSignalKeys() {
        #expect(warnings(#""att": {"id": "https://example.com/a.png"}, "buttons": [{"i": "like", "n": "Like"}]"#).isEmpty)
        #expect(warnings(#""att": "https://example.com/a.png""#)
            == [#"att: OneSignal expects a dictionary of strings, got the string "https://example.com/a.png"; its extension attaches no media"#])
        #expect(warnings(#""os_data": {"att": {"id": 1}}"#)
            == [#"os_data.att: OneSignal expects a dictionary of strings, got the number 1 under "id"; its extension attaches no media"#])
        #expect(warnings(#""buttons": [{"i": "like"}]"#)
            == ["buttons: OneSignal expects an array of dictionaries with string i and n, got an object without a string n at index 0; its extension adds no buttons"])
        #expect(warnings(#""os_data": {"buttons": {"i": "like", "n": "Like"}}"#)
            == ["os_data.buttons: OneSignal expects an array of dictionaries with string i and n, got an object; its extension adds no buttons"])
    }

    @Test("Airship's media attachment url is an http(s) URL string or an array of them")
    func airshipURL() {
        #expect(warnings(#""com.urbanairship.media_attachment": {"url": ["https://example.com/a.jpg"]}"#).isEmpty)
        #expect(warnings(#""com.urbanairship.media_attachment": {"url": "https://example.com/a.jpg"}"#).isEmpty)
        #expect(warnings(#""com.urbanairship.media_attachment": {"url": ["https://example.com/a.jpg", 2]}"#)
            == ["com.urbanairship.media_attachment.url: Airship expects an http(s) URL string or an array of them, got the number 2 at index 1; its extension attaches no media"])
    }

    @Test("Braze's ab.att.url, Iterable's itbl.attachment-url and Klaviyo's rich-media are http(s) URL strings")
    func mediaURLs() {
        #expect(warnings(#""ab": {"att": {"url": "https://example.com/a.jpg", "type": "jpg"}}, "itbl": {"attachment-url": "http://example.com/b.gif"}, "rich-media": "https://example.com/c.png""#).isEmpty)
        #expect(warnings(#""ab": {"att": {"url": {"u": 1}}}"#) == ["ab.att.url: Braze expects an http(s) URL string, got an object; its extension attaches no media"])
        #expect(warnings(#""itbl": {"attachment-url": ["https://example.com/b.gif"]}"#)
            == ["itbl.attachment-url: Iterable expects an http(s) URL string, got an array; its extension attaches no media"])
        #expect(warnings(#""rich-media": "ftp://example.com/c.png""#)
            == [#"rich-media: Klaviyo expects an http(s) URL string, got the string "ftp://example.com/c.png"; its extension attaches no media"#])
    }

    @Test("CleverTap's ct_mediaUrl is an http(s) URL string and ct_mediaType one of image, gif, audio, video")
    func cleverTapKeys() {
        #expect(warnings(#""ct_mediaUrl": "https://example.com/a.mp4", "ct_mediaType": "video""#).isEmpty)
        #expect(warnings(#""ct_mediaUrl": "https://example.com/a.png", "ct_mediaType": "picture""#)
            == [#"ct_mediaType: CleverTap expects one of image, gif, audio, video, got the string "picture"; its extension attaches no media"#])
        #expect(warnings(#""ct_mediaUrl": null"#) == ["ct_mediaUrl: CleverTap expects an http(s) URL string, got null; its extension attaches no media"])
    }

    @Test("an SDK key that is absent is never a warning, and keys of SDKs notisim does not know are not read")
    func absentKeys() {
        #expect(warnings(#""fcm_options": {"analytics_label": "x"}, "ab": {"c": "campaign"}, "itbl": {"messageId": "m"}"#).isEmpty)
        #expect(warnings(#""fcm_options": 3, "ab": [1], "image_url": 4"#).isEmpty)
    }

    @Test("an SDK media key in a push without mutable-content is a warning, once per SDK: the SDK's service extension never runs")
    func mediaWithoutMutableContent() {
        #expect(warnings(#""fcm_options": {"image": "https://example.com/a.png"}"#, mutable: false) == [
            #"fcm_options.image: a Firebase Messaging key, but aps has no "mutable-content": 1, so the app's service extension never runs and its extension helper attaches no image"#,
        ])
        #expect(warnings(#""ct_mediaUrl": "https://example.com/a.png", "ct_mediaType": "image", "rich-media": "https://example.com/b.png""#, mutable: false) == [
            #"ct_mediaUrl: a CleverTap key, but aps has no "mutable-content": 1, so the app's service extension never runs and its extension attaches no media"#,
            #"rich-media: a Klaviyo key, but aps has no "mutable-content": 1, so the app's service extension never runs and its extension attaches no media"#,
        ])
        let background = #"{"aps": {"content-available": 1}, "fcm_options": {"image": "https://example.com/a.png"}}"#
        #expect(PayloadDecoder.decode(Array(background.utf8), pushType: .background).diagnostics.isEmpty)
    }

    @Test("a repeated SDK key is read as iOS keeps it: the last one")
    func repeatedKeyLastWins() {
        let text = #"{"aps": {"alert": "x", "mutable-content": 1}, "rich-media": 1, "rich-media": "https://example.com/a.png"}"#
        let decoded = PayloadDecoder.decode(Array(text.utf8))
        #expect(!decoded.diagnostics.contains { $0.message.contains("Klaviyo") }, "\(decoded.diagnostics)")
    }

    @Test("arbitrary JSON under the SDKs' keys never crashes the check", arguments: 0..<200)
    func arbitraryJSONNeverCrashes(seed: Int) {
        var random = SplitMix(seed: UInt64(seed))
        let paths = PushSDKPayloadKeys.all.map(\.path)
        var members: [(key: String, value: JSONValue)] = [(key: "aps", value: .object([(key: "alert", value: .string("x"))]))]
        for path in paths where random.next() % 3 == 0 {
            var value = Self.randomValue(&random, depth: 3)
            for key in path.dropFirst().reversed() { value = .object([(key: key, value: value)]) }
            members.append((key: path[0], value: value))
        }
        let decoded = PayloadDecoder.decode(json: .object(members), pushType: random.next() % 2 == 0 ? .alert : .background)
        #expect(decoded.diagnostics.allSatisfy { $0.severity == .warning })
    }

    /// A JSON value of any kind, nested up to `depth`.
    private static func randomValue(_ random: inout SplitMix, depth: Int) -> JSONValue {
        let strings = ["", "https://", "https://example.com/a.png", "HTTP://X", "image", "gif", "i", "n", "\u{0}", "é🎉"]
        switch random.next() % (depth > 0 ? 7 : 5) {
        case 0: return .null
        case 1: return .bool(random.next() % 2 == 0)
        case 2: return .number(JSONNumber(literal: String(Int(random.next() % 2000) - 1000)))
        case 3, 4: return .string(strings[Int(random.next() % UInt64(strings.count))])
        case 5: return .array((0..<Int(random.next() % 4)).map { _ in randomValue(&random, depth: depth - 1) })
        default:
            let keys = ["i", "n", "url", "id", "att"]
            return .object((0..<Int(random.next() % 4)).map { _ in
                (key: keys[Int(random.next() % UInt64(keys.count))], value: randomValue(&random, depth: depth - 1))
            })
        }
    }
}

/// A small seeded generator, so each case of the property test is the same on every run.
private struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
