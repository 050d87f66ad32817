import NotiDispatch
import NotiUIKit

/// Fetches a template's images as the SDK does, with `URLSession` (a file: URL is read from disk), and shows each
/// in its image view on the main queue once it arrives; one that cannot be fetched or decoded leaves the view empty.
@MainActor
enum TemplateImageLoader {
    static func load(_ url: URL, into imageView: UIImageView) {
        if url.isFileURL {
            imageView.image = FileManager.default.contents(atPath: url.path).flatMap(UIImage.init(data:))
            return
        }
        URLSession.shared.dataTask(with: url) { data, _, _ in
            guard let data else { return }
            DispatchQueue.main.async {
                MainActor.assumeIsolated { imageView.image = UIImage(data: data) }
            }
        }.resume()
    }
}
