//
//  NotificationViewController.swift
//  LocalNotificationContentExtension
//
//  Created by Martin.Q on 2021/11/26.
//

import UIKit
import UserNotifications
import UserNotificationsUI

class NotificationViewController: UIViewController, UNNotificationContentExtension {
	
	@IBOutlet weak var imageView: UIImageView!
	@IBOutlet weak var titleLable: UILabel!
	@IBOutlet weak var bodyLabel: UILabel!
	
    
    override func viewDidLoad() {
        super.viewDidLoad()
		preferredContentSize = CGSize(width: view.bounds.width, height: 200)
    }
    
    func didReceive(_ notification: UNNotification) {
		titleLable.text = notification.request.content.title
		bodyLabel.text = notification.request.content.body
		
		guard let imageAttachment = notification.request.content.attachments.first else {
			return
		}
		
		if imageAttachment.url.startAccessingSecurityScopedResource() {
			if let imageData = try? Data(contentsOf: imageAttachment.url) {
				imageView.image = UIImage(data: imageData)
			}
			
			imageAttachment.url.stopAccessingSecurityScopedResource()
		}
    }

}
