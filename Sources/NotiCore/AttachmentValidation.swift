/// What the system can learn about an attachment file without the core touching the file system.
package struct AttachmentFileFacts: Sendable, Hashable {
    /// Size in bytes.
    package var size: Int
    /// The first bytes of the file (at least 16 when the file is that long).
    package var head: [UInt8]
    package init(size: Int, head: [UInt8]) { self.size = size; self.head = head }
}

/// Looks attachment files up; the app layer reads the disk, tests pass facts in.
package typealias AttachmentInspector = @Sendable (_ path: String) -> AttachmentFileFacts?

/// The error codes of UNErrorDomain that `add` can fail with.
package enum NotificationErrorCode: Int, Sendable, Hashable {
    case notificationsNotAllowed = 1
    case attachmentInvalidURL = 100
    case attachmentUnrecognizedType = 101
    case attachmentInvalidFileSize = 102
    case attachmentNotInDataStore = 103
    case attachmentMoveIntoDataStoreFailed = 104
    case attachmentCorrupt = 105
    case notificationInvalidNoDate = 1400
    case notificationInvalidNoContent = 1401
}

/// Why an attachment is refused.
package struct AttachmentError: Error, Sendable, Hashable, CustomStringConvertible {
    package var code: NotificationErrorCode
    package var identifier: String
    package var path: String
    package var reason: String
    package var description: String { "attachment \"\(identifier)\" (\(path)): \(reason) (UNErrorDomain \(code.rawValue))" }
}

/// A recognised media format with its kind.
package struct MediaFormat: Sendable, Hashable {
    package var kind: AttachmentKind
    /// A uniform type identifier, e.g. `public.png`.
    package var uti: String
}

/// Recognises the formats iOS accepts for attachments by their leading bytes (docs/rules/requests.md#attachments).
package func detectMediaFormat(head: [UInt8]) -> MediaFormat? {
    func starts(_ bytes: [UInt8], at offset: Int = 0) -> Bool {
        head.count >= offset + bytes.count && Array(head[offset..<(offset + bytes.count)]) == bytes
    }
    func ascii(_ text: String, at offset: Int = 0) -> Bool { starts(Array(text.utf8), at: offset) }
    if starts([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return MediaFormat(kind: .image, uti: "public.png") }
    if starts([0xFF, 0xD8, 0xFF]) { return MediaFormat(kind: .image, uti: "public.jpeg") }
    if ascii("GIF87a") || ascii("GIF89a") { return MediaFormat(kind: .image, uti: "com.compuserve.gif") }
    if ascii("FORM") && (ascii("AIFF", at: 8) || ascii("AIFC", at: 8)) { return MediaFormat(kind: .audio, uti: "public.aiff-audio") }
    if ascii("RIFF") && ascii("WAVE", at: 8) { return MediaFormat(kind: .audio, uti: "com.microsoft.waveform-audio") }
    if ascii("RIFF") && ascii("AVI ", at: 8) { return MediaFormat(kind: .movie, uti: "public.avi") }
    if ascii("ID3") || (head.count >= 2 && head[0] == 0xFF && head[1] & 0xE0 == 0xE0) { return MediaFormat(kind: .audio, uti: "public.mp3") }
    if ascii("ftyp", at: 4) {
        if ascii("M4A ", at: 8) { return MediaFormat(kind: .audio, uti: "public.mpeg-4-audio") }
        return MediaFormat(kind: .movie, uti: "public.mpeg-4")
    }
    if starts([0x00, 0x00, 0x01, 0xBA]) || starts([0x00, 0x00, 0x01, 0xB3]) { return MediaFormat(kind: .movie, uti: "public.mpeg") }
    return nil
}

private let knownExtensions: [String: AttachmentKind] = [
    "png": .image, "jpg": .image, "jpeg": .image, "gif": .image,
    "aif": .audio, "aiff": .audio, "wav": .audio, "mp3": .audio, "m4a": .audio,
    "mp4": .movie, "m4v": .movie, "mpg": .movie, "mpeg": .movie, "avi": .movie,
]

/// Checks one attachment the way `UNNotificationAttachment(identifier:url:options:)` does, returning it with its kind and type filled in.
package func validateAttachment(_ attachment: NotificationAttachment, inspect: AttachmentInspector) -> Result<NotificationAttachment, AttachmentError> {
    func fail(_ code: NotificationErrorCode, _ reason: String) -> Result<NotificationAttachment, AttachmentError> {
        .failure(AttachmentError(code: code, identifier: attachment.identifier, path: attachment.path, reason: reason))
    }
    guard !attachment.path.isEmpty else { return fail(.attachmentInvalidURL, "no file given") }
    guard let facts = inspect(attachment.path) else { return fail(.attachmentInvalidURL, "file not found or unreadable") }
    guard facts.size > 0 else { return fail(.attachmentCorrupt, "the file is empty") }
    let fileExtension = attachment.path.split(separator: ".").last.map { $0.lowercased() } ?? ""
    guard let format = detectMediaFormat(head: facts.head) else {
        if knownExtensions[fileExtension] != nil {
            return fail(.attachmentCorrupt, "the contents are not a valid .\(fileExtension) file")
        }
        return fail(.attachmentUnrecognizedType, "not an image (JPEG, GIF, PNG), audio (AIFF, WAV, MP3, M4A) or movie (MPEG, MPEG-2, MP4, AVI) file")
    }
    guard facts.size <= format.kind.maximumBytes else {
        return fail(.attachmentInvalidFileSize, "\(facts.size) bytes is over the \(format.kind.maximumBytes / 1_000_000) MB limit for \(format.kind.rawValue) attachments")
    }
    var checked = attachment
    checked.kind = format.kind
    checked.thumbnailClippingRect = attachment.thumbnailClippingRect.clampedToUnitSquare()
    if checked.typeHint == nil { checked.typeHint = format.uti }
    return .success(checked)
}

extension UnitRect {
    /// The part of this rectangle inside the unit square; the whole square when nothing of it is inside.
    package func clampedToUnitSquare() -> UnitRect {
        let minX = min(max(x, 0), 1), minY = min(max(y, 0), 1)
        let maxX = min(max(x + width, 0), 1), maxY = min(max(y + height, 0), 1)
        guard maxX > minX, maxY > minY else { return .full }
        return UnitRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
