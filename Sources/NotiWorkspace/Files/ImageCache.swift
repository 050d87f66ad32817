import Foundation
import NotiCore
import NotiLayout

/// Decoded attachments kept between frames, so redrawing does not decode again.
///
/// Entries are keyed by path, file size and modification date (an edited file is decoded again);
/// at most `capacity` entries are kept, the least recently used leaving first. Safe to share across threads.
package final class ImageCache: @unchecked Sendable {
    private struct Key: Hashable { var path: String; var size: Int; var modified: Date? }

    /// The decoded files and their keys from the least to the most recently used.
    private struct Entries {
        var byKey: [Key: Result<RGBAImage, ImageDecodingError>] = [:]
        var recency: [Key] = []

        /// Marks `key` as the most recently used.
        mutating func touch(_ key: Key) {
            recency.removeAll { $0 == key }
            recency.append(key)
        }
    }

    private let entries = LockedState(Entries())
    package let capacity: Int

    package init(capacity: Int = 64) { self.capacity = max(1, capacity) }

    /// The decoded image (or the reason it cannot be shown), decoding at most once per file version.
    package func image(for attachment: NotificationAttachment) -> Result<RGBAImage, ImageDecodingError> {
        guard attachment.kind == .image else { return AttachmentFiles.loadImage(attachment) }
        let attributes = try? FileManager.default.attributesOfItem(atPath: attachment.path)
        let key = Key(path: attachment.path, size: (attributes?[.size] as? NSNumber)?.intValue ?? -1,
                      modified: attributes?[.modificationDate] as? Date)
        let cached = entries.withLock { entries in
            entries.byKey[key].map { image in entries.touch(key); return image }
        }
        if let cached { return cached }
        let decoded = AttachmentFiles.decodeImage(atPath: attachment.path)
        entries.withLock { entries in
            entries.byKey[key] = decoded
            entries.touch(key)
            while entries.recency.count > capacity { entries.byKey[entries.recency.removeFirst()] = nil }
        }
        return decoded
    }

    /// Number of decoded files held.
    package var count: Int {
        entries.withLock { $0.byKey.count }
    }

    /// A loader for `RenderContext.loadImage` backed by this cache.
    package var loader: @Sendable (NotificationAttachment) -> Result<RGBAImage, ImageDecodingError> {
        { [self] attachment in image(for: attachment) }
    }
}
