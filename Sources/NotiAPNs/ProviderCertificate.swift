import Foundation
import NotiCore
import SwiftASN1
import X509

/// What a provider's TLS client certificate allows, read as Apple issues push certificates: the app's bundle id in
/// the subject's UID, the topics it may push to in Apple's topics extension, and the APNs environments in Apple's
/// development and production extensions. docs/rules/endpoint.md#certificate-based-provider-authentication.
package struct ProviderCertificate: Sendable, Hashable {
    /// The subject's UID attribute (0.9.2342.19200300.100.1.1): the app's bundle id.
    static let userIDAttribute: ASN1ObjectIdentifier = [0, 9, 2342, 19200300, 100, 1, 1]
    /// Apple's "Apple Push Notification service SSL (Sandbox)" marker (1.2.840.113635.100.6.3.1).
    static let developmentExtension: ASN1ObjectIdentifier = [1, 2, 840, 113635, 100, 6, 3, 1]
    /// Apple's production marker (1.2.840.113635.100.6.3.2).
    static let productionExtension: ASN1ObjectIdentifier = [1, 2, 840, 113635, 100, 6, 3, 2]
    /// Apple's topics extension (1.2.840.113635.100.6.3.6): each topic as a UTF8String followed by a sequence naming
    /// its kind (`app`, `voip`, `complication`).
    static let topicsExtension: ASN1ObjectIdentifier = [1, 2, 840, 113635, 100, 6, 3, 6]

    /// The bundle id the certificate was issued for.
    package var bundleID: String
    /// The topics it may push to; a certificate without the topics extension allows its bundle id alone.
    package var topics: [String]
    /// The environments it may push to; a certificate with neither marker may push to none.
    package var environments: Set<PushEnvironment>
    /// Signed by notisim's CA and within its dates when presented: else every request is `403 BadCertificate`.
    package var isTrusted: Bool

    /// Reads `certificate`, trusted when `authority` signed it and it is valid at `now`; nil without a UID.
    package init?(_ certificate: Certificate, authority: Certificate?, now: Date) {
        let uid = certificate.subject.lazy.flatMap { $0 }.first { $0.type == Self.userIDAttribute }.flatMap { String($0.value) }
        guard let uid, !uid.isEmpty else { return nil }
        bundleID = uid
        var environments: Set<PushEnvironment> = []
        var topics: [String]?
        for entry in certificate.extensions {
            switch entry.oid {
            case Self.developmentExtension: environments.insert(.development)
            case Self.productionExtension: environments.insert(.production)
            case Self.topicsExtension: topics = Self.topics(in: entry.value)
            default: break
            }
        }
        self.environments = environments
        self.topics = topics ?? [uid]
        isTrusted = authority.map { $0.subject == certificate.issuer && $0.publicKey.isValidSignature(certificate.signature, for: certificate) } ?? false
            && certificate.notValidBefore <= now && now < certificate.notValidAfter
    }

    /// A certificate notisim cannot read as a push certificate: every request is `403 BadCertificate`.
    static let unreadable = ProviderCertificate(bundleID: "", topics: [], environments: [], isTrusted: false)

    private init(bundleID: String, topics: [String], environments: Set<PushEnvironment>, isTrusted: Bool) {
        self.bundleID = bundleID; self.topics = topics; self.environments = environments; self.isTrusted = isTrusted
    }

    /// The topics the extension's DER names; nil when it is not Apple's shape.
    package static func topics(in value: ArraySlice<UInt8>) -> [String]? {
        guard let root = try? DER.parse(value), case .constructed(let children) = root.content else { return nil }
        var topics: [String] = []
        for child in children where child.identifier == .utf8String {
            guard let text = try? ASN1UTF8String(derEncoded: child) else { return nil }
            topics.append(String(text))
        }
        return topics
    }

    /// The extensions Apple puts in a push certificate for `bundleID`: its topics (the app, `.voip`, `.complication`)
    /// and the environments' markers.
    static func appleExtensions(bundleID: String, environments: Set<PushEnvironment>) throws -> [Certificate.Extension] {
        var serializer = DER.Serializer()
        try serializer.appendConstructedNode(identifier: .sequence) { topics in
            for (topic, kind) in [(bundleID, "app"), (bundleID + ".voip", "voip"), (bundleID + ".complication", "complication")] {
                try topics.serialize(ASN1UTF8String(topic))
                try topics.appendConstructedNode(identifier: .sequence) { try $0.serialize(ASN1UTF8String(kind)) }
            }
        }
        var extensions = [Certificate.Extension(oid: topicsExtension, critical: false, value: ArraySlice(serializer.serializedBytes))]
        let null: ArraySlice<UInt8> = [0x05, 0x00]
        if environments.contains(.development) { extensions.append(Certificate.Extension(oid: developmentExtension, critical: false, value: null)) }
        if environments.contains(.production) { extensions.append(Certificate.Extension(oid: productionExtension, critical: false, value: null)) }
        return extensions
    }

    /// Why a request on a connection authenticated by this certificate is refused, or nil; `topic` as sent (nil when
    /// left out), `target` the environment the request's `:authority` names (nil: either).
    package func refusal(topic: String?, target: PushEnvironment?) -> APNsReason? {
        guard isTrusted else { return .badCertificate }
        if let target, !environments.contains(target) { return .badCertificateEnvironment }
        guard let topic else { return topics.count > 1 ? .missingTopic : nil }
        return topics.contains(topic) ? nil : .topicDisallowed
    }
}
