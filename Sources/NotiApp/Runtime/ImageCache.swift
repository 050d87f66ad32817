import Foundation
import NotiCore
import NotiLayout
import Synchronization

/// Decodes each attachment image once; frames then reuse it.
public final class ImageCache: Sendable {
    private let images = Mutex<[String: Result<RGBAImage, ImageDecodingError>]>([:])

    public init() {}

    /// The loader to hand to the layout engine.
    public var loader: @Sendable (NotificationAttachment) -> Result<RGBAImage, ImageDecodingError> {
        { [self] attachment in
            if let cached = images.withLock({ $0[attachment.path] }) { return cached }
            let decoded = RenderContext.decodeAttachment(attachment)
            images.withLock { $0[attachment.path] = decoded }
            return decoded
        }
    }
}
