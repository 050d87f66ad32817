import NotiCore
import Testing
@testable import NotiAPNs

@Suite("The endpoint's request body limit")
struct BodyLimitTests {
    @Test("the endpoint reads a request body up to the largest payload a push type may carry (VoIP's 5120 bytes) and no further")
    func bodyLimitIsTheLargestPayload() {
        let limit = APNsServerConfiguration.Limits().maximumBodyBytes
        #expect(limit == PushType.voip.payloadLimit)
        #expect(PushType.allCases.allSatisfy { $0.payloadLimit <= limit })
    }
}
