//
//  AppDelegate.swift
//  Local Notification Practice
//

import UIKit
import UserNotifications

@main
class AppDelegate: UIResponder, UIApplicationDelegate {

	func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
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
}
