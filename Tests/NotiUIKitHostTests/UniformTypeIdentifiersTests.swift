import MobileCoreServices
import Testing
import UniformTypeIdentifiers

/// The facts of notisim's one table of uniform types, read in-process through UTType, MobileCoreServices' constants
/// and attachment type inference (docs/rules/apple-frameworks.md#apple-frameworks-beyond-uikit).
@Suite("Uniform types: one table of identifiers, filename extensions, MIME types and parents")
struct UniformTypeIdentifiersTests {
    @Test("UTType's static types have Apple's identifiers, preferred filename extensions and MIME types")
    func staticTypesHaveApplesFacts() {
        let facts: [(UTType, String, String?, String?)] = [
            (.png, "public.png", "png", "image/png"), (.jpeg, "public.jpeg", "jpeg", "image/jpeg"), (.gif, "com.compuserve.gif", "gif", "image/gif"),
            (.heic, "public.heic", "heic", "image/heic"), (.mpeg4Movie, "public.mpeg-4", "mp4", "video/mp4"),
            (.quickTimeMovie, "com.apple.quicktime-movie", "mov", "video/quicktime"), (.mp3, "public.mp3", "mp3", "audio/mpeg"),
            (.mpeg4Audio, "public.mpeg-4-audio", "m4a", "audio/mp4"), (.wav, "com.microsoft.waveform-audio", "wav", "audio/vnd.wave"),
            (.aiff, "public.aiff-audio", "aiff", "audio/aiff"), (.plainText, "public.plain-text", "txt", "text/plain"),
            (.json, "public.json", "json", "application/json"), (.image, "public.image", nil, nil), (.movie, "public.movie", nil, nil),
            (.audio, "public.audio", nil, nil), (.data, "public.data", nil, nil), (.text, "public.text", nil, nil), (.url, "public.url", nil, nil),
            (.fileURL, "public.file-url", nil, nil), (.item, "public.item", nil, nil), (.content, "public.content", nil, nil),
        ]
        for (type, identifier, filenameExtension, mimeType) in facts {
            #expect(type.identifier == identifier)
            #expect(type.preferredFilenameExtension == filenameExtension, "\(identifier)")
            #expect(type.preferredMIMEType == mimeType, "\(identifier)")
            #expect(UTType(identifier) == type && UTType(identifier.uppercased()) == type)
        }
    }

    @Test("A type conforms to itself and its parents' chain: supertypes are every ancestor, not the type itself")
    func conformanceFollowsParents() {
        #expect(UTType.png.conforms(to: .image) && UTType.png.conforms(to: .data) && UTType.png.conforms(to: .item) && UTType.png.conforms(to: .content))
        #expect(UTType.png.conforms(to: .png) && !UTType.png.conforms(to: .movie))
        #expect(UTType.heic.supertypes == [.heif, .image, .data, .item, .content])
        #expect(UTType.mpeg4Audio.conforms(to: .audio) && UTType.mpeg4Audio.conforms(to: .mpeg4Movie))
        #expect(UTType.fileURL.conforms(to: .url) && UTType.json.conforms(to: .text) && !UTType.json.conforms(to: .plainText))
        #expect(UTType.image.isSupertype(of: .gif) && UTType.gif.isSubtype(of: .image) && !UTType.gif.isSubtype(of: .gif))
    }

    @Test("UTType from a filename extension or MIME type ignores case; one the table lacks is a dynamic type conforming to data, and an empty one is nil")
    func tagsGiveDeclaredOrDynamicTypes() throws {
        #expect(UTType(filenameExtension: "JPG") == .jpeg && UTType(mimeType: "image/JPEG") == .jpeg)
        #expect(UTType(filenameExtension: "m4a")?.identifier == "com.apple.m4a-audio")
        #expect(UTType(filenameExtension: "mp4", conformingTo: .audio) == nil || UTType(filenameExtension: "mp4", conformingTo: .audio)?.isDynamic == true)
        let unknown = try #require(UTType(filenameExtension: "xyz"))
        #expect(unknown.isDynamic && unknown.identifier.hasPrefix("dyn.") && unknown.preferredFilenameExtension == "xyz")
        #expect(unknown.preferredMIMEType == nil && unknown.conforms(to: .data) && !unknown.conforms(to: .image))
        #expect(UTType("com.example.unknown") == nil && UTType(filenameExtension: "") == nil && UTType(mimeType: "") == nil)
    }

    @Test("MobileCoreServices' kUTType constants are the table's identifiers, usable as String")
    func mobileCoreServicesConstants() {
        #expect([kUTTypePNG, kUTTypeJPEG, kUTTypeGIF, kUTTypeImage, kUTTypeMPEG4, kUTTypeQuickTimeMovie, kUTTypeMovie, kUTTypeMP3, kUTTypeAudio,
                 kUTTypeURL, kUTTypePlainText, kUTTypeData] as [String]
                == ["public.png", "public.jpeg", "com.compuserve.gif", "public.image", "public.mpeg-4", "com.apple.quicktime-movie", "public.movie",
                    "public.mp3", "public.audio", "public.url", "public.plain-text", "public.data"])
    }
}
