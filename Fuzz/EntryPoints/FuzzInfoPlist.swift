import NotiExtensions

/// Fuzzes Info.plist loading: the bytes are a whole file (XML or binary), checked in memory and through the
/// file loader `notisim validate` uses.
public func fuzzInfoPlist(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = FuzzInput.bytes(data, size)
    _ = InfoPlistLoader.check(bytes: bytes)
    _ = InfoPlistLoader.validate(path: FuzzInput.write(bytes, named: "Info.plist").path)
    return 0
}
