import Foundation
import Intents
import NotiCore
import NotiUIKitHost
import Testing
import UserNotifications

/// The Intents subset a service extension builds a communication notification with, and what of it reaches notisim
/// (docs/rules/focus.md#communication-notifications).
@Suite("INSendMessageIntent and INStartCallIntent through updating(from:)")
struct CommunicationIntentTests {
    static func content() -> UNNotificationContent {
        let content = UNMutableNotificationContent()
        content.title = "Chat"
        content.body = "今夜どう？"
        return content
    }

    static func person(_ name: String?, image: INImage? = nil) -> INPerson {
        INPerson(personHandle: INPersonHandle(value: "@yui", type: .unknown), nameComponents: nil, displayName: name, image: image,
                 contactIdentifier: nil, customIdentifier: nil, isMe: false, suggestionType: .none)
    }

    static func message(sender: INPerson?, group: String? = nil) -> INSendMessageIntent {
        INSendMessageIntent(recipients: nil, outgoingMessageType: .outgoingMessageText, content: "今夜どう？",
                            speakableGroupName: group.map { INSpeakableString(spokenPhrase: $0) }, conversationIdentifier: "chat-yui",
                            serviceName: nil, sender: sender, attachments: nil)
    }

    @Test("updating(from:) throws when the intent has no sender, or a sender without any name")
    func intentWithoutSender() {
        #expect(throws: (any Error).self) { try Self.content().updating(from: Self.message(sender: nil)) }
        let nameless = INPerson(personHandle: INPersonHandle(value: nil, type: .unknown), nameComponents: nil, displayName: nil, image: nil,
                                contactIdentifier: nil, customIdentifier: nil)
        #expect(throws: (any Error).self) { try Self.content().updating(from: Self.message(sender: nameless)) }
    }

    @Test("the handed-over content carries the sender, group, conversation and avatar file, donated as it was when the handler was called")
    func bridgeCarriesTheIntent() throws {
        let bytes = Data([0x89, 0x50, 0x4E, 0x47, 1, 2, 3])
        let intent = Self.message(sender: Self.person("田中ゆい", image: INImage(imageData: bytes)), group: "打ち上げ")
        let updated = try Self.content().updating(from: intent)
        let before = UserNotificationsBridge.content(updated, over: NotificationContent(title: "Chat"))
        #expect(before.communication?.donated == false)
        INInteraction(intent: intent, response: nil).donate(completion: nil)
        let after = try #require(UserNotificationsBridge.content(updated, over: NotificationContent(title: "Chat")).communication)
        #expect(after.donated && after.kind == .message && after.sender.name == "田中ゆい" && after.sender.handle == "@yui")
        #expect(after.groupName == "打ち上げ" && after.conversationID == "chat-yui")
        let avatar = try #require(after.sender.imagePath)
        #expect(FileManager.default.contents(atPath: avatar) == bytes, "INImage(imageData:) is written to a file the host reads")
        #expect(INImage(url: URL(fileURLWithPath: "/nonexistent/yui.png")) == nil)
        #expect(INImage(url: URL(string: "https://example.com/yui.png")!) == nil)
    }

    @Test("an INStartCallIntent's first contact is the caller of a call's communication notification")
    func callIntent() throws {
        let intent = INStartCallIntent(callRecordFilter: nil, callRecordToCallBack: nil, audioRoute: .unknown, destinationType: .normal,
                                       contacts: [Self.person("田中ゆい", image: INImage(named: "avatars/yui.png"))], callCapability: .audioCall)
        INInteraction(intent: intent, response: nil).donate()
        let call = try #require(UserNotificationsBridge.content(try Self.content().updating(from: intent), over: NotificationContent()).communication)
        #expect(call.kind == .call && call.sender.name == "田中ゆい" && call.sender.imagePath == "avatars/yui.png" && call.donated)
    }
}
