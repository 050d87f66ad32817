import UIKit
import UserNotifications
import UserNotificationsUI
import ImageIO

/// A content extension that shows a downsampled thumbnail of the attached photo, made with ImageIO as apps do to save
/// memory, and describes the attached GIF's frames from their properties.
class NotificationViewController: UIViewController, UNNotificationContentExtension {
    let imageView = UIImageView()
    let photoInfo = UILabel()
    let gifInfo = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        imageView.frame = CGRect(x: 0, y: 0, width: 160, height: 64)
        imageView.contentMode = .scaleAspectFit
        photoInfo.frame = CGRect(x: 0, y: 64, width: 320, height: 16)
        gifInfo.frame = CGRect(x: 0, y: 80, width: 320, height: 16)
        [imageView, photoInfo, gifInfo].forEach(view.addSubview)
    }

    func didReceive(_ notification: UNNotification) {
        for attachment in notification.request.content.attachments {
            switch attachment.identifier {
            case "photo": showThumbnail(of: attachment.url)
            case "animation": describeFrames(of: attachment.url)
            default: break
            }
        }
    }

    private func showThumbnail(of url: URL) {
        guard let source = CGImageSourceCreateWithURL(url as CFURL, nil) else {
            photoInfo.text = "unreadable"
            return
        }
        let options = [kCGImageSourceCreateThumbnailFromImageAlways: true,
                       kCGImageSourceThumbnailMaxPixelSize: 8,
                       kCGImageSourceCreateThumbnailWithTransform: true,
                       kCGImageSourceShouldCacheImmediately: true] as CFDictionary
        let properties = CGImageSourceCopyPropertiesAtIndex(source, 0, nil) as? [CFString: Any]
        let width = properties?[kCGImagePropertyPixelWidth] as? Int ?? 0
        let height = properties?[kCGImagePropertyPixelHeight] as? Int ?? 0
        guard let thumbnail = CGImageSourceCreateThumbnailAtIndex(source, 0, options) else {
            photoInfo.text = "no thumbnail"
            return
        }
        imageView.image = UIImage(cgImage: thumbnail)
        let embeddedOnly = CGImageSourceCreateThumbnailAtIndex(source, 0, nil) == nil ? "no embedded" : "embedded"
        photoInfo.text = "\(CGImageSourceGetType(source) ?? "?") \(width)x\(height) thumb \(thumbnail.width)x\(thumbnail.height) \(embeddedOnly)"
    }

    private func describeFrames(of url: URL) {
        guard let data = try? Data(contentsOf: url), let source = CGImageSourceCreateWithData(data as CFData, nil) else { return }
        let count = CGImageSourceGetCount(source)
        let delays = (0..<count).map { index -> String in
            let properties = CGImageSourceCopyPropertiesAtIndex(source, index, nil) as? [CFString: Any]
            let gif = properties?[kCGImagePropertyGIFDictionary] as? [CFString: Any]
            let delay = gif?[kCGImagePropertyGIFDelayTime] as? Double ?? -1
            let unclamped = (gif?[kCGImagePropertyGIFUnclampedDelayTime] as? NSNumber)?.doubleValue ?? -1
            return String(format: "%.2f/%.2f", delay, unclamped)
        }
        let file = CGImageSourceCopyProperties(source, nil) as? [CFString: Any]
        let loops = (file?[kCGImagePropertyGIFDictionary] as? [CFString: Any])?[kCGImagePropertyGIFLoopCount] as? Int ?? -1
        let frame = CGImageSourceCreateImageAtIndex(source, count - 1, nil)
        gifInfo.text = "\(count) frames \(delays.joined(separator: " ")) loop \(loops) last \(frame?.width ?? 0)x\(frame?.height ?? 0)"
            + (CGImageSourceCreateImageAtIndex(source, count, nil) == nil ? " end" : "")
    }
}
