import Kingfisher
import SDWebImage
import UIKit
import UserNotifications

// A service extension that loads the push's image_url into image views with SDWebImage and Kingfisher, as apps'
// extensions prepare a picture, and writes what each library answered into the subtitle: the second load of the
// same URL comes from the memory cache.
class NotificationService: UNNotificationServiceExtension {
    override func didReceive(_ request: UNNotificationRequest, withContentHandler contentHandler: @escaping (UNNotificationContent) -> Void) {
        let content = request.content.mutableCopy() as! UNMutableNotificationContent
        let url = URL(string: content.userInfo["image_url"] as? String ?? "")
        nonisolated(unsafe) let contentHandler = contentHandler
        DispatchQueue.main.async {
            let first = UIImageView(), second = UIImageView()
            first.sd_setImage(with: url, placeholderImage: nil) { image, error, cacheType, _ in
                let sdAnswer = image.map { "SDWebImage \(Int($0.size.width))x\(Int($0.size.height)) cache \(cacheType.rawValue)" }
                    ?? "SDWebImage failed: \(error.map { "\($0)" } ?? "?")"
                second.kf.setImage(with: url, placeholder: UIImage(systemName: "photo"), options: [.transition(.fade(0.2))]) { result in
                    switch result {
                    case let .success(value):
                        content.subtitle = "\(sdAnswer); Kingfisher \(Int(value.image.size.width)) cached \(value.cacheType.cached)"
                    case let .failure(error):
                        content.subtitle = "\(sdAnswer); Kingfisher failed: \(error)"
                    }
                    content.body = first.image == nil || second.image == nil ? "views empty" : "views show the image"
                    KF.url(url).placeholder(nil).fade(duration: 0.2)
                        .onSuccess { content.body += "; KF builder \(Int($0.image.size.height))" }
                        .onFailure { _ in content.body += "; KF builder failed" }
                        .set(to: UIImageView())
                    contentHandler(content)
                }
            }
        }
    }
}
