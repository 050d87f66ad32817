//
//  NotificationService.swift
//  A chat app's service extension written the way Apple's "Implementing communication notifications" does it: the
//  sender as an INPerson with an avatar, an INSendMessageIntent, the interaction donated, then the content updated
//  from the intent in the donation's completion. The push names the sender in its userInfo; "donate": false skips
//  the donation.
//

import Foundation
import Intents
import UserNotifications

class NotificationService: UNNotificationServiceExtension {

    override func didReceive(_ request: UNNotificationRequest, withContentHandler contentHandler: @escaping (UNNotificationContent) -> Void) {
        let userInfo = request.content.userInfo
        guard let sender = userInfo["sender"] as? [String: Any], let senderID = sender["id"] as? String else {
            contentHandler(request.content)
            return
        }
        let handle = INPersonHandle(value: senderID, type: .unknown)
        let avatar = (sender["avatar"] as? String).map { INImage(named: $0) }
        let person = INPerson(personHandle: handle, nameComponents: nil, displayName: sender["name"] as? String, image: avatar,
                              contactIdentifier: nil, customIdentifier: nil, isMe: false, suggestionType: .none)
        let intent = INSendMessageIntent(recipients: nil, outgoingMessageType: .outgoingMessageText, content: request.content.body,
                                         speakableGroupName: (userInfo["group"] as? String).map { INSpeakableString(spokenPhrase: $0) },
                                         conversationIdentifier: userInfo["conversation"] as? String, serviceName: nil,
                                         sender: person, attachments: nil)

        let interaction = INInteraction(intent: intent, response: nil)
        interaction.direction = .incoming

        let update = {
            do {
                let updatedContent = try request.content.updating(from: intent)
                contentHandler(updatedContent)
            } catch {
                let failed = request.content.mutableCopy() as! UNMutableNotificationContent
                failed.subtitle = "\(error)"
                contentHandler(failed)
            }
        }
        guard userInfo["donate"] as? Bool != false else {
            update()
            return
        }
        interaction.donate { error in
            if error != nil {
                contentHandler(request.content)
                return
            }
            update()
        }
    }
}
