import Foundation
import NotiCore
import NotiLayout

/// Resolves paths written in `workspace.json` against the workspace folder and checks the files they name.
struct WorkspaceFiles {
    let root: URL
    let sink: DiagnosticSink

    /// Folder in which named sounds are looked up (the app bundle's sounds).
    static let soundsFolder = "sounds"

    /// File extensions iOS accepts per attachment kind (docs/rules/requests.md#attachments).
    static let attachmentExtensions: [(AttachmentKind, Set<String>)] = [
        (.image, ["png", "jpg", "jpeg", "gif"]),
        (.audio, ["aiff", "aif", "wav", "mp3", "m4a"]),
        (.movie, ["mp4", "mpeg", "mpg", "mpeg2", "avi"]),
    ]

    /// The `assetCatalogs` of `reader` (a content extension's, an app's) resolved in the workspace folder; a member
    /// that is not a folder is an error naming it.
    func assetCatalogs(_ reader: ObjectReader) -> [String] {
        var catalogs: [String] = []
        for element in reader.array("assetCatalogs") ?? [] {
            guard let relative = element.value.stringValue else {
                sink.error(element.path, "expected the path of an .xcassets folder, got \(element.value.messageDescription)")
                continue
            }
            var isFolder: ObjCBool = false
            let url = resolve(relative)
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), isFolder.boolValue else {
                sink.error(element.path, "\"\(relative)\" is not a folder (an asset catalog is a .xcassets folder)")
                continue
            }
            catalogs.append(url.path)
        }
        return catalogs
    }

    /// The absolute URL of a path relative to the workspace folder (absolute paths are kept).
    func resolve(_ relative: String) -> URL {
        relative.hasPrefix("/") ? URL(fileURLWithPath: relative) : root.appendingPathComponent(relative).standardizedFileURL
    }

    /// Size in bytes of a regular file, or nil when there is none.
    static func regularFileSize(_ url: URL) -> Int? {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: url.path),
              attributes[.type] as? FileAttributeType == .typeRegular else { return nil }
        return (attributes[.size] as? Int) ?? 0
    }

    /// The resolved file, or nil with an error naming it when it does not exist.
    func existingFile(_ relative: String, path: String, what: String) -> URL? {
        let url = resolve(relative)
        guard Self.regularFileSize(url) != nil else {
            sink.error(path, "\(what) \"\(relative)\" does not exist (looked for \(url.path))")
            return nil
        }
        return url
    }

    /// A named sound: a warning when `sounds/NAME` is missing or longer than iOS plays, because iOS then plays the
    /// default sound.
    func checkSound(_ name: String, path: String) {
        let url = resolve(Self.soundsFolder).appendingPathComponent(name)
        if Self.regularFileSize(url) == nil {
            sink.warning(path, "sound \"\(name)\" is not in \(Self.soundsFolder)/; iOS plays the default sound instead")
        } else if let seconds = Self.soundSeconds(url), seconds > NotificationSound.longestNamedSound {
            sink.warning(path, "sound \"\(name)\" is \((seconds * 10).rounded() / 10) s long; iOS plays the default sound instead of one over 30 s")
        }
    }

    /// Sound files larger than this are not read for their length (a notification sound is a few hundred kilobytes).
    static let soundFileLimit = 16 << 20

    /// The length of each file in `sounds/` whose format is understood, by file name.
    func soundLengths() -> [String: Double] {
        let folder = resolve(Self.soundsFolder)
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return [:] }
        var lengths: [String: Double] = [:]
        for name in names {
            if let seconds = Self.soundSeconds(folder.appendingPathComponent(name)) { lengths[name] = seconds }
        }
        return lengths
    }

    /// The length of a sound file, or nil when it is missing, too large to read or not understood.
    private static func soundSeconds(_ url: URL) -> Double? {
        guard let size = regularFileSize(url), size <= soundFileLimit, let data = FileManager.default.contents(atPath: url.path) else { return nil }
        return MediaDuration.seconds(of: [UInt8](data))
    }

    /// An attachment file: must exist, have a supported type and fit its kind's size limit.
    func attachment(_ relative: String, path: String) -> (path: String, kind: AttachmentKind)? {
        guard let url = existingFile(relative, path: path, what: "attachment") else { return nil }
        let fileExtension = url.pathExtension.lowercased()
        guard let kind = Self.attachmentExtensions.first(where: { $0.1.contains(fileExtension) })?.0 else {
            sink.error(path, "\"\(relative)\" is not a supported attachment type (images: PNG, JPEG, GIF; audio: AIFF, WAV, MP3, M4A; movies: MPEG, MPEG-2, MP4, AVI)")
            return nil
        }
        if let size = Self.regularFileSize(url), size > kind.maximumBytes {
            sink.error(path, "\"\(relative)\" is \(size) bytes; iOS refuses \(kind.rawValue) attachments over \(kind.maximumBytes) bytes")
            return nil
        }
        return (url.path, kind)
    }
}
