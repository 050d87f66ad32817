import NotiLayout

/// Fuzzes image attachments: the bytes are a PNG, JPEG or GIF file (the decoder picks the format by signature).
public func fuzzImageDecoding(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    _ = ImageDecoder.decode(FuzzInput.bytes(data, size))
    return 0
}
