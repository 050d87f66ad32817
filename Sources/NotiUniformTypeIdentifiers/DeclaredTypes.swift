/// The system-declared uniform types notisim knows, as Apple's documentation of `UTType`'s core types gives them:
/// identifier, filename extensions and MIME types (the first of each preferred) and the types each directly conforms
/// to. The one table of these facts in notisim: `UTType`, MobileCoreServices' `kUTType…` constants and
/// `UNNotificationAttachment`'s type inference all read it.
package struct DeclaredType: Sendable {
    package let identifier: String
    package let filenameExtensions: [String]
    package let mimeTypes: [String]
    package let parents: [String]

    /// Every declared type. Where two share a filename extension (`m4a`), the first listed is the one the extension
    /// names, as on iOS.
    package static let all: [DeclaredType] = [
        DeclaredType("public.item"),
        DeclaredType("public.content"),
        DeclaredType("public.data", parents: ["public.item"]),
        DeclaredType("public.image", parents: ["public.data", "public.content"]),
        DeclaredType("public.png", ["png"], ["image/png"], parents: ["public.image"]),
        DeclaredType("public.jpeg", ["jpeg", "jpg", "jpe"], ["image/jpeg", "image/jpg"], parents: ["public.image"]),
        DeclaredType("com.compuserve.gif", ["gif"], ["image/gif"], parents: ["public.image"]),
        DeclaredType("public.heif-standard", ["heif"], ["image/heif"], parents: ["public.image"]),
        DeclaredType("public.heic", ["heic"], ["image/heic"], parents: ["public.heif-standard"]),
        DeclaredType("public.audiovisual-content", parents: ["public.data", "public.content"]),
        DeclaredType("public.movie", parents: ["public.audiovisual-content"]),
        DeclaredType("public.video", parents: ["public.movie"]),
        DeclaredType("public.audio", parents: ["public.audiovisual-content"]),
        DeclaredType("public.mpeg-4", ["mp4", "mpeg4"], ["video/mp4", "video/mpeg4"], parents: ["public.movie"]),
        DeclaredType("com.apple.quicktime-movie", ["mov", "qt"], ["video/quicktime"], parents: ["public.movie"]),
        DeclaredType("com.apple.m4v-video", ["m4v"], ["video/x-m4v"], parents: ["public.movie"]),
        DeclaredType("public.mp3", ["mp3"], ["audio/mpeg", "audio/mp3", "audio/mpeg3", "audio/x-mpeg-3"], parents: ["public.audio"]),
        DeclaredType("com.apple.m4a-audio", ["m4a"], ["audio/x-m4a"], parents: ["public.mpeg-4-audio"]),
        DeclaredType("public.mpeg-4-audio", ["m4a", "m4b"], ["audio/mp4", "audio/mpeg4"], parents: ["public.mpeg-4", "public.audio"]),
        DeclaredType("com.microsoft.waveform-audio", ["wav", "wave"], ["audio/vnd.wave", "audio/wav", "audio/wave", "audio/x-wav"], parents: ["public.audio"]),
        DeclaredType("public.aiff-audio", ["aiff", "aif"], ["audio/aiff", "audio/x-aiff"], parents: ["public.audio"]),
        DeclaredType("public.text", parents: ["public.data", "public.content"]),
        DeclaredType("public.plain-text", ["txt", "text"], ["text/plain"], parents: ["public.text"]),
        DeclaredType("public.json", ["json"], ["application/json"], parents: ["public.text"]),
        DeclaredType("public.url", parents: ["public.data"]),
        DeclaredType("public.file-url", parents: ["public.url"]),
    ]

    init(_ identifier: String, _ filenameExtensions: [String] = [], _ mimeTypes: [String] = [], parents: [String] = []) {
        self.identifier = identifier; self.filenameExtensions = filenameExtensions; self.mimeTypes = mimeTypes; self.parents = parents
    }

    /// The declared type `identifier` names (compared as iOS does, ignoring case).
    package static func named(_ identifier: String) -> DeclaredType? {
        byIdentifier[identifier.lowercased()]
    }

    /// The first declared type whose filename extensions hold `filenameExtension` (ignoring case) and that conforms to
    /// `supertype`.
    package static func withFilenameExtension(_ filenameExtension: String, conformingTo supertype: String = "public.data") -> DeclaredType? {
        let wanted = filenameExtension.lowercased()
        return all.first { $0.filenameExtensions.contains(wanted) && $0.conforms(to: supertype) }
    }

    /// The first declared type whose MIME types hold `mimeType` (ignoring case) and that conforms to `supertype`.
    package static func withMIMEType(_ mimeType: String, conformingTo supertype: String = "public.data") -> DeclaredType? {
        let wanted = mimeType.lowercased()
        return all.first { $0.mimeTypes.contains(wanted) && $0.conforms(to: supertype) }
    }

    /// Every type this one conforms to through its parents, not itself.
    package var ancestors: Set<String> {
        var found: Set<String> = []
        var pending = parents
        while let next = pending.popLast() {
            guard found.insert(next).inserted else { continue }
            pending += Self.named(next)?.parents ?? []
        }
        return found
    }

    /// Whether this type is `identifier` or conforms to it through its parents.
    package func conforms(to identifier: String) -> Bool {
        let wanted = identifier.lowercased()
        return self.identifier == wanted || ancestors.contains(wanted)
    }

    private static let byIdentifier = Dictionary(uniqueKeysWithValues: all.map { ($0.identifier, $0) })
}
