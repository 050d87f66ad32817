import FuzzSupport
import NotiXcode

/// Fuzzes Xcode project reading: the bytes are a whole `project.pbxproj` (an old-style ASCII property list),
/// read into targets and configurations; the same bytes as an `.xcconfig` become a level of build settings,
/// and every value is expanded (references, `$(inherited)`, operators).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPBXProject(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = FuzzInput.bytes(data, size)
    _ = try? XcodeProject.parse(bytes)
    let lines = XCConfigFile.parse(FuzzInput.text(data, size)).lines
    var settings = BuildSettings()
    var values: [String] = []
    for case .assignment(let assignment) in lines {
        values.append(assignment.value)
        settings.push([assignment], parameters: ["sdk": "iphoneos", "config": "Debug"])
    }
    for value in values { _ = settings.expand(value) }
    return 0
}
