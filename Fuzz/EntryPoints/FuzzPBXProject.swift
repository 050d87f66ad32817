import NotiXcode

/// Fuzzes Xcode project reading: the bytes are a whole `project.pbxproj` (an old-style ASCII property list),
/// read into targets and configurations, and as a `Package.resolved`; the same bytes as an `.xcconfig` become two levels of build settings,
/// and the first hundred values are expanded (references, `$(inherited)`, operators).
public func fuzzPBXProject(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = FuzzInput.bytes(data, size)
    _ = try? XcodeProject.parse(bytes)
    // The same bytes as the Package.resolved that pins the project's Swift packages.
    _ = try? PackagePins.parse(bytes)
    var assignments: [BuildSettingAssignment] = []
    for case .assignment(let assignment) in XCConfigFile.parse(FuzzInput.text(data, size)).lines { assignments.append(assignment) }
    // One level, as one .xcconfig file is, over a level of the same settings, as a target over its project.
    var settings = BuildSettings()
    settings.push(assignments, parameters: ["sdk": "iphoneos", "config": "Debug"])
    settings.push(assignments, parameters: ["sdk": "iphoneos", "config": "Debug"])
    for assignment in assignments.prefix(100) { _ = settings.expand(assignment.value) }
    // The same bytes as a shared scheme (its Run action's configuration) and as a source whose imports are read.
    let text = FuzzInput.text(data, size)
    _ = RunConfiguration.launchConfiguration(text)
    _ = SourceModuleCatalog.importedModules(text)
    return 0
}
