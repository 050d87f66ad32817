import NotiUserNotifications

/// How a call's audio is routed (Apple's `INCallAudioRoute`).
public enum INCallAudioRoute: Int, Sendable {
    case unknown = 0, speakerphoneAudioRoute = 1, bluetoothAudioRoute = 2
}

/// What kind of number a call goes to (Apple's `INCallDestinationType`).
public enum INCallDestinationType: Int, Sendable {
    case unknown = 0, normal = 1, emergency = 2, voicemail = 3, redial = 4, callBack = 5
}

/// Audio or video (Apple's `INCallCapability`).
public enum INCallCapability: Int, Sendable {
    case unknown = 0, audioCall = 1, videoCall = 2
}

/// Which recent calls an intent refers to (Apple's `INCallRecordFilter`); notisim does not read it.
open class INCallRecordFilter: NSObject, @unchecked Sendable {}

/// A recent call (Apple's `INCallRecordInfo`); notisim does not read it.
open class INCallRecordInfo: NSObject, @unchecked Sendable {}

/// A call: the intent a calling app's service extension updates its notification from; the first contact is the
/// caller shown (Apple's `INStartCallIntent`, iOS 14.5 initializer).
open class INStartCallIntent: INIntent, UNCommunicationProviding, @unchecked Sendable {
    public let callRecordFilter: INCallRecordFilter?
    public let callRecordToCallBack: INCallRecordInfo?
    public let audioRoute: INCallAudioRoute
    public let destinationType: INCallDestinationType
    public let contacts: [INPerson]?
    public let callCapability: INCallCapability

    public init(callRecordFilter: INCallRecordFilter?, callRecordToCallBack: INCallRecordInfo?, audioRoute: INCallAudioRoute,
                destinationType: INCallDestinationType, contacts: [INPerson]?, callCapability: INCallCapability) {
        self.callRecordFilter = callRecordFilter
        self.callRecordToCallBack = callRecordToCallBack
        self.audioRoute = audioRoute
        self.destinationType = destinationType
        self.contacts = contacts
        self.callCapability = callCapability
    }

    package func communicationSnapshot() throws -> UNCommunicationSnapshot {
        try INIntent.snapshot(kind: "call", intentName: "INStartCallIntent", person: contacts?.first, personRole: "contact",
                              groupName: nil, conversationIdentifier: nil)
    }

    package var isDonated: Bool { donated }
}
