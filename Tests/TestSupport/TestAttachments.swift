import Foundation
import NotiCore
import NotiLayout

/// The attachment loaders tests give `RenderContext` (layout reads no file): fixture files read whole and decoded,
/// without the app's cache or size checks.
package enum TestAttachments {
    /// An image attachment's file decoded; audio and movies have no picture.
    package static let loadImage: @Sendable (NotificationAttachment) -> Result<RGBAImage, ImageDecodingError> = { attachment in
        guard attachment.kind == .image else { return .failure(RenderContext.noPicture(attachment)) }
        let name = URL(fileURLWithPath: attachment.path).lastPathComponent
        guard let data = FileManager.default.contents(atPath: attachment.path) else {
            return .failure(ImageDecodingError("\(name): cannot read the file"))
        }
        return ImageDecoder.decode([UInt8](data), named: name)
    }

    /// Seconds of an audio or movie attachment's file, nil when it cannot be read or understood.
    package static let mediaDuration: @Sendable (NotificationAttachment) -> Double? = { attachment in
        FileManager.default.contents(atPath: attachment.path).flatMap { MediaDuration.seconds(of: [UInt8]($0)) }
    }
}
