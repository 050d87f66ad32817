import Testing
@testable import NotiCore

/// How a payload becomes notification content (docs/rules/payload.md#content-fields-and-payload-keys).
@Suite("Payload content")
struct PayloadContentTests {
    private func content(_ text: String, strings: [String: String]? = nil) throws -> NotificationContent {
        let decoded = PayloadDecoder.decode(Array(text.utf8), strings: strings)
        #expect(decoded.diagnostics.isEmpty, "\(decoded.diagnostics)")
        return try #require(decoded.content)
    }

    @Test("the Korean alarm push gives its title, body, default sound, badge, category and target bundle")
    func koreanAlarm() throws {
        let decoded = PayloadCorpus.decode("korean-alarm.apns")
        let content = try #require(decoded.content)
        #expect(content.title == "기상 알람")
        #expect(content.body == "오전 7:00")
        #expect(content.sound == .default)
        #expect(content.badge == 1)
        #expect(content.categoryIdentifier == "alarm")
        #expect(decoded.targetBundle == "com.example.alarmclock")
    }

    @Test("userInfo is the whole payload, custom keys and Simulator Target Bundle included")
    func userInfoIsWholePayload() throws {
        let decoded = PayloadCorpus.decode("korean-alarm.apns")
        let content = try #require(decoded.content)
        #expect(content.userInfo == decoded.json)
        #expect(content.userInfo["alarm-id"] == "A1F3")
        #expect(content.userInfo["aps"]?["badge"] == 1)
    }

    @Test("the Japanese photo push is mutable content and keeps image_url outside aps")
    func japanesePhoto() throws {
        let decoded = PayloadCorpus.decode("japanese-photo.apns")
        let content = try #require(decoded.content)
        #expect(content.title == "新しい写真")
        #expect(content.body == "新しい写真がシェアされました")
        #expect(decoded.mutableContent)
        #expect(!decoded.isBackgroundOnly)
        #expect(content.userInfo["image_url"] == "http://service.example.com/image/img10000.jpg")
        #expect(PayloadCorpus.decode("japanese-photo-category.json").content?.categoryIdentifier == "myNotificationCategory")
    }

    @Test("thread-id in aps sets the thread identifier")
    func threadIdentifier() throws {
        let content = try #require(PayloadCorpus.decode("new-photo-thread.json").content)
        #expect(content.title == "New Photo")
        #expect(content.body == "Jane Doe posted a new photo")
        #expect(content.threadIdentifier == "thread-identifier")
        #expect(PayloadCorpus.decode("new-photo-thread-in-alert.json").content?.threadIdentifier == "")
    }

    @Test("a critical sound dictionary gives a critical sound with its name and volume and a critical interruption level")
    func glucoseCriticalAlert() throws {
        let content = try #require(PayloadCorpus.decode("glucose-critical.apns").content)
        #expect(content.title == "WARNING: LOW BLOOD SUGAR")
        #expect(content.body == "Glucose level at 57")
        #expect(content.categoryIdentifier == "low-glucose-alert")
        #expect(content.sound == .critical(name: "warning-sound.aiff", volume: 1.0))
        #expect(content.interruptionLevel == .critical)
        #expect(PayloadCorpus.decode("glucose-sound-only.json").content?.sound == .critical(name: "warning-sound.aiff", volume: 1.0))
    }

