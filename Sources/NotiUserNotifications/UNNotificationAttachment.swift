import NotiUniformTypeIdentifiers

/// A file shown with a notification (Apple's `UNNotificationAttachment`).
open class UNNotificationAttachment: NSObject, @unchecked Sendable {
    public let identifier: String
    public let url: URL
    /// The file's type identifier (UTI), from its extension, as iOS infers it when no type hint is given.
    public let type: String
    /// Whether the notification shows no thumbnail of the file (`UNNotificationAttachmentOptionsThumbnailHiddenKey`).
    package let thumbnailHidden: Bool
    /// The part of the image its thumbnail shows, in unit coordinates (`UNNotificationAttachmentOptionsThumbnailClippingRectKey`).
    package let thumbnailClippingRect: CGRect?
    /// The second of a movie its thumbnail shows (`UNNotificationAttachmentOptionsThumbnailTimeKey`).
    package let thumbnailTime: Double?

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
        thumbnailHidden = Self.number(options?[UNNotificationAttachmentOptionsThumbnailHiddenKey]).map { $0 != 0 } ?? false
        thumbnailClippingRect = Self.rect(options?[UNNotificationAttachmentOptionsThumbnailClippingRectKey])
        thumbnailTime = Self.number(options?[UNNotificationAttachmentOptionsThumbnailTimeKey])
        super.init()
    }

    /// An option's number: a Bool, any integer or floating-point value, or an NSNumber.
    private static func number(_ value: Any?) -> Double? {
        switch value {
        case let flag as Bool: flag ? 1 : 0
        case let number as Double: number
        case let number as Int: Double(number)
        case let number as CGFloat: Double(number)
        case let number as NSNumber: number.doubleValue
        default: nil
        }
    }

    /// The clipping rectangle option: a `CGRect`, or its dictionary representation (`X`, `Y`, `Width`, `Height`, as
    /// `CGRectCreateDictionaryRepresentation` writes it).
    private static func rect(_ value: Any?) -> CGRect? {
        if let rect = value as? CGRect { return rect }
        guard let dictionary = value as? [AnyHashable: Any], let x = number(dictionary["X"]), let y = number(dictionary["Y"]),
              let width = number(dictionary["Width"]), let height = number(dictionary["Height"]) else { return nil }
        return CGRect(x: x, y: y, width: width, height: height)
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
/// The options key hiding an attachment's thumbnail (a Boolean).
public let UNNotificationAttachmentOptionsThumbnailHiddenKey = "UNNotificationAttachmentOptionsThumbnailHiddenKey"
/// The options key giving the part of an image its thumbnail shows, in unit coordinates.
public let UNNotificationAttachmentOptionsThumbnailClippingRectKey = "UNNotificationAttachmentOptionsThumbnailClippingRectKey"
/// The options key giving the second of a movie its thumbnail shows.
public let UNNotificationAttachmentOptionsThumbnailTimeKey = "UNNotificationAttachmentOptionsThumbnailTimeKey"

extension URL {
    /// Whether the file may be read; on Linux every readable file may, so this reports readability.
    public func startAccessingSecurityScopedResource() -> Bool {
        isFileURL && FileManager.default.isReadableFile(atPath: path)
    }

    /// Ends access begun by `startAccessingSecurityScopedResource()`; nothing to release on Linux.
    public func stopAccessingSecurityScopedResource() {}
}
