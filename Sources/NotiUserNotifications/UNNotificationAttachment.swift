import NotiUniformTypeIdentifiers

/// A file shown with a notification (Apple's `UNNotificationAttachment`).
open class UNNotificationAttachment: NSObject, @unchecked Sendable {
    public let identifier: String
    public let url: URL
    /// The file's type identifier (UTI), from its extension, as iOS infers it when no type hint is given.
    public let type: String

    /// An attachment of the file at `url`. Throws, as iOS does, when it is not a readable file or its type is not
    /// one iOS attaches (known from the file extension or the type hint option; a download's `.tmp` file is not).
    public init(identifier: String, url URL: URL, options: [AnyHashable: Any]? = nil) throws {
        guard URL.isFileURL, FileManager.default.isReadableFile(atPath: URL.path) else {
            throw CocoaError(.fileReadNoSuchFile, userInfo: [NSFilePathErrorKey: URL.path])
        }
        let hint = options?[UNNotificationAttachmentOptionsTypeHintKey] as? String
        guard let type = hint ?? Self.typeIdentifier(ofFilenameExtension: URL.pathExtension) else {
            throw CocoaError(.fileReadCorruptFile, userInfo: [NSFilePathErrorKey: URL.path,
                                                             NSLocalizedDescriptionKey: "Unrecognized attachment file type"])
        }
        self.identifier = identifier.isEmpty ? UUID().uuidString : identifier
        self.url = URL
        self.type = type
        super.init()
    }

    /// The type identifier of an attachment file ending in `filenameExtension`: the declared type it names (the table
    /// `UTType` reads) when that is an image, audio or movie, the kinds iOS attaches; nil otherwise.
    package static func typeIdentifier(ofFilenameExtension filenameExtension: String) -> String? {
        attachableKinds.lazy.compactMap { DeclaredType.withFilenameExtension(filenameExtension, conformingTo: $0)?.identifier }.first
    }

    /// The preferred filename extension of an attachable type a server names by `mimeType`; nil for any other.
    package static func filenameExtension(ofMIMEType mimeType: String) -> String? {
        attachableKinds.lazy.compactMap { DeclaredType.withMIMEType(mimeType, conformingTo: $0)?.filenameExtensions.first }.first
    }

    /// The kinds of file iOS attaches.
    private static let attachableKinds = ["public.image", "public.audio", "public.movie"]
}

/// The options key giving an attachment's type identifier.
public let UNNotificationAttachmentOptionsTypeHintKey = "UNNotificationAttachmentOptionsTypeHintKey"

extension URL {
    /// Whether the file may be read; on Linux every readable file may, so this reports readability.
    public func startAccessingSecurityScopedResource() -> Bool {
        isFileURL && FileManager.default.isReadableFile(atPath: path)
    }

    /// Ends access begun by `startAccessingSecurityScopedResource()`; nothing to release on Linux.
    public func stopAccessingSecurityScopedResource() {}
}
