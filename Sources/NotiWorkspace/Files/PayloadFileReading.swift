#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import NotiCore

/// Reads payload files (`.apns`, `.json`) safely: the size is checked with `stat` before a byte is read, and
/// directories, devices, pipes and missing or unreadable files give a clear error instead of a crash or a hang.
extension PayloadFile {
    /// The file's bytes, or why they can't be had.
    package static func read(path: String) -> Result<[UInt8], PayloadFileError> {
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
    package static func validate(path: String, pushType: PushType = .alert, strings: [String: String]? = nil) -> PayloadFileReport {
        PayloadFileReport(path: path, read: read(path: path), pushType: pushType, strings: strings)
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
