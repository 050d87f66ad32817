import NotiExtensions

/// Fuzzes Info.plist loading: the bytes are a whole file (XML or binary), checked in memory and through the
/// file loader `notisim validate` uses. A property list that parses is written as XML, as an import writes an
/// extension's Info.plist, and must read back to what was written.
public func fuzzInfoPlist(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = FuzzInput.bytes(data, size)
    _ = InfoPlistLoader.check(bytes: bytes)
    _ = InfoPlistLoader.validate(path: FuzzInput.write(bytes, named: "Info.plist").path)
    if let value = try? PropertyList.parse(bytes) {
        // Compared as written, not as values: a real that is not a number equals nothing, itself included.
        let written = XMLPlistWriter.document(value)
        let reread = try? PropertyList.parse(written)
        precondition(reread.map(XMLPlistWriter.document) == written, "a property list written as XML does not read back as written")
    }
    return 0
}
