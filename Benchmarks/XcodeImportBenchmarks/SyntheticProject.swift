import Foundation

/// A project of `fileCount` Swift files written once into a temporary folder: an app target whose sources phase
/// builds every file and a notification content extension embedded in it, the files in groups of 100 folders
/// deep as Xcode 14/15 writes them (`PBXGroup`s with paths, `PBXBuildFile`s in one `PBXSourcesBuildPhase`).
enum SyntheticProject {
    /// Writes the project (over the one an earlier run left) and returns its folder (the one holding `Big.xcodeproj`).
    static func write(fileCount: Int) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("notisim-bench-project")
        try? FileManager.default.removeItem(at: folder)
        let groups = (fileCount + 99) / 100
        for group in 0..<groups {
            let groupFolder = folder.appendingPathComponent("Big/Group\(group)")
            try FileManager.default.createDirectory(at: groupFolder, withIntermediateDirectories: true)
            for file in group * 100..<min(fileCount, group * 100 + 100) {
                try Data("struct Type\(file) { let value = \(file) }\n".utf8).write(to: groupFolder.appendingPathComponent("File\(file).swift"))
            }
        }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Content"), withIntermediateDirectories: true)
        try Data(plist(extensionPoint: nil).utf8).write(to: folder.appendingPathComponent("Big/Info.plist"))
        try Data(plist(extensionPoint: "com.apple.usernotifications.content-extension").utf8)
            .write(to: folder.appendingPathComponent("Content/Info.plist"))
        let project = folder.appendingPathComponent("Big.xcodeproj")
        try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
        try Data(pbxproj(fileCount: fileCount, groups: groups).utf8).write(to: project.appendingPathComponent("project.pbxproj"))
        return folder.path
    }

    private static func id(_ kind: Int, _ number: Int) -> String { String(format: "%02X%022X", kind, number) }

    private static func pbxproj(fileCount: Int, groups: Int) -> String {
        var lines = ["// !$*UTF8*$!", "{", "\tarchiveVersion = 1;", "\tclasses = {", "\t};", "\tobjectVersion = 56;", "\tobjects = {", ""]
        lines.append("/* Begin PBXBuildFile section */")
        for file in 0..<fileCount {
            lines.append("\t\t\(id(2, file)) /* File\(file).swift in Sources */ = {isa = PBXBuildFile; fileRef = \(id(1, file)) /* File\(file).swift */; };")
        }
        lines.append("/* End PBXBuildFile section */")
        lines.append("/* Begin PBXFileReference section */")
        for file in 0..<fileCount {
            lines.append("\t\t\(id(1, file)) /* File\(file).swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = File\(file).swift; sourceTree = \"<group>\"; };")
        }
        lines.append("\t\t\(id(9, 1)) /* Big.app */ = {isa = PBXFileReference; explicitFileType = wrapper.application; includeInIndex = 0; path = Big.app; sourceTree = BUILT_PRODUCTS_DIR; };")
        lines.append("\t\t\(id(9, 2)) /* Content.appex */ = {isa = PBXFileReference; explicitFileType = \"wrapper.app-extension\"; includeInIndex = 0; path = Content.appex; sourceTree = BUILT_PRODUCTS_DIR; };")
        lines.append("/* End PBXFileReference section */")
        lines.append("/* Begin PBXGroup section */")
        lines.append("\t\t\(id(3, 0)) = {\n\t\t\tisa = PBXGroup;\n\t\t\tchildren = (\n\t\t\t\t\(id(3, 1)) /* Big */,\n\t\t\t);\n\t\t\tsourceTree = \"<group>\";\n\t\t};")
        let groupChildren = (0..<groups).map { "\t\t\t\t\(id(4, $0)) /* Group\($0) */," }.joined(separator: "\n")
        lines.append("\t\t\(id(3, 1)) /* Big */ = {\n\t\t\tisa = PBXGroup;\n\t\t\tchildren = (\n\(groupChildren)\n\t\t\t);\n\t\t\tpath = Big;\n\t\t\tsourceTree = \"<group>\";\n\t\t};")
        for group in 0..<groups {
            let children = (group * 100..<min(fileCount, group * 100 + 100)).map { "\t\t\t\t\(id(1, $0)) /* File\($0).swift */," }.joined(separator: "\n")
            lines.append("\t\t\(id(4, group)) /* Group\(group) */ = {\n\t\t\tisa = PBXGroup;\n\t\t\tchildren = (\n\(children)\n\t\t\t);\n\t\t\tpath = Group\(group);\n\t\t\tsourceTree = \"<group>\";\n\t\t};")
        }
        lines.append("/* End PBXGroup section */")
        let sources = (0..<fileCount).map { "\t\t\t\t\(id(2, $0)) /* File\($0).swift in Sources */," }.joined(separator: "\n")
        lines.append("\t\t\(id(5, 1)) /* Sources */ = {\n\t\t\tisa = PBXSourcesBuildPhase;\n\t\t\tbuildActionMask = 2147483647;\n\t\t\tfiles = (\n\(sources)\n\t\t\t);\n\t\t\trunOnlyForDeploymentPostprocessing = 0;\n\t\t};")
        lines.append("\t\t\(id(6, 1)) /* Big */ = {\n\t\t\tisa = PBXNativeTarget;\n\t\t\tbuildConfigurationList = \(id(7, 2));\n\t\t\tbuildPhases = (\n\t\t\t\t\(id(5, 1)) /* Sources */,\n\t\t\t);\n\t\t\tdependencies = (\n\t\t\t\t\(id(8, 1)) /* PBXTargetDependency */,\n\t\t\t);\n\t\t\tname = Big;\n\t\t\tproductName = Big;\n\t\t\tproductReference = \(id(9, 1));\n\t\t\tproductType = \"com.apple.product-type.application\";\n\t\t};")
        lines.append("\t\t\(id(6, 2)) /* Content */ = {\n\t\t\tisa = PBXNativeTarget;\n\t\t\tbuildConfigurationList = \(id(7, 3));\n\t\t\tbuildPhases = (\n\t\t\t);\n\t\t\tdependencies = (\n\t\t\t);\n\t\t\tname = Content;\n\t\t\tproductName = Content;\n\t\t\tproductReference = \(id(9, 2));\n\t\t\tproductType = \"com.apple.product-type.app-extension\";\n\t\t};")
        lines.append("\t\t\(id(8, 1)) /* PBXTargetDependency */ = {\n\t\t\tisa = PBXTargetDependency;\n\t\t\ttarget = \(id(6, 2)) /* Content */;\n\t\t};")
        lines.append("\t\t\(id(10, 1)) /* Project object */ = {\n\t\t\tisa = PBXProject;\n\t\t\tbuildConfigurationList = \(id(7, 1));\n\t\t\tdevelopmentRegion = en;\n\t\t\tmainGroup = \(id(3, 0));\n\t\t\tprojectDirPath = \"\";\n\t\t\tprojectRoot = \"\";\n\t\t\ttargets = (\n\t\t\t\t\(id(6, 1)) /* Big */,\n\t\t\t\t\(id(6, 2)) /* Content */,\n\t\t\t);\n\t\t};")
        let settings = [
            (1, "IPHONEOS_DEPLOYMENT_TARGET = 15.0;\n\t\t\t\tSDKROOT = iphoneos;"),
            (2, "INFOPLIST_FILE = Big/Info.plist;\n\t\t\t\tPRODUCT_BUNDLE_IDENTIFIER = com.example.big;\n\t\t\t\tPRODUCT_NAME = \"$(TARGET_NAME)\";"),
            (3, "INFOPLIST_FILE = Content/Info.plist;\n\t\t\t\tPRODUCT_BUNDLE_IDENTIFIER = com.example.big.Content;\n\t\t\t\tPRODUCT_NAME = \"$(TARGET_NAME)\";"),
        ]
        for (list, body) in settings {
            lines.append("\t\t\(id(11, list * 2)) /* Debug */ = {\n\t\t\tisa = XCBuildConfiguration;\n\t\t\tbuildSettings = {\n\t\t\t\t\(body)\n\t\t\t};\n\t\t\tname = Debug;\n\t\t};")
            lines.append("\t\t\(id(7, list)) = {\n\t\t\tisa = XCConfigurationList;\n\t\t\tbuildConfigurations = (\n\t\t\t\t\(id(11, list * 2)) /* Debug */,\n\t\t\t);\n\t\t\tdefaultConfigurationIsVisible = 0;\n\t\t\tdefaultConfigurationName = Debug;\n\t\t};")
        }
        lines += ["\t};", "\trootObject = \(id(10, 1)) /* Project object */;", "}", ""]
        return lines.joined(separator: "\n")
    }

    private static func plist(extensionPoint: String?) -> String {
        let extensionKeys = extensionPoint.map { point in
            """
            	<key>NSExtension</key>
            	<dict>
            		<key>NSExtensionAttributes</key>
            		<dict>
            			<key>UNNotificationExtensionCategory</key>
            			<string>BIG</string>
            			<key>UNNotificationExtensionInitialContentSizeRatio</key>
            			<real>0.5</real>
            		</dict>
            		<key>NSExtensionMainStoryboard</key>
            		<string>MainInterface</string>
            		<key>NSExtensionPointIdentifier</key>
            		<string>\(point)</string>
            	</dict>

            """
        } ?? ""
        return """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
        	<key>CFBundleIdentifier</key>
        	<string>$(PRODUCT_BUNDLE_IDENTIFIER)</string>
        \(extensionKeys)</dict>
        </plist>

        """
    }
}
