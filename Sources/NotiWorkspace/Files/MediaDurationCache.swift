import Foundation
import NotiCore
import NotiLayout

/// Lengths of audio and movie attachments read once per file version (path, size and modification date), so
/// redrawing a row does not read the file again. Safe to share across threads.
package final class MediaDurationCache: @unchecked Sendable {
    private struct Key: Hashable { var path: String; var size: Int; var modified: Date? }

    /// The cache the app and `notisim render` pass as `RenderContext.mediaDuration`.
    package static let shared = MediaDurationCache()
    private let entries = LockedState<[Key: Double?]>([:])
    private let capacity = 64

    /// Seconds of the attachment's media, or nil when the file is missing, too large for its kind, or not understood.
    package func duration(of attachment: NotificationAttachment) -> Double? {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: attachment.path),
              attributes[.type] as? FileAttributeType == .typeRegular,
              let size = (attributes[.size] as? NSNumber)?.intValue, size <= attachment.kind.maximumBytes else { return nil }
        let key = Key(path: attachment.path, size: size, modified: attributes[.modificationDate] as? Date)
        if let cached = entries.withLock({ $0[key] }) { return cached }
        let seconds = FileManager.default.contents(atPath: attachment.path).flatMap { MediaDuration.seconds(of: [UInt8]($0)) }
        entries.withLock { entries in
            if entries.count >= capacity { entries.removeAll() }
            entries[key] = seconds
        }
        return seconds
    }
}
