import FuzzSupport
import NotiXcode

/// Fuzzes `project.pbxproj` reading: the bytes are a whole file, parsed as an old-style ASCII property list.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPBXProject(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    _ = try? ASCIIPlist.parse(FuzzInput.bytes(data, size))
    return 0
}
