import NotiLayout

/// Fuzzes attachment and sound files: the bytes are decoded as an image (PNG, JPEG or GIF, picked by signature), read
/// as an SVG's declared size (an asset catalog's vector image) and for a media length (MP4/MOV/M4A, WAV, AIFF, CAF,
/// MP3), as attachments, images and named sounds are.
public func fuzzImageDecoding(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = FuzzInput.bytes(data, size)
    _ = ImageDecoder.decode(bytes)
    _ = SVGDocument.declaredSize(bytes)
    _ = MediaDuration.seconds(of: bytes)
    return 0
}
