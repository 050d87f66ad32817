import Crypto
import Foundation

/// swift-crypto's own AEAD `open`s under names of their own: NotiCryptoKit declares `open`s with the same signatures
/// (which shadow swift-crypto's for an extension's code, and for NotiCryptoKit's own), and calls these.
package enum SwiftCryptoOpen {
    /// `AES.GCM.open(_:using:authenticating:)` as swift-crypto declares it.
    package static func aesGCM(_ sealedBox: AES.GCM.SealedBox, using key: SymmetricKey, authenticating authenticatedData: some DataProtocol)
        throws -> Data {
        try AES.GCM.open(sealedBox, using: key, authenticating: authenticatedData)
    }

    /// `ChaChaPoly.open(_:using:authenticating:)` as swift-crypto declares it.
    package static func chaChaPoly(_ sealedBox: ChaChaPoly.SealedBox, using key: SymmetricKey, authenticating authenticatedData: some DataProtocol)
        throws -> Data {
        try ChaChaPoly.open(sealedBox, using: key, authenticating: authenticatedData)
    }
}
