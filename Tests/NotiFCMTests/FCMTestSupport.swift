import NotiCore
@testable import NotiFCM

/// Requests and answers the FCM tests share.
enum FCMTest {
    /// A registration token notisim makes, valid in shape.
    static let token = FCMRegistrationToken.make(deviceToken: String(repeating: "ab", count: 32), bundleID: "com.example.app",
                                                 projectNumber: "123456789012")

    /// The send request `json`, with `TOKEN` standing for ``token``.
    static func parse(_ json: String) -> Result<(message: FCMMessage, validateOnly: Bool), FCMError> {
        FCMSendRequest.parse(Array(json.replacingOccurrences(of: "TOKEN", with: token).utf8))
    }

    /// The message of a request expected to be valid, or nil (recording an issue is the caller's).
    static func message(_ json: String) -> FCMMessage? {
        if case .success(let parsed) = parse(json) { return parsed.message }
        return nil
    }

    /// The error FCM answers `json` with, or nil when it is accepted.
    static func refusal(_ json: String) -> FCMError? {
        if case .failure(let error) = parse(json) { return error }
        return nil
    }

    /// The APNs request of the valid request `json`, translated with a fixed message ID and sender ID.
    static func translation(_ json: String) -> Result<FCMAPNsTranslation, FCMError>? {
        message(json)?.apns(messageID: "1700000000000001", senderID: "123456789012")
    }

    /// The translation's payload as a JSON value.
    static func payload(_ translation: FCMAPNsTranslation) -> JSONValue? {
        try? JSONParser.parse(translation.payload)
    }
}

extension String {
    /// The UTF-8 text of `bytes`.
    init(utf8Bytes bytes: [UInt8]) { self = String(decoding: bytes, as: UTF8.self) }
}
