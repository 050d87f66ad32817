import Foundation
import Testing
@testable import NotiAPNs

@Suite("Listener addresses")
struct ConfigurationTests {
    @Test("HOST:PORT and [IPv6]:PORT parse; malformed addresses are rejected")
    func parsing() {
        #expect(APNsServerConfiguration.Listener(parsing: "127.0.0.1:2197") == .init(host: "127.0.0.1", port: 2197))
        #expect(APNsServerConfiguration.Listener(parsing: "[::1]:443") == .init(host: "::1", port: 443))
        #expect(APNsServerConfiguration.Listener(parsing: "localhost:0") == .init(host: "localhost", port: 0))
        for bad in ["127.0.0.1", ":443", "host:http", "host:70000", "[::1]443", ""] {
            #expect(APNsServerConfiguration.Listener(parsing: bad) == nil, "\(bad)")
        }
    }

    @Test("only loopback addresses count as loopback")
    func loopback() {
        for host in ["127.0.0.1", "127.1.2.3", "::1", "localhost"] {
            #expect(APNsServerConfiguration.Listener(host: host, port: 0).isLoopback, "\(host)")
        }
        for host in ["0.0.0.0", "192.168.1.2", "::", "example.com"] {
            #expect(!APNsServerConfiguration.Listener(host: host, port: 0).isLoopback, "\(host)")
        }
    }
}

@Suite("Generated apns-id values")
struct APNsIDTests {
    @Test("generated apns-ids are canonical upper-case UUIDs and differ")
    func generated() {
        var generator = APNsIDGenerator()
        let first = generator.next()
        let second = generator.next()
        #expect(APNsRequestValidator.canonicalUUID(first) == first)
        #expect(first == first.uppercased())
        #expect(UUID(uuidString: first) != nil)
        #expect(first != second)
    }

    @Test("generated apns-ids are version 4 UUIDs of the RFC 4122 variant, all different, across refills of the pool")
    func version4() {
        var generator = APNsIDGenerator()
        let ids = (0..<1_000).map { _ in generator.next() }
        #expect(Set(ids).count == ids.count)
        for id in ids {
            let characters = Array(id)
            #expect(characters[14] == "4", "\(id)")
            #expect("89AB".contains(characters[19]), "\(id)")
        }
    }
}
