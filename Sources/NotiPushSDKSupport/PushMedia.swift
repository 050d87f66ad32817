import NotiDispatch
import NotiUserNotifications

/// How push SDKs turn the media URL their payload names into an attachment (docs/rules/push-sdks.md#push-sdks-in-extensions):
/// fetched with `URLSession` as the SDKs do (http and https for real, file: read from disk), written to a file whose
/// extension says its type, and attached with `UNNotificationAttachment`'s own checks. A fetch that fails, or a file
/// iOS does not attach, leaves the content as it was; the SDK's log line says why.
package enum PushMedia {
    /// A kind of media an SDK's payload may name, for files whose URL and server do not say what they are.
    package enum Kind: String, Sendable {
        case image, gif, audio, video
    }

    /// What fetching and attaching gave.
    package enum Outcome: Sendable {
        case attached(UNNotificationAttachment)
        case failed(String)
    }

    /// Fetches `url` and makes it an attachment named `identifier`; `completion` is called once, on any thread.
    package static func attachment(from url: URL, identifier: String = "", kind: Kind? = nil,
                                   completion: @escaping @Sendable (Outcome) -> Void) {
        guard let scheme = url.scheme?.lowercased(), ["http", "https", "file"].contains(scheme) else {
            completion(.failed("\(url.absoluteString): not an http, https or file URL"))
            return
        }
        if url.isFileURL {
            guard let data = FileManager.default.contents(atPath: url.path) else {
                completion(.failed("\(url.path): no such file"))
                return
            }
            completion(attach(data, from: url, mimeType: nil, identifier: identifier, kind: kind))
            return
        }
        URLSession.shared.dataTask(with: url) { data, response, error in
            if let error {
                completion(.failed("\(url.absoluteString): \(error.localizedDescription)"))
            } else if let status = (response as? HTTPURLResponse)?.statusCode, !(200..<300).contains(status) {
                completion(.failed("\(url.absoluteString): HTTP status \(status)"))
            } else if let data, !data.isEmpty {
                completion(attach(data, from: url, mimeType: response?.mimeType, identifier: identifier, kind: kind))
            } else {
                completion(.failed("\(url.absoluteString): an empty response"))
            }
        }.resume()
    }

    /// Writes `data` to a file named for its type and attaches it.
    static func attach(_ data: Data, from url: URL, mimeType: String?, identifier: String, kind: Kind?) -> Outcome {
        guard let fileExtension = fileExtension(of: data, url: url, mimeType: mimeType, kind: kind) else {
            return .failed("\(url.absoluteString): not a type iOS attaches (neither its name, its MIME type nor its first bytes say)")
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("notisim-push-media", isDirectory: true)
        let file = folder.appendingPathComponent("\(UUID().uuidString).\(fileExtension)")
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try data.write(to: file)
            return .attached(try UNNotificationAttachment(identifier: identifier, url: file, options: nil))
        } catch {
            return .failed("\(url.absoluteString): \(error.localizedDescription)")
        }
    }

    /// The file extension the media is saved under: the URL's own when iOS attaches files of that extension, else the
    /// server's MIME type's (both from the table `UTType` reads), else what its first bytes are, else what the payload
    /// said the media is.
    static func fileExtension(of data: Data, url: URL, mimeType: String?, kind: Kind?) -> String? {
        let own = url.pathExtension.lowercased()
        if UNNotificationAttachment.typeIdentifier(ofFilenameExtension: own) != nil { return own }
        if let mimeType, let known = UNNotificationAttachment.filenameExtension(ofMIMEType: mimeType) { return known }
        if let sniffed = sniff(data) { return sniffed }
        switch kind {
        case .gif?: return "gif"
        case .audio?: return "mp3"
        case .video?: return "mp4"
        case .image?, nil: return nil
        }
    }

    /// The type the first bytes give away: PNG, JPEG and GIF signatures, an MP4/QuickTime `ftyp` box, and MP3's ID3
    /// tag or frame sync (checked after JPEG, whose signature also starts with 0xFF).
    static func sniff(_ data: Data) -> String? {
        let head = [UInt8](data.prefix(12))
        if head.starts(with: [0x89, 0x50, 0x4E, 0x47]) { return "png" }
        if head.starts(with: [0xFF, 0xD8, 0xFF]) { return "jpg" }
        if head.starts(with: Array("GIF8".utf8)) { return "gif" }
        if head.count >= 8, Array(head[4..<8]) == Array("ftyp".utf8) { return "mp4" }
        if head.starts(with: Array("ID3".utf8)) || (head.count >= 2 && head[0] == 0xFF && head[1] & 0xE0 == 0xE0) { return "mp3" }
        return nil
    }
}

extension PushMedia {
    /// Whether `url` names this machine (`localhost`, `127.0.0.1`, `::1`): where notisim's users and tests serve
    /// media over plain http in place of an SDK's https CDN.
    package static func isLoopback(_ url: URL) -> Bool {
        guard let host = url.host?.lowercased() else { return false }
        return host == "localhost" || host == "127.0.0.1" || host == "::1" || host == "[::1]"
    }
}
