import NotiCore
import NotiLayout

/// How the view reads attachment files it draws — an image's pixels, a sound's or movie's length — which the pure
/// core cannot: the runner passes readers backed by its caches, a test its own.
package struct AttachmentReaders: Sendable {
    /// An attachment's image, decoded.
    package var image: @Sendable (NotificationAttachment) -> Result<RGBAImage, ImageDecodingError>
    /// An audio or movie attachment's length in seconds; nil when it cannot be told.
    package var mediaDuration: @Sendable (NotificationAttachment) -> Double?

    package init(image: @escaping @Sendable (NotificationAttachment) -> Result<RGBAImage, ImageDecodingError>,
                 mediaDuration: @escaping @Sendable (NotificationAttachment) -> Double?) {
        self.image = image; self.mediaDuration = mediaDuration
    }
}
