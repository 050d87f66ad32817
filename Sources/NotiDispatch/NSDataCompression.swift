import Foundation
internal import CZlib

extension NSData {
    /// The algorithms of `compressed(using:)` and `decompressed(using:)` (Foundation's `NSData.CompressionAlgorithm`,
    /// iOS 13). Only `.zlib` works in notisim; the others throw, with an event log line (docs/rules/apple-frameworks.md#compression).
    public enum CompressionAlgorithm: Int, Sendable {
        case lzfse = 0
        case lz4 = 1
        case lzma = 2
        case zlib = 3
    }

    /// The bytes compressed as raw DEFLATE (RFC 1951) for `.zlib`; throws `CocoaError` 5376 (compression failed) for
    /// another algorithm.
    public func compressed(using algorithm: CompressionAlgorithm) throws -> Self {
        try Self.requireZlib(algorithm, failure: 5376)
        let source = [UInt8](self as Data)
        var capacity = source.count + source.count / 1000 + 64
        while true {
            var output = [UInt8](repeating: 0, count: capacity)
            let written = notisim_raw_deflate(&output, capacity, source, source.count)
            if written > 0 { return try Self.holding(Data(output[..<written]), failure: 5376) }
            capacity *= 2
        }
    }

    /// The raw DEFLATE bytes decompressed for `.zlib`; throws `CocoaError` 5377 (decompression failed) for bytes that
    /// are not raw DEFLATE (a zlib-wrapped stream is not) or another algorithm.
    public func decompressed(using algorithm: CompressionAlgorithm) throws -> Self {
        try Self.requireZlib(algorithm, failure: 5377)
        let source = [UInt8](self as Data)
        var capacity = Swift.max(source.count * 4, 1024)
        while !source.isEmpty {
            var output = [UInt8](repeating: 0, count: capacity)
            let written = notisim_raw_inflate(&output, capacity, source, source.count)
            if written == 0 { break }
            if written < capacity { return try Self.holding(Data(output[..<written]), failure: 5377) }
            capacity *= 2
        }
        throw CocoaError(CocoaError.Code(rawValue: 5377))
    }

    /// `bytes` as the receiver's class: NSData or NSMutableData (a class of the extension's own throws `failure`).
    private static func holding(_ bytes: Data, failure code: Int) throws -> Self {
        let made: NSData = self is NSMutableData.Type ? NSMutableData(data: bytes) : NSData(data: bytes)
        guard let result = made as? Self else { throw CocoaError(CocoaError.Code(rawValue: code)) }
        return result
    }

    private static func requireZlib(_ algorithm: CompressionAlgorithm, failure code: Int) throws {
        guard algorithm != .zlib else { return }
        ExtensionLog.write(subsystem: "Compression", "NSData.CompressionAlgorithm.\(algorithm) is not available in notisim (zlib only); throwing")
        throw CocoaError(CocoaError.Code(rawValue: code))
    }
}
