import Crypto
import Foundation
import NotiCore
import SwiftASN1
import X509

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The endpoint's TLS identity: a local CA and a server certificate it signed, both P-256, kept as PEM files in a state
/// directory (`ca.pem`, `ca-key.pem`, `server.pem`, `server-key.pem`; keys mode 0600) and reused on later starts.
package struct CertificateStore: Sendable {
    /// The CA certificate clients should trust.
    package var caCertificatePath: String
    /// The server certificate (PEM).
    package var serverCertificatePath: String
    /// The server's private key (PEM, PKCS#8).
    package var serverKeyPath: String
    /// The server certificate followed by nothing else (the CA is the trust anchor).
    package var serverCertificatePEM: String
    /// The server private key PEM.
    package var serverKeyPEM: String

    /// Names every server certificate covers besides the bind host: the loopback names, and the Google API hosts the
    /// FCM endpoint answers for when a client reaches it as its HTTPS proxy (docs/rules/fcm.md#pointing-a-firebase-sdk-at-notisim).
    package static let defaultHosts = ["localhost", "127.0.0.1", "::1", "fcm.googleapis.com", "iid.googleapis.com", "oauth2.googleapis.com"]

    /// Loads the CA and server certificate from `directory`, creating what is missing. The server certificate is
    /// issued again when it does not cover every host in `hosts` (plus the defaults) or is not valid at `now`.
    package static func loadOrCreate(directory: String, hosts: [String], now: Date) throws(CertificateStoreError) -> CertificateStore {
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            throw CertificateStoreError(reason: "\(directory): cannot create the state directory (\(error.localizedDescription))")
        }
        let paths = Paths(directory: directory)
        let authority = try loadOrCreateAuthority(paths: paths, now: now)
        let wanted = Self.defaultHosts + hosts.filter { !Self.defaultHosts.contains($0) && !$0.isEmpty }
        if let existing = try? loadServer(paths: paths), covers(existing.certificate, hosts: wanted, now: now) {
            return CertificateStore(paths: paths, certificatePEM: existing.certificatePEM, keyPEM: existing.keyPEM)
        }
        let key = P256.Signing.PrivateKey()
        let certificate: Certificate
        do {
            certificate = try issueServerCertificate(key: key, hosts: wanted, authority: authority, now: now)
        } catch {
            throw CertificateStoreError(reason: "cannot issue the server certificate (\(error))")
        }
        let certificatePEM = try pemString(of: certificate)
        try write(certificatePEM, to: paths.serverCertificate, privateFile: false)
        try write(key.pemRepresentation, to: paths.serverKey, privateFile: true)
        return CertificateStore(paths: paths, certificatePEM: certificatePEM, keyPEM: key.pemRepresentation)
    }

    /// The CA certificate (PEM), the trust anchor of the provider certificates the endpoint accepts.
    package var caCertificatePEM: String {
        (try? Self.read(caCertificatePath)) ?? ""
    }

    /// A provider certificate for `bundleID` issued by this store's CA, in Apple's shape (subject UID, topics and
    /// environment extensions), valid a year from `now`: the certificate and its P-256 key, both PEM.
    /// docs/rules/endpoint.md#certificate-based-provider-authentication.
    package static func issueProviderCertificate(
        directory: String, bundleID: String, environments: Set<PushEnvironment>, now: Date
    ) throws(CertificateStoreError) -> (certificatePEM: String, keyPEM: String) {
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            throw CertificateStoreError(reason: "\(directory): cannot create the state directory (\(error.localizedDescription))")
        }
        let authority = try loadOrCreateAuthority(paths: Paths(directory: directory), now: now)
        let key = P256.Signing.PrivateKey()
        let names = environments.count == 2 ? "Apple Push Services" : environments.contains(.development) ? "Apple Development IOS Push Services" : "Apple Production IOS Push Services"
        do {
            let subject = try DistinguishedName([
                RelativeDistinguishedName.Attribute(type: ProviderCertificate.userIDAttribute, utf8String: bundleID),
                RelativeDistinguishedName.Attribute(type: .RDNAttributeType.commonName, utf8String: "\(names): \(bundleID)"),
                RelativeDistinguishedName.Attribute(type: .RDNAttributeType.organizationName, utf8String: "notisim test provider"),
            ])
            let publicKey = Certificate.PublicKey(key.publicKey)
            var extensions = try Certificate.Extensions {
                Critical(BasicConstraints.notCertificateAuthority)
                Critical(KeyUsage(digitalSignature: true))
                try ExtendedKeyUsage([.clientAuth])
                SubjectKeyIdentifier(hash: publicKey)
            }
            for apple in try ProviderCertificate.appleExtensions(bundleID: bundleID, environments: environments) {
                try extensions.append(apple)
            }
            let certificate = try Certificate(
                version: .v3, serialNumber: Certificate.SerialNumber(), publicKey: publicKey,
                notValidBefore: now.addingTimeInterval(-3600), notValidAfter: now.addingTimeInterval(365 * 86400),
                issuer: authority.certificate.subject, subject: subject, signatureAlgorithm: .ecdsaWithSHA256,
                extensions: extensions, issuerPrivateKey: Certificate.PrivateKey(authority.key))
            return (try pemString(of: certificate), key.pemRepresentation)
        } catch let error as CertificateStoreError {
            throw error
        } catch {
            throw CertificateStoreError(reason: "cannot issue a provider certificate for \(bundleID) (\(error))")
        }
    }

    private init(paths: Paths, certificatePEM: String, keyPEM: String) {
        self.caCertificatePath = paths.caCertificate
        self.serverCertificatePath = paths.serverCertificate
        self.serverKeyPath = paths.serverKey
        self.serverCertificatePEM = certificatePEM
        self.serverKeyPEM = keyPEM
    }

    private struct Paths {
        var caCertificate, caKey, serverCertificate, serverKey: String
        init(directory: String) {
            let base = URL(fileURLWithPath: directory)
            caCertificate = base.appendingPathComponent("ca.pem").path
            caKey = base.appendingPathComponent("ca-key.pem").path
            serverCertificate = base.appendingPathComponent("server.pem").path
            serverKey = base.appendingPathComponent("server-key.pem").path
        }
    }

    private struct Authority {
        var certificate: Certificate
        var key: P256.Signing.PrivateKey
    }

    private static func loadOrCreateAuthority(paths: Paths, now: Date) throws(CertificateStoreError) -> Authority {
        let manager = FileManager.default
        if manager.fileExists(atPath: paths.caCertificate) || manager.fileExists(atPath: paths.caKey) {
            let certificateText = try read(paths.caCertificate)
            let keyText = try read(paths.caKey)
            do {
                return Authority(
                    certificate: try Certificate(pemEncoded: certificateText),
                    key: try P256.Signing.PrivateKey(pemRepresentation: keyText)
                )
            } catch {
                throw CertificateStoreError(reason: "\(paths.caCertificate): not a PEM certificate with its P-256 key in \(paths.caKey) (\(error))")
            }
        }
        let key = P256.Signing.PrivateKey()
        let certificate: Certificate
        do {
            let name = try DistinguishedName {
                OrganizationName("notisim")
                CommonName("notisim local push CA")
            }
            let publicKey = Certificate.PublicKey(key.publicKey)
            certificate = try Certificate(
                version: .v3, serialNumber: Certificate.SerialNumber(), publicKey: publicKey,
                notValidBefore: now.addingTimeInterval(-3600), notValidAfter: now.addingTimeInterval(10 * 365 * 86400),
                issuer: name, subject: name, signatureAlgorithm: .ecdsaWithSHA256,
                extensions: try Certificate.Extensions {
                    Critical(BasicConstraints.isCertificateAuthority(maxPathLength: 0))
                    Critical(KeyUsage(keyCertSign: true, cRLSign: true))
                    SubjectKeyIdentifier(hash: publicKey)
                },
                issuerPrivateKey: Certificate.PrivateKey(key)
            )
        } catch {
            throw CertificateStoreError(reason: "cannot create the CA certificate (\(error))")
        }
        try write(try pemString(of: certificate), to: paths.caCertificate, privateFile: false)
        try write(key.pemRepresentation, to: paths.caKey, privateFile: true)
        return Authority(certificate: certificate, key: key)
    }

    private static func loadServer(paths: Paths) throws -> (certificate: Certificate, certificatePEM: String, keyPEM: String) {
        let certificatePEM = try read(paths.serverCertificate)
        let keyPEM = try read(paths.serverKey)
        let certificate = try Certificate(pemEncoded: certificatePEM)
        let key = try P256.Signing.PrivateKey(pemRepresentation: keyPEM)
        guard certificate.publicKey == Certificate.PublicKey(key.publicKey) else {
            throw CertificateStoreError(reason: "\(paths.serverKey): does not match \(paths.serverCertificate)")
        }
        return (certificate, certificatePEM, keyPEM)
    }

    private static func covers(_ certificate: Certificate, hosts: [String], now: Date) -> Bool {
        guard certificate.notValidBefore <= now, now < certificate.notValidAfter.addingTimeInterval(-86400),
              let names = try? certificate.extensions.subjectAlternativeNames else { return false }
        let present = Set(names)
        return hosts.allSatisfy { present.contains(generalName(for: $0)) }
    }

    private static func issueServerCertificate(
        key: P256.Signing.PrivateKey, hosts: [String], authority: Authority, now: Date
    ) throws -> Certificate {
        let subject = try DistinguishedName {
            OrganizationName("notisim")
            CommonName("localhost")
        }
        let publicKey = Certificate.PublicKey(key.publicKey)
        return try Certificate(
            version: .v3, serialNumber: Certificate.SerialNumber(), publicKey: publicKey,
            notValidBefore: now.addingTimeInterval(-3600), notValidAfter: now.addingTimeInterval(397 * 86400),
            issuer: authority.certificate.subject, subject: subject, signatureAlgorithm: .ecdsaWithSHA256,
            extensions: try Certificate.Extensions {
                Critical(BasicConstraints.notCertificateAuthority)
                Critical(KeyUsage(digitalSignature: true))
                try ExtendedKeyUsage([.serverAuth])
                SubjectAlternativeNames(hosts.map(generalName(for:)))
                SubjectKeyIdentifier(hash: publicKey)
            },
            issuerPrivateKey: Certificate.PrivateKey(authority.key)
        )
    }

    /// An IP-address SAN for an IPv4/IPv6 literal, else a DNS-name SAN.
    static func generalName(for host: String) -> GeneralName {
        var v4 = in_addr()
        if inet_pton(AF_INET, host, &v4) == 1 {
            return .ipAddress(ASN1OctetString(contentBytes: ArraySlice(withUnsafeBytes(of: &v4) { Array($0) })))
        }
        var v6 = in6_addr()
        if inet_pton(AF_INET6, host, &v6) == 1 {
            return .ipAddress(ASN1OctetString(contentBytes: ArraySlice(withUnsafeBytes(of: &v6) { Array($0) })))
        }
        return .dnsName(host)
    }

    private static func pemString(of certificate: Certificate) throws(CertificateStoreError) -> String {
        do {
            return try certificate.serializeAsPEM().pemString
        } catch {
            throw CertificateStoreError(reason: "cannot encode a certificate as PEM (\(error))")
        }
    }

    private static func read(_ path: String) throws(CertificateStoreError) -> String {
        guard let data = FileManager.default.contents(atPath: path), let text = String(data: data, encoding: .utf8) else {
            throw CertificateStoreError(reason: "\(path): missing or unreadable")
        }
        return text
    }

    private static func write(_ text: String, to path: String, privateFile: Bool) throws(CertificateStoreError) {
        let attributes: [FileAttributeKey: Any] = [.posixPermissions: privateFile ? 0o600 : 0o644]
        guard FileManager.default.createFile(atPath: path, contents: Data(text.utf8), attributes: attributes) else {
            throw CertificateStoreError(reason: "\(path): cannot be written")
        }
    }
}

/// Why the certificate store could not be loaded or created.
package struct CertificateStoreError: Error, Sendable, CustomStringConvertible {
    /// One line naming the file and the problem.
    package var reason: String
    package var description: String { "certificates: \(reason)" }
}
