//
//  AppDelegate.swift
//  Local Notification Practice
//
//  Created by Martin.Q on 2021/11/26.
//

import UIKit
import UserNotifications

struct CategoryIdentifier {
	static let imagePosting = "CATEGORY_IMAGE_POSTING"
	static let customUI = "CATEGORY_CUSTOM_UI"
	private init() {}
}

struct ActionIdentifier {
	static let like = "ACTION_LIKE"
	static let dislike = "ACTION_DISLIKE"
	static let unfollow = "ACTION_UNFOLLOW"
	static let setting = "ACTION_SETTING"
	private init() {}
}

@main
class AppDelegate: UIResponder, UIApplicationDelegate {

	func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
		UNUserNotificationCenter.current().delegate = self
		UNUserNotificationCenter.current().requestAuthorization(options: [.alert, .sound, .badge]) { granted, error in
			print("Granted: \(granted)")
		}
		setupCategory()
		return true
	}

	func setupCategory() {
		let likeAction = UNNotificationAction(identifier: ActionIdentifier.like, title: "Like", options: [])
		let dislikeAction = UNNotificationAction(identifier: ActionIdentifier.dislike, title: "Dislike", options: [])
		let unfollowAction = UNNotificationAction(identifier: ActionIdentifier.unfollow, title: "Unfollow", options: [.authenticationRequired, .destructive])
		let settingAction = UNNotificationAction(identifier: ActionIdentifier.setting, title: "Setting", options: [.foreground])
		
		var options = UNNotificationCategoryOptions.customDismissAction
		options.insert(.hiddenPreviewsShowTitle)
		let imagePostingCategory = UNNotificationCategory(identifier: CategoryIdentifier.imagePosting, actions: [likeAction, dislikeAction, unfollowAction, settingAction], intentIdentifiers: [], options: options)
		
		let customUICategory = UNNotificationCategory(identifier: CategoryIdentifier.customUI, actions: [likeAction, dislikeAction], intentIdentifiers: [], options: [])
		
		if UNUserNotificationCenter.current().supportsContentExtensions {
			UNUserNotificationCenter.current().setNotificationCategories([imagePostingCategory, customUICategory])
		} else {
			UNUserNotificationCenter.current().setNotificationCategories([imagePostingCategory])
		}
	}

	// MARK: UISceneSession Lifecycle

	func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration {
		return UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
	}

	func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {
	}
}

extension AppDelegate: UNUserNotificationCenterDelegate {
	func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification, withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void) {
		completionHandler([.banner, .list, .sound])
	}

	func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse, withCompletionHandler completionHandler: @escaping () -> Void) {
		print(response.actionIdentifier)
		completionHandler()
	}
}
