import Foundation
import Testing
import X509
@testable import NotiAPNs

@Suite("CA and server certificate")
struct CertificateStoreTests {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("notisim-certs-\(UUID().uuidString)").path
    let now = Date(timeIntervalSince1970: 1_800_000_000)

    @Test("first start creates a P-256 CA and a server certificate for localhost, 127.0.0.1, ::1 and the bind host; keys are 0600")
    func creates() throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let store = try CertificateStore.loadOrCreate(directory: directory, hosts: ["127.0.0.2"], now: now)
        let server = try Certificate(pemEncoded: store.serverCertificatePEM)
        let ca = try Certificate(pemEncoded: String(contentsOfFile: store.caCertificatePath, encoding: .utf8))
        #expect(server.issuer == ca.subject)
        #expect(server.signatureAlgorithm == .ecdsaWithSHA256)
        let names = try #require(try server.extensions.subjectAlternativeNames)
        for host in ["localhost", "127.0.0.1", "::1", "127.0.0.2"] {
            #expect(names.contains(CertificateStore.generalName(for: host)), "\(host)")
        }
        for key in [store.serverKeyPath, directory + "/ca-key.pem"] {
            let permissions = try FileManager.default.attributesOfItem(atPath: key)[.posixPermissions] as? Int
            #expect(permissions == 0o600, "\(key)")
        }
    }

    @Test("a later start reuses the same CA and server certificate")
    func reuses() throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let first = try CertificateStore.loadOrCreate(directory: directory, hosts: ["127.0.0.1"], now: now)
        let caText = try String(contentsOfFile: first.caCertificatePath, encoding: .utf8)
        let second = try CertificateStore.loadOrCreate(directory: directory, hosts: ["127.0.0.1"], now: now.addingTimeInterval(86400))
        #expect(second.serverCertificatePEM == first.serverCertificatePEM)
        #expect(try String(contentsOfFile: second.caCertificatePath, encoding: .utf8) == caText)
    }

    @Test("a new bind host gets a new server certificate from the same CA")
    func reissuesForNewHost() throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let first = try CertificateStore.loadOrCreate(directory: directory, hosts: [], now: now)
        let caText = try String(contentsOfFile: first.caCertificatePath, encoding: .utf8)
        let second = try CertificateStore.loadOrCreate(directory: directory, hosts: ["push.test"], now: now)
        #expect(second.serverCertificatePEM != first.serverCertificatePEM)
        #expect(try String(contentsOfFile: second.caCertificatePath, encoding: .utf8) == caText)
    }

    @Test("a corrupt CA file is a one-line error naming it")
    func corrupt() throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        try "garbage".write(toFile: directory + "/ca.pem", atomically: true, encoding: .utf8)
        try "garbage".write(toFile: directory + "/ca-key.pem", atomically: true, encoding: .utf8)
        do {
            _ = try CertificateStore.loadOrCreate(directory: directory, hosts: [], now: now)
            Issue.record("loaded a corrupt CA")
        } catch {
            #expect(error.description.contains("ca.pem"))
            #expect(!error.description.contains("\n"))
        }
    }
}
