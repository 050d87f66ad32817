import Testing
@testable import NotiApp
import NotiCore

@Suite("Inbound pushes")
struct InboundPushTests {
    private func push(_ json: String, type: PushType = .alert, after previous: InboundPush? = nil) -> InboundPush {
        InboundPush(bundleID: "com.example.app", payload: Array(json.utf8), pushType: type, collapseID: nil, apnsID: "A", previous: previous)
    }

    @Test("a push with the payload and push type of the one before decodes the same, whichever way it got there")
    func reusesTheSameDecoding() {
        let json = #"{"aps":{"alert":{"title":"Load","body":"One of many"}}}"#
        let first = push(json)
        let second = push(json, after: first)
        #expect(second.decoded == PayloadDecoder.decode(Array(json.utf8), pushType: .alert))
        #expect(second.decoded.content?.title == "Load")
    }

    @Test("a different payload or push type is decoded on its own")
    func decodesWhatDiffers() {
        let first = push(#"{"aps":{"alert":"one"}}"#)
        #expect(push(#"{"aps":{"alert":"two"}}"#, after: first).decoded.content?.body == "two")
        let background = push(#"{"aps":{"alert":"one"}}"#, type: .background, after: first)
        #expect(background.decoded == PayloadDecoder.decode(Array(#"{"aps":{"alert":"one"}}"#.utf8), pushType: .background))
        #expect(background.decoded != first.decoded)
    }
}
