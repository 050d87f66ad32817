import NotiLayout

/// Fuzzes theme files: the bytes are a `.theme` file.
public func fuzzTheme(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    _ = try? ThemeParser.parse(FuzzInput.text(data, size), file: "fuzz.theme", name: "fuzz")
    return 0
}
