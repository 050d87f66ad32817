//
//  NotificationContentExtensionViewController.swift
//  Local Notification Practice
//
//  Created by Martin.Q on 2021/11/26.
//

import UIKit
import UserNotifications

class NotificationContentExtensionViewController: UIViewController {
	
	@IBAction func schedule(_ sender: Any) {
		let content = UNMutableNotificationContent()
		content.title = "Hello"
		content.body = "Good Evening!"
		content.sound = UNNotificationSound.default
		content.categoryIdentifier = CategoryIdentifier.customUI
		
		guard let url = Bundle.main.url(forResource: "hello", withExtension: "png") else {
			return
		}
		
		guard let imageAttachment = try? UNNotificationAttachment(identifier: "logo-image", url: url, options: nil) else {
			return
		}
		
		content.attachments = [imageAttachment]
		
		let trigger = UNTimeIntervalNotificationTrigger(timeInterval: 5, repeats: false)
		let request = UNNotificationRequest(identifier: "Hello", content: content, trigger: trigger)
		
		UNUserNotificationCenter.current().add(request, withCompletionHandler: nil)
	}
	

    override func viewDidLoad() {
        super.viewDidLoad()
    }
}
