import Crypto
import Foundation
import NotiCryptoKitOriginals

// A sealed box whose tag does not match its key, nonce, ciphertext and authenticated data: Apple's CryptoKit throws
// `CryptoKitError.authenticationFailure` ("the authentication tag or signature is incorrect"), swift-crypto's BoringSSL
// backend `.underlyingCoreCryptoError(error:)`. These `open`s shadow swift-crypto's (same signatures, in a module that
// imports it), so an extension's `catch CryptoKitError.authenticationFailure` is taken as on iOS.

extension AES.GCM {
    /// Opens `sealedBox` with `key`; throws `CryptoKitError.authenticationFailure` when its tag does not match.
    public static func open(_ sealedBox: SealedBox, using key: SymmetricKey) throws -> Data {
        try failingAuthenticationAsOnIOS { try SwiftCryptoOpen.aesGCM(sealedBox, using: key, authenticating: Data()) }
    }

    /// Opens `sealedBox` with `key` and `authenticatedData`; throws `CryptoKitError.authenticationFailure` when its tag
    /// does not match.
    public static func open<AuthenticatedData: DataProtocol>(_ sealedBox: SealedBox, using key: SymmetricKey,
                                                             authenticating authenticatedData: AuthenticatedData) throws -> Data {
        try failingAuthenticationAsOnIOS { try SwiftCryptoOpen.aesGCM(sealedBox, using: key, authenticating: authenticatedData) }
    }
}

extension ChaChaPoly {
    /// Opens `sealedBox` with `key`; throws `CryptoKitError.authenticationFailure` when its tag does not match.
    public static func open(_ sealedBox: SealedBox, using key: SymmetricKey) throws -> Data {
        try failingAuthenticationAsOnIOS { try SwiftCryptoOpen.chaChaPoly(sealedBox, using: key, authenticating: Data()) }
    }

    /// Opens `sealedBox` with `key` and `authenticatedData`; throws `CryptoKitError.authenticationFailure` when its tag
    /// does not match.
    public static func open<AuthenticatedData: DataProtocol>(_ sealedBox: SealedBox, using key: SymmetricKey,
                                                             authenticating authenticatedData: AuthenticatedData) throws -> Data {
        try failingAuthenticationAsOnIOS { try SwiftCryptoOpen.chaChaPoly(sealedBox, using: key, authenticating: authenticatedData) }
    }
}

/// What `open` returns, with BoringSSL's failure to open (a tag that does not match: every other mistake is caught by
/// swift-crypto before BoringSSL is asked) thrown as CryptoKit's `authenticationFailure`.
private func failingAuthenticationAsOnIOS(_ open: () throws -> Data) throws -> Data {
    do {
        return try open()
    } catch CryptoKitError.underlyingCoreCryptoError {
        throw CryptoKitError.authenticationFailure
    }
}
