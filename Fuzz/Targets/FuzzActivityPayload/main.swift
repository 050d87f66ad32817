import FuzzEntryPoints
import FuzzSupport

/// libFuzzer's name for the function under test.
@_cdecl("LLVMFuzzerTestOneInput")
public func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 { fuzzActivityPayload(data, size) }

FuzzDriver.run(testOneInput)
