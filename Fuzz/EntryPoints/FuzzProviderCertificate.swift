import Foundation
import NotiAPNs
import X509

/// A provider's client certificate (DER), as the endpoint reads it after the TLS handshake: the certificate, then
/// Apple's UID, topics and environment extensions, trusted or not against a CA; and the same bytes as the topics
/// extension's value alone. docs/rules/endpoint.md#certificate-based-provider-authentication.
public func fuzzProviderCertificate(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = FuzzInput.bytes(data, size)
    let now = Date(timeIntervalSince1970: 1_700_000_000)
    if let certificate = try? Certificate(derEncoded: bytes),
       let read = ProviderCertificate(certificate, authority: certificate, now: now) {
        _ = read.refusal(topic: read.topics.first, target: read.environments.first)
        _ = read.refusal(topic: nil, target: nil)
    }
    _ = ProviderCertificate.topics(in: bytes[...])
    return 0
}
