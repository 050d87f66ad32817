/// Why a payload file could not be read; each message names the file.
package struct PayloadFileError: Error, Sendable, Hashable, CustomStringConvertible {
    package enum Reason: Sendable, Hashable {
        case missing
        case directory
        case notARegularFile
        /// The file's size in bytes, over `PayloadFile.maximumBytes`.
        case tooLarge(Int)
        /// The system's explanation (from `errno`).
        case unreadable(String)
    }

    package var path: String
    package var reason: Reason

    package init(path: String, reason: Reason) {
        self.path = path
        self.reason = reason
    }

    /// The reason alone, for a line that already names the file.
    package var message: String {
        switch reason {
        case .missing: return "no such file"
        case .directory: return "is a directory, not a payload file"
        case .notARegularFile: return "not a regular file (a device, pipe or socket); not read"
        case .tooLarge(let size):
            return "the file is \(PayloadFile.describeSize(size)), over the \(PayloadFile.describeSize(PayloadFile.maximumBytes)) "
                + "limit for payload files (APNs takes at most \(PushType.voip.payloadLimit) bytes); not read"
        case .unreadable(let why): return "can't be read: \(why)"
        }
    }

    /// `big.apns: the file is 100.0 MB, over the 1.0 MB limit …`.
    package var description: String { "\(path): \(message)" }

    /// The error as a diagnostic without a key path (the caller prints the file name in front).
    package var diagnostic: Diagnostic { .error("", message) }
}

/// The kind of payload file, told by its extension.
package enum PayloadFileKind: String, Sendable, Hashable {
    /// A simctl file (`.apns`), which may name its app in `"Simulator Target Bundle"`.
    case simulatorPush = "apns"
    /// A plain JSON payload (`.json` or any other name).
    case json
}

/// Everything `notisim validate` needs about one payload file.
package struct PayloadFileReport: Sendable, Hashable {
    package var path: String
    package var kind: PayloadFileKind
    /// The decoded payload; nil when the file could not be read.
    package var decoded: DecodedPayload?
    /// The read error or the payload's diagnostics.
    package var diagnostics: [Diagnostic]
}

/// Payload files (`.apns`, `.json`): their size limit and what tells them apart. Reading one is NotiWorkspace's
/// (`PayloadFile.read(path:)`); this module only decodes the bytes read.
package enum PayloadFile {
    /// Largest file read; anything bigger is refused from its size alone.
    package static let maximumBytes = 1 << 20

    /// Whether a parsed document looks like a push payload (an object with `aps`), for telling file kinds apart by content.
    package static func looksLikePayload(_ json: JSONValue) -> Bool { json["aps"] != nil }

    /// `512 bytes`, `1.0 MB`, `100.0 MB` (MB = 2^20 bytes).
    static func describeSize(_ bytes: Int) -> String {
        guard bytes >= 1 << 20 else { return bytes >= 1 << 10 ? "\(bytes / 1024) KB" : "\(bytes) bytes" }
        let tenths = (bytes * 10) >> 20
        return "\(tenths / 10).\(tenths % 10) MB"
    }
}

extension PayloadFileReport {
    /// The report on a payload file at `path` from what reading it gave: its decoded bytes with their diagnostics, or
    /// the read error. The push type is the one the payload will be sent with.
    package init(path: String, read: Result<[UInt8], PayloadFileError>, pushType: PushType = .alert, strings: [String: String]? = nil) {
        let kind: PayloadFileKind = path.lowercased().hasSuffix(".apns") ? .simulatorPush : .json
        switch read {
        case .failure(let error):
            self.init(path: path, kind: kind, decoded: nil, diagnostics: [error.diagnostic])
        case .success(let bytes):
            let decoded = PayloadDecoder.decode(bytes, pushType: pushType, strings: strings)
            self.init(path: path, kind: kind, decoded: decoded, diagnostics: decoded.diagnostics)
        }
    }
}
