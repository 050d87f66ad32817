import Testing
@testable import NotiCore

@Suite("Push types")
struct PushTypeTests {
    @Test("each push type's apns-topic is the bundle id plus its documented suffix")
    func topics() {
        let expected: [PushType: String] = [
            .alert: "com.example.app", .background: "com.example.app", .mdm: "com.example.app",
            .voip: "com.example.app.voip", .location: "com.example.app.location-query",
            .complication: "com.example.app.complication", .fileprovider: "com.example.app.pushkit.fileprovider",
            .liveactivity: "com.example.app.push-type.liveactivity", .pushtotalk: "com.example.app.voip-ptt",
            .widgets: "com.example.app.push-type.widgets", .controls: "com.example.app.push-type.controls",
        ]
        #expect(expected.count == PushType.allCases.count)
        for type in PushType.allCases { #expect(type.topic(forBundleID: "com.example.app") == expected[type]) }
    }

    @Test("the payload limit is 5120 bytes for VoIP and 4096 for every other type")
    func limits() {
        for type in PushType.allCases { #expect(type.payloadLimit == (type == .voip ? 5120 : 4096)) }
    }

    @Test("push types parse from their apns-push-type header spelling")
    func headerNames() {
        #expect(PushType(rawValue: "liveactivity") == .liveactivity)
        #expect(PushType(rawValue: "pushtotalk") == .pushtotalk)
        #expect(PushType(rawValue: "Alert") == nil)
    }

    func delivery(_ json: String, _ type: PushType) -> PushDelivery {
        PayloadDecoder.decode(Array(json.utf8), pushType: type).delivery
    }

    @Test("only alert pushes are notifications; background pushes wake the app with content-available and never show")
    func deliveries() {
        #expect(delivery(#"{"aps":{"alert":"Hi"}}"#, .alert) == .notification)
        #expect(delivery(#"{"aps":{"badge":3}}"#, .alert) == .notification)
        #expect(delivery(#"{"aps":{"content-available":1}}"#, .alert) == .wakesApp)
        #expect(delivery(#"{"aps":{"content-available":1,"alert":"Hi"}}"#, .background) == .wakesApp)
        #expect(delivery(#"{"aps":{"alert":"Hi"}}"#, .background) == .ignored)
        for type in PushType.allCases where type != .alert && type != .background {
            #expect(delivery(#"{"aps":{"alert":"Hi"}}"#, type) == .handedOff(type))
        }
    }

    @Test("every type other than alert, background and liveactivity names the part of the app it wakes")
    func receivers() {
        for type in PushType.allCases {
            #expect((type.receiver == nil) == [.alert, .background, .liveactivity].contains(type), "\(type)")
        }
    }
}
