import NotiXcode

/// Fuzzes localisation reading: the bytes are a `.strings` table (text in UTF-8 or UTF-16, or a property list) and,
/// the same bytes, a `Localizable.xcstrings` catalog.
public func fuzzStringsFile(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = FuzzInput.bytes(data, size)
    _ = try? StringsFile.parse(bytes)
    _ = try? StringCatalog.parse(bytes)
    return 0
}
