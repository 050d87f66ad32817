import Crypto
import Foundation

// CommonCrypto's one-shot digests as an extension's `import CommonCrypto` finds them
// (`-module-alias CommonCrypto=NotiCommonCrypto`), with the signatures Swift gives Apple's C functions, computed by
// swift-crypto (docs/rules/apple-frameworks.md#apple-frameworks-beyond-uikit).

/// The length type of CommonCrypto's digest functions (`uint32_t` in Apple's header).
public typealias CC_LONG = UInt32

/// The length in bytes of an MD5 digest.
public let CC_MD5_DIGEST_LENGTH: Int32 = 16
/// The length in bytes of a SHA-1 digest.
public let CC_SHA1_DIGEST_LENGTH: Int32 = 20
/// The length in bytes of a SHA-256 digest.
public let CC_SHA256_DIGEST_LENGTH: Int32 = 32
/// The length in bytes of a SHA-384 digest.
public let CC_SHA384_DIGEST_LENGTH: Int32 = 48
/// The length in bytes of a SHA-512 digest.
public let CC_SHA512_DIGEST_LENGTH: Int32 = 64

/// Writes the MD5 digest of `len` bytes at `data` to the 16 bytes at `md`, and returns `md`.
public func CC_MD5(_ data: UnsafeRawPointer!, _ len: CC_LONG, _ md: UnsafeMutablePointer<UInt8>!) -> UnsafeMutablePointer<UInt8>! {
    write(Insecure.MD5.self, data, len, md)
}

/// Writes the SHA-1 digest of `len` bytes at `data` to the 20 bytes at `md`, and returns `md`.
public func CC_SHA1(_ data: UnsafeRawPointer!, _ len: CC_LONG, _ md: UnsafeMutablePointer<UInt8>!) -> UnsafeMutablePointer<UInt8>! {
    write(Insecure.SHA1.self, data, len, md)
}

/// Writes the SHA-256 digest of `len` bytes at `data` to the 32 bytes at `md`, and returns `md`.
public func CC_SHA256(_ data: UnsafeRawPointer!, _ len: CC_LONG, _ md: UnsafeMutablePointer<UInt8>!) -> UnsafeMutablePointer<UInt8>! {
    write(SHA256.self, data, len, md)
}

/// Writes the SHA-384 digest of `len` bytes at `data` to the 48 bytes at `md`, and returns `md`.
public func CC_SHA384(_ data: UnsafeRawPointer!, _ len: CC_LONG, _ md: UnsafeMutablePointer<UInt8>!) -> UnsafeMutablePointer<UInt8>! {
    write(SHA384.self, data, len, md)
}

/// Writes the SHA-512 digest of `len` bytes at `data` to the 64 bytes at `md`, and returns `md`.
public func CC_SHA512(_ data: UnsafeRawPointer!, _ len: CC_LONG, _ md: UnsafeMutablePointer<UInt8>!) -> UnsafeMutablePointer<UInt8>! {
    write(SHA512.self, data, len, md)
}

/// Hashes `len` bytes at `data` (none when `data` is nil) with `function` and copies the digest to `md`.
private func write<Function: HashFunction>(_ function: Function.Type, _ data: UnsafeRawPointer?, _ len: CC_LONG,
                                           _ md: UnsafeMutablePointer<UInt8>?) -> UnsafeMutablePointer<UInt8>? {
    let digest = Function.hash(data: UnsafeRawBufferPointer(start: data, count: data == nil ? 0 : Int(len)))
    guard let md else { return nil }
    for (offset, byte) in digest.enumerated() { md[offset] = byte }
    return md
}