    @Test("an explicit interruption level wins over the level a critical sound implies")
    func explicitLevelWins() throws {
        let content = try content(#"{"aps": {"alert": "x", "interruption-level": "passive", "sound": {"critical": 1, "name": "default"}}}"#)
        #expect(content.interruptionLevel == .passive)
        #expect(content.sound == .critical(name: nil, volume: 1))
    }

    @Test("sound: \"default\" is the default sound, another string a named sound, a non-critical dictionary its name")
    func soundForms() throws {
        #expect(try content(#"{"aps": {"sound": "default"}}"#).sound == .default)
        #expect(try content(#"{"aps": {"sound": "bell.caf"}}"#).sound == .named("bell.caf"))
        #expect(try content(#"{"aps": {"sound": {"name": "bell.caf"}}}"#).sound == .named("bell.caf"))
        #expect(try content(#"{"aps": {"sound": {"critical": 0, "name": "default"}}}"#).sound == .default)
    }

    /// docs/rules/focus.md#ringtone-sounds
    @Test("sound: \"ringtone\" in a payload reads as the ringtone")
    func ringtoneSound() throws {
        #expect(try content(#"{"aps": {"sound": "ringtone"}}"#).sound == .ringtone)
    }

    @Test("an alert string is the body")
    func alertString() throws {
        let content = try content(#"{"aps": {"alert": "Hello"}}"#)
        #expect(content.body == "Hello" && content.title.isEmpty && content.subtitle.isEmpty)
    }

    @Test("an alert dictionary gives title, subtitle, body and launch image")
    func alertDictionary() throws {
        let content = try content(#"{"aps": {"alert": {"title": "T", "subtitle": "S", "body": "B", "launch-image": "Launch"}}}"#)
        #expect([content.title, content.subtitle, content.body, content.launchImageName] == ["T", "S", "B", "Launch"])
    }

    @Test("%% in the body becomes %, other text is kept as written")
    func percentEscapes() throws {
        let content = try #require(PayloadCorpus.decode("percent-body.json").content)
        #expect(content.body == "Everything 50% off")
        #expect(content.title == "Sale 50%")
        #expect(try self.content(#"{"aps": {"alert": "100%% sure"}}"#).body == "100% sure")
    }

    @Test("a loc key with no strings table is its own format, %@ and %n$@ filled from the args")
    func locKeyAsFormat() throws {
        let content = try #require(PayloadCorpus.decode("loc-key.json").content)
        #expect(content.title == "New message from Jane")
        #expect(content.body == "Jane shared 3 photos with you (100% private)")
        #expect(content.sound == .named("chime.caf"))
    }

    @Test("a loc key is looked up in the strings table when one is given; positions may reorder the args")
    func locKeyFromStringsTable() throws {
        let payload = #"{"aps": {"alert": {"loc-key": "SHARED", "loc-args": ["Jane", "a photo"], "subtitle-loc-key": "SUB"}}}"#
        let content = try content(payload, strings: ["SHARED": "%2$@ from %1$@", "SUB": "Album"])
        #expect(content.body == "a photo from Jane")
        #expect(content.subtitle == "Album")
    }

    @Test("a loc key wins over the plain text of the same field")
    func locKeyWinsOverText() throws {
        #expect(try content(#"{"aps": {"alert": {"body": "plain", "loc-key": "localized"}}}"#).body == "localized")
    }

    @Test("badge 0 clears, a missing badge leaves it unchanged")
    func badgeValues() throws {
        #expect(try content(#"{"aps": {"badge": 0}}"#).badge == 0)
        #expect(try content(#"{"aps": {"badge": 12}}"#).badge == 12)
        #expect(try content(#"{"aps": {"alert": "x"}}"#).badge == nil)
    }

    @Test("content-available 1 with no alert, sound or badge is background only")
    func backgroundOnly() throws {
        let decoded = PayloadCorpus.decode("background-only.json")
        #expect(decoded.isBackgroundOnly && decoded.contentAvailable)
        #expect(decoded.content?.hasAlertText == false)
        let withAlert = PayloadDecoder.decode(Array(#"{"aps": {"content-available": 1, "alert": "x"}}"#.utf8))
        #expect(withAlert.contentAvailable && !withAlert.isBackgroundOnly)
        let withSound = PayloadDecoder.decode(Array(#"{"aps": {"content-available": 1, "sound": "default"}}"#.utf8))
        #expect(!withSound.isBackgroundOnly)
    }

    @Test("time-sensitive level, relevance, subtitle, target-content-id and filter-criteria are read")
    func timeSensitive() throws {
        let decoded = PayloadCorpus.decode("time-sensitive.apns")
        let content = try #require(decoded.content)
        #expect(content.interruptionLevel == .timeSensitive)
        #expect(content.relevanceScore == 0.8)
        #expect(content.subtitle == "Gate B")
        #expect(content.targetContentIdentifier == "order-5521")
        #expect(content.filterCriteria == "work")
        #expect(decoded.targetBundle == "com.example.delivery")
    }

    @Test("every interruption level's APNs name is read")
    func interruptionLevels() throws {
        for level in InterruptionLevel.allCases {
            #expect(try content(#"{"aps": {"alert": "x", "interruption-level": "\#(level.apnsName)"}}"#).interruptionLevel == level)
        }
    }

    @Test("Live Activity keys are read; a Live Activity relevance score may exceed 1")
    func liveActivity() throws {
        let decoded = PayloadCorpus.decode("live-activity-update.json")
        let activity = try #require(decoded.liveActivity)
        #expect(activity.event == "update")
        #expect(activity.timestamp == 1_700_000_000)
        #expect(activity.staleDate == 1_700_000_900)
        #expect(activity.contentState?["minutesAway"] == 4)
        #expect(decoded.content?.relevanceScore == 75)
        #expect(PayloadCorpus.decode("live-activity-end.json").liveActivity?.dismissalDate == 1_700_007_200)
        #expect(PayloadCorpus.decode("korean-alarm.apns").liveActivity == nil)
    }

    @Test("a Live Activity alert may name its sound inside the alert")
    func liveActivityAlertSound() {
        let payload = #"{"aps": {"event": "end", "timestamp": 1, "alert": {"title": "Done", "sound": "ding.caf"}}}"#
        let decoded = PayloadDecoder.decode(Array(payload.utf8), pushType: .liveactivity)
        #expect(decoded.diagnostics.isEmpty)
        #expect(decoded.content?.sound == .named("ding.caf"))
        #expect(PayloadDecoder.decode(Array(payload.utf8), pushType: .alert).warnings.map(\.path) == ["aps.alert.sound"])
    }

    @Test("summary-arg and summary-arg-count are kept (iOS ignores them from 15)")
    func summaryArguments() throws {
        let content = try content(#"{"aps": {"alert": {"body": "x", "summary-arg": "Jane", "summary-arg-count": 2}}}"#)
        #expect(content.summaryArgument == "Jane" && content.summaryArgumentCount == 2)
    }

    @Test("with duplicate keys the last value is used and userInfo keeps one member per key")
    func duplicateKeysLastWins() throws {
        let decoded = PayloadCorpus.decode("duplicate-keys.json")
        let content = try #require(decoded.content)
        #expect(content.badge == 2)
        #expect(content.userInfo["aps"]?.objectValue?.map(\.key) == ["alert", "badge"])
        #expect(content.userInfo["x"]?["y"] == 2)
        #expect(decoded.json?["x"]?.objectValue?.count == 2)
    }

    @Test("a payload with warnings still gives content; one with errors gives none")
    func warningsKeepContent() {
        #expect(PayloadCorpus.decode("korean.apns").content?.badge == nil)
        #expect(PayloadCorpus.decode("korean.apns").content?.title == "기상 알람")
        #expect(PayloadCorpus.decode("no-aps.json").content == nil)
    }

    @Test("a payload that is already parsed decodes the same as its bytes")
    func decodeParsedJSON() throws {
        let bytes = PayloadCorpus.bytes("glucose-critical.apns")
        let json = try JSONParser.parse(bytes)
        let fromJSON = PayloadDecoder.decode(json: json, byteCount: bytes.count)
        #expect(fromJSON == PayloadDecoder.decode(bytes))
    }
}
