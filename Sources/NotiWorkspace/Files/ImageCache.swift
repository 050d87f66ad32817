import Foundation
import NotiCore
import NotiLayout

/// Decoded attachments kept between frames, so redrawing does not decode again.
///
/// Entries are keyed by path, file size and modification date (an edited file is decoded again);
/// at most `capacity` entries are kept, the least recently used leaving first. Safe to share across threads.
package final class ImageCache: @unchecked Sendable {
    private struct Key: Hashable { var path: String; var size: Int; var modified: Date? }

    private let lock = NSLock()
    private var entries: [Key: Result<RGBAImage, ImageDecodingError>] = [:]
    private var recency: [Key] = []
    package let capacity: Int

    package init(capacity: Int = 64) { self.capacity = max(1, capacity) }

    /// The decoded image (or the reason it cannot be shown), decoding at most once per file version.
    package func image(for attachment: NotificationAttachment) -> Result<RGBAImage, ImageDecodingError> {
        guard attachment.kind == .image else { return AttachmentFiles.loadImage(attachment) }
        let attributes = try? FileManager.default.attributesOfItem(atPath: attachment.path)
        let key = Key(path: attachment.path, size: (attributes?[.size] as? NSNumber)?.intValue ?? -1,
                      modified: attributes?[.modificationDate] as? Date)
        lock.lock()
        if let cached = entries[key] {
            recency.removeAll { $0 == key }
            recency.append(key)
            lock.unlock()
            return cached
        }
        lock.unlock()
        let decoded = AttachmentFiles.decodeImage(atPath: attachment.path)
        lock.lock()
        defer { lock.unlock() }
        entries[key] = decoded
        recency.removeAll { $0 == key }
        recency.append(key)
        while recency.count > capacity { entries[recency.removeFirst()] = nil }
        return decoded
    }

    /// Number of decoded files held.
    package var count: Int {
        lock.lock()
        defer { lock.unlock() }
        return entries.count
    }

    /// A loader for `RenderContext.loadImage` backed by this cache.
    package var loader: @Sendable (NotificationAttachment) -> Result<RGBAImage, ImageDecodingError> {
        { [self] attachment in image(for: attachment) }
    }
}
