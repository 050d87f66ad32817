import Foundation
import NotiCore
import NotiExtensionBuild
import NotiExtensionTarget
import NotiExtensions
import TestSupport
import Testing

/// Compression in an extension's own sources (docs/rules/apple-frameworks.md#compression): a service extension decoding a raw DEFLATE
/// payload, built and run as a child.
@Suite("Compression in a built extension (slow)", .serialized, .tags(.process), .slowTier)
struct CompressionExtensionTests {
    static let target = SwiftExtensionTarget(
        name: "CompressionService", point: .service,
        sources: [BuiltExtensions.tests.appendingPathComponent("Fixtures/AppleFrameworks/Compression/NotificationService.swift").path],
        principalClass: "$(PRODUCT_MODULE_NAME).NotificationService")

    /// `{"sender":"Ada","text":"Tea at five?"}` as raw DEFLATE (Python's zlib with wbits -15) and zlib-wrapped (RFC 1950).
    static let rawDeflate = "q1YqTs1LSS1SslJyTElU0lEqSa0oAXJCUhMVEksU0jLLUu2VagE="
    static let zlibWrapped = "eJyrVipOzUtJLVKyUnJMSVTSUSpJrSgBckJSExUSSxTSMstS7ZVqAeuIDA0="

    @Test("Compression: COMPRESSION_ZLIB is raw DEFLATE both ways, a zlib-wrapped stream does not decode, NSData compresses with zlib and throws for LZFSE")
    func zlibIsRawDeflate() throws {
        let outcome = BuiltExtensions.builder().build(Self.target)
        let program = try #require(outcome.program, "\(outcome)")
        let host = try OutOfProcessServiceExtensionHost(launching: BuiltExtensions.launch(program, Self.target), limits: .standard)
        defer { host.close() }
        var content = NotificationContent(title: "Message", body: "compressed")
        content.userInfo = ["z": .string(Self.rawDeflate), "zlib_wrapped": .string(Self.zlibWrapped)]
        try host.start(NotificationRequest(identifier: "message-1", content: content, trigger: .push))
        let handed = try #require(try host.content(waitingUpTo: 10))
        #expect(handed.body == #"{"sender":"Ada","text":"Tea at five?"}"#)
        #expect(handed.title == "wrapped refused")
        #expect(handed.subtitle == "round trip, lzfse threw, encoded true too small 0")
        #expect(host.takeNotices().contains(.log(subsystem: "Compression", category: "",
                                                 message: "NSData.CompressionAlgorithm.lzfse is not available in notisim (zlib only); throwing")))
    }
}
