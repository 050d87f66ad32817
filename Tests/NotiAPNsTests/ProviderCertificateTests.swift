import Foundation
import NotiCore
import Testing
import X509
@testable import NotiAPNs

/// docs/rules/endpoint.md#certificate-based-provider-authentication
@Suite("Provider certificates")
struct ProviderCertificateTests {
    let now = Date(timeIntervalSince1970: 1_700_000_000)

    /// A provider certificate issued by a fresh store's CA, with that CA.
    func issued(_ environments: Set<PushEnvironment> = [.development, .production]) throws -> (Certificate, Certificate) {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("notisim-certs-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let pem = try CertificateStore.issueProviderCertificate(directory: directory, bundleID: "com.example.app", environments: environments, now: now)
        let authority = try Certificate(pemEncoded: String(decoding: FileManager.default.contents(atPath: directory + "/ca.pem") ?? Data(), as: UTF8.self))
        return (try Certificate(pemEncoded: pem.certificatePEM), authority)
    }

    @Test("an issued certificate reads back as Apple's: the bundle id in the UID, the app, voip and complication topics, both environments")
    func readsBack() throws {
        let (certificate, authority) = try issued()
        let read = try #require(ProviderCertificate(certificate, authority: authority, now: now))
        #expect(read.bundleID == "com.example.app")
        #expect(read.topics == ["com.example.app", "com.example.app.voip", "com.example.app.complication"])
        #expect(read.environments == [.development, .production])
        #expect(read.isTrusted)
        #expect(try ProviderCertificate(issued([.production]).0, authority: authority, now: now)?.environments == [.production])
    }

    @Test("a request is refused BadCertificateEnvironment for the other server, MissingTopic without a topic, TopicDisallowed for another; allowed otherwise")
    func refusals() throws {
        let (certificate, authority) = try issued([.development])
        let read = try #require(ProviderCertificate(certificate, authority: authority, now: now))
        #expect(read.refusal(topic: "com.example.app", target: .development) == nil)
        #expect(read.refusal(topic: "com.example.app.voip", target: nil) == nil)
        #expect(read.refusal(topic: "com.example.app", target: .production) == .badCertificateEnvironment)
        #expect(read.refusal(topic: nil, target: .development) == .missingTopic)
        #expect(read.refusal(topic: "com.example.other", target: .development) == .topicDisallowed)
        #expect(APNsReason.badCertificateEnvironment.status == 403 && APNsReason.missingTopic.status == 400)
    }

    @Test("a certificate another CA signed, or one out of its dates, is BadCertificate for every request")
    func untrusted() throws {
        let (certificate, _) = try issued()
        let (_, otherAuthority) = try issued()
        let foreign = try #require(ProviderCertificate(certificate, authority: otherAuthority, now: now))
        #expect(!foreign.isTrusted && foreign.refusal(topic: "com.example.app", target: nil) == .badCertificate)
        let (fresh, freshAuthority) = try issued()
        let expired = try #require(ProviderCertificate(fresh, authority: freshAuthority, now: now.addingTimeInterval(400 * 86_400)))
        #expect(expired.refusal(topic: "com.example.app", target: nil) == .badCertificate)
    }
}
