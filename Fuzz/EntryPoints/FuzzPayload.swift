import NotiCore

/// Fuzzes push payload decoding and validation: the bytes are a payload body, decoded as every push type.
public func fuzzPayload(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = FuzzInput.bytes(data, size)
    let pushType = PushType.allCases[Int(bytes.first ?? 0) % PushType.allCases.count]
    _ = PayloadDecoder.decode(bytes, pushType: .alert)
    _ = PayloadDecoder.decode(bytes, pushType: pushType, strings: ["GREETING": "Hello %@", "COUNT": "%d of %1$@"])
    return 0
}
