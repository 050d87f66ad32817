/// The algorithm a Compression call uses (Apple's `compression_algorithm`, a C enum Swift sees as a struct over its
/// raw value). notisim has zlib only: `COMPRESSION_ZLIB` is declared; LZFSE, LZ4, LZMA and Brotli are not, so an
/// extension naming one fails to build at its line (docs/rules/apple-frameworks.md#compression).
public struct compression_algorithm: RawRepresentable, Hashable, Sendable {
    /// The C enum's value, Apple's numbering.
    public var rawValue: UInt32

    /// The algorithm whose C value is `rawValue`.
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// The algorithm whose C value is `rawValue`, as Swift's imported C enums are also made.
    public init(_ rawValue: UInt32) { self.rawValue = rawValue }
}

/// Raw DEFLATE (RFC 1951) at zlib's default level: no zlib header and no checksum, as Apple's `COMPRESSION_ZLIB`.
public let COMPRESSION_ZLIB = compression_algorithm(rawValue: 0x205)
