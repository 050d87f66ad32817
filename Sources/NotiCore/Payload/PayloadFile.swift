#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Why a payload file could not be read; each message names the file.
public struct PayloadFileError: Error, Sendable, Hashable, CustomStringConvertible {
    public enum Reason: Sendable, Hashable {
        case missing
        case directory
        case notARegularFile
        /// The file's size in bytes, over `PayloadFile.maximumBytes`.
        case tooLarge(Int)
        /// The system's explanation (from `errno`).
        case unreadable(String)
    }

    public var path: String
    public var reason: Reason

    public init(path: String, reason: Reason) {
        self.path = path
        self.reason = reason
    }

    /// The reason alone, for a line that already names the file.
    public var message: String {
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
    public var description: String { "\(path): \(message)" }

    /// The error as a diagnostic without a key path (the caller prints the file name in front).
    public var diagnostic: Diagnostic { .error("", message) }
}

/// The kind of payload file, told by its extension.
public enum PayloadFileKind: String, Sendable, Hashable {
    /// A simctl file (`.apns`), which may name its app in `"Simulator Target Bundle"`.
    case simulatorPush = "apns"
    /// A plain JSON payload (`.json` or any other name).
    case json
}

/// Everything `notisim validate` needs about one payload file.
public struct PayloadFileReport: Sendable, Hashable {
    public var path: String
    public var kind: PayloadFileKind
    /// The decoded payload; nil when the file could not be read.
    public var decoded: DecodedPayload?
    /// The read error or the payload's diagnostics.
    public var diagnostics: [Diagnostic]
}

/// Reads payload files (`.apns`, `.json`) safely: the size is checked with `stat` before a byte is read, and
/// directories, devices, pipes and missing or unreadable files give a clear error instead of a crash or a hang.
public enum PayloadFile {
    /// Largest file read; anything bigger is refused from its size alone.
    public static let maximumBytes = 1 << 20

    /// The file's bytes, or why they can't be had.
    public static func read(path: String) -> Result<[UInt8], PayloadFileError> {
        func failure(_ reason: PayloadFileError.Reason) -> Result<[UInt8], PayloadFileError> {
            .failure(PayloadFileError(path: path, reason: reason))
        }
        var info = stat()
        guard stat(path, &info) == 0 else { return failure(errno == ENOENT ? .missing : .unreadable(systemMessage(errno))) }
        switch info.st_mode & S_IFMT {
        case S_IFDIR: return failure(.directory)
        case S_IFREG: break
        default: return failure(.notARegularFile)
        }
        guard Int(info.st_size) <= maximumBytes else { return failure(.tooLarge(Int(info.st_size))) }
        let descriptor = open(path, O_RDONLY | O_NONBLOCK)
        guard descriptor >= 0 else { return failure(.unreadable(systemMessage(errno))) }
        defer { close(descriptor) }
        // Read in chunks and stop one chunk past the limit, so a file that grew after `stat` is still refused.
        var bytes: [UInt8] = []
        bytes.reserveCapacity(Int(info.st_size))
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while bytes.count <= maximumBytes {
            let count = chunk.withUnsafeMutableBytes { buffer in
                buffer.baseAddress.map { Glue.read(descriptor, $0, buffer.count) } ?? 0
            }
            if count < 0 {
                if errno == EINTR { continue }
                return failure(.unreadable(systemMessage(errno)))
            }
            if count == 0 { break }
            bytes.append(contentsOf: chunk[0..<count])
        }
        guard bytes.count <= maximumBytes else { return failure(.tooLarge(bytes.count)) }
        return .success(bytes)
    }

    /// Reads and decodes a payload file; the push type is the one the payload will be sent with.
    public static func validate(path: String, pushType: PushType = .alert, strings: [String: String]? = nil) -> PayloadFileReport {
        let kind: PayloadFileKind = path.lowercased().hasSuffix(".apns") ? .simulatorPush : .json
        switch read(path: path) {
        case .failure(let error):
            return PayloadFileReport(path: path, kind: kind, decoded: nil, diagnostics: [error.diagnostic])
        case .success(let bytes):
            let decoded = PayloadDecoder.decode(bytes, pushType: pushType, strings: strings)
            return PayloadFileReport(path: path, kind: kind, decoded: decoded, diagnostics: decoded.diagnostics)
        }
    }

    /// Whether a parsed document looks like a push payload (an object with `aps`), for telling file kinds apart by content.
    public static func looksLikePayload(_ json: JSONValue) -> Bool { json["aps"] != nil }

    /// `512 bytes`, `1.0 MB`, `100.0 MB` (MB = 2^20 bytes).
    static func describeSize(_ bytes: Int) -> String {
        guard bytes >= 1 << 20 else { return bytes >= 1 << 10 ? "\(bytes / 1024) KB" : "\(bytes) bytes" }
        let tenths = (bytes * 10) >> 20
        return "\(tenths / 10).\(tenths % 10) MB"
    }

    private static func systemMessage(_ code: Int32) -> String {
        guard let text = strerror(code) else { return "error \(code)" }
        return String(cString: text)
    }
}

/// The C library's `read`, named apart from `PayloadFile.read`.
private enum Glue {
    static func read(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
        #if canImport(Glibc)
        return Glibc.read(descriptor, buffer, count)
        #elseif canImport(Musl)
        return Musl.read(descriptor, buffer, count)
        #else
        return Darwin.read(descriptor, buffer, count)
        #endif
    }
}
