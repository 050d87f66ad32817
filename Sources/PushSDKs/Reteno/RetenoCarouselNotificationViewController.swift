import NotiPushSDKSupport
import NotiUIKit
import NotiUserNotifications
import NotiUserNotificationsUI

/// Reteno's content extension, to subclass: shows the images the service extension attached to a Reteno push, one
/// at a time, moving to the next every 3 seconds; a push of category `ImageGif` shows its GIF
/// (docs/rules/push-sdks.md#reteno). *Decision:* notisim draws the current image alone, where the SDK scrolls a collection view.
open class RetenoCarouselNotificationViewController: UIViewController, UNNotificationContentExtension {
    private let imageView = UIImageView()
    private var images: [UIImage] = []
    private var shownIndex = 0
    private var carouselTimer: Timer?

    open override func viewDidLoad() {
        super.viewDidLoad()
        imageView.contentMode = .scaleAspectFit
        imageView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(imageView)
        NSLayoutConstraint.activate([
            imageView.topAnchor.constraint(equalTo: view.topAnchor), imageView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            imageView.leadingAnchor.constraint(equalTo: view.leadingAnchor), imageView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        ])
    }

    open override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        carouselTimer?.invalidate()
        carouselTimer = nil
    }

    /// Reads the attached images of a Reteno push (one with `es_interaction_id`) and starts the carousel.
    open func didReceive(_ notification: UNNotification) {
        let content = notification.request.content
        guard RetenoPush(content.userInfo) != nil else { return }
        images = content.attachments.compactMap { UIImage(contentsOfFile: $0.url.path) }
        guard let first = images.first else { return }
        loadViewIfNeeded()
        shownIndex = 0
        imageView.image = first
        carouselTimer?.invalidate()
        guard images.count > 1, content.categoryIdentifier != "ImageGif" else { return }
        carouselTimer = Timer.scheduledTimer(withTimeInterval: 3, repeats: true) { [weak self] _ in
            self?.showNext()
        }
    }

    private func showNext() {
        shownIndex = (shownIndex + 1) % images.count
        imageView.image = images[shownIndex]
    }
}
