import NotiFCM

/// Fuzzes the FCM v1 send request: the bytes are a `messages:send` body, read by `FCMSendRequest.parse`; an accepted
/// message is translated into its APNs request, a refused one answered with its error body. The same bytes are also
/// read as an Instance ID batch body, as a token endpoint's grant body and, as text, as a topic condition.
public func fuzzFCMMessage(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = FuzzInput.bytes(data, size)
    switch FCMSendRequest.parse(bytes) {
    case .success(let parsed):
        switch parsed.message.apns(messageID: "1700000000000001", senderID: "123456789012") {
        case .success(let translation): _ = translation.payload
        case .failure(let error): _ = error.body
        }
    case .failure(let error): _ = error.body
    }
    _ = FCMInstanceIDBatch.parse(bytes)
    _ = FCMTokenGrant.parse(formBody: bytes)
    if case .success(let condition) = FCMCondition.parse(String(decoding: bytes, as: UTF8.self)) {
        _ = condition.matches(condition.topics)
    }
    return 0
}
