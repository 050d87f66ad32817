import SwiftUI
import UserNotifications

@main
struct PostcardsApp: App {
    init() {
        let reply = UNNotificationAction(identifier: "reply", title: "Send one back", options: [.foreground])
        let postcard = UNNotificationCategory(identifier: "postcard", actions: [reply], intentIdentifiers: [])
        UNUserNotificationCenter.current().setNotificationCategories([postcard])
    }

    var body: some Scene {
        WindowGroup { Text("Postcards") }
    }
}
