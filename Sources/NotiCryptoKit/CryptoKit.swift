// CryptoKit as an extension's `import CryptoKit` finds it (`-module-alias CryptoKit=NotiCryptoKit`): swift-crypto's
// `Crypto`, which declares CryptoKit's API under the same names (hashes, HMAC, AES-GCM, ChaChaPoly, HKDF, Curve25519,
// P-256/384/521, `SymmetricKey`, `Insecure.MD5`/`SHA1`) and runs BoringSSL's code where Apple's runs corecrypto.
// What Apple's CryptoKit has and swift-crypto does not (`SecureEnclave`, keys in the device's Secure Enclave) is absent
// here too, so an extension using it fails to build at that line (docs/rules/apple-frameworks.md#apple-frameworks-beyond-uikit).
@_exported import Crypto
