import Foundation
import UserNotifications
import Compression

/// A service extension that receives its message compressed, as chat apps send large payloads: a base64 field of
/// raw DEFLATE bytes decoded with compression_decode_buffer into the body, and a round trip through NSData's
/// compressed(using:) and decompressed(using:) into the subtitle.
class NotificationService: UNNotificationServiceExtension {
    override func didReceive(_ request: UNNotificationRequest, withContentHandler contentHandler: @escaping (UNNotificationContent) -> Void) {
        guard let content = request.content.mutableCopy() as? UNMutableNotificationContent else { return contentHandler(request.content) }
        let packed = Data(base64Encoded: request.content.userInfo["z"] as? String ?? "") ?? Data()
        content.body = Self.inflate(packed).flatMap { String(data: $0, encoding: .utf8) } ?? "undecodable"
        let wrapped = Data(base64Encoded: request.content.userInfo["zlib_wrapped"] as? String ?? "") ?? Data()
        content.title = Self.inflate(wrapped) == nil ? "wrapped refused" : "wrapped decoded"

        let original = Data(String(repeating: "notification ", count: 40).utf8)
        var parts: [String] = []
        if let small = try? (original as NSData).compressed(using: .zlib),
           let back = try? small.decompressed(using: .zlib) as Data {
            parts.append(back == original && small.length < original.count ? "round trip" : "round trip differs")
        }
        do {
            _ = try (original as NSData).compressed(using: .lzfse)
            parts.append("lzfse compressed")
        } catch {
            parts.append("lzfse threw")
        }
        let bound = original.count + 64
        var buffer = [UInt8](repeating: 0, count: bound)
        let encoded = original.withUnsafeBytes { source in
            compression_encode_buffer(&buffer, bound, source.bindMemory(to: UInt8.self).baseAddress!, original.count, nil, COMPRESSION_ZLIB)
        }
        var tiny = [UInt8](repeating: 0, count: 4)
        let tooSmall = original.withUnsafeBytes { source in
            compression_encode_buffer(&tiny, 4, source.bindMemory(to: UInt8.self).baseAddress!, original.count, nil, COMPRESSION_ZLIB)
        }
        parts.append("encoded \(encoded > 0 && encoded < original.count) too small \(tooSmall)")
        content.subtitle = parts.joined(separator: ", ")
        contentHandler(content)
    }

    /// The bytes decoded as COMPRESSION_ZLIB into a buffer eight times their size; nil when nothing decodes.
    static func inflate(_ data: Data) -> Data? {
        let capacity = max(data.count * 8, 1024)
        let destination = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
        defer { destination.deallocate() }
        let decoded = data.withUnsafeBytes { source -> Int in
            guard let base = source.bindMemory(to: UInt8.self).baseAddress else { return 0 }
            return compression_decode_buffer(destination, capacity, base, data.count, nil, COMPRESSION_ZLIB)
        }
        return decoded > 0 ? Data(bytes: destination, count: decoded) : nil
    }
}
