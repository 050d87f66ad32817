import NotiStoryboard

/// Fuzzes storyboard reading: the bytes are a whole `MainInterface.storyboard`, parsed as bounded XML (no document
/// type, depth and element limits) and read into scenes, views, constraints, outlets and colours.
public func fuzzStoryboard(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    _ = try? StoryboardReader.read(FuzzInput.bytes(data, size))
    return 0
}
