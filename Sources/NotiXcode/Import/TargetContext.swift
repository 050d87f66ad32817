import Foundation
import NotiCore
import NotiExtensionBuild
import NotiExtensionTarget
import NotiExtensions

/// Reads one project's targets: their settings, Info.plists and entitlements; collects what could not be used.
struct TargetContext {
    let importer: ProjectImporter
    let project: XcodeProject
    /// The folder holding the `.xcodeproj` (`SRCROOT`).
    let folder: String
    /// The `.xcodeproj`'s name without its extension.
    let projectName: String
    /// The build configuration whose settings apply.
    let configuration: String
    var problems: [ImportProblem] = []
    var warnings: [ImportProblem] = []

    init(importer: ProjectImporter, project: XcodeProject, folder: String, projectName: String, configuration: String) {
        self.importer = importer; self.project = project; self.folder = folder; self.projectName = projectName
        self.configuration = configuration
    }

    /// Entitlement keys notisim simulates, reported when set to YES.
    static let notificationEntitlements = [
        "com.apple.developer.usernotifications.critical-alerts", "com.apple.developer.usernotifications.time-sensitive",
        "com.apple.developer.usernotifications.communication", "com.apple.developer.usernotifications.filtering",
    ]

    /// The settings of `target` in the chosen configuration, or nil (with a problem) when it lacks it.
    mutating func settings(of target: NativeTarget) -> BuildSettings? {
        guard let targetConfiguration = target.configuration(configuration) else {
            problems.append(ImportProblem(file: target.name, reason: "target has no build configuration \"\(configuration)\""))
            return nil
        }
        let parameters = ["sdk": "iphoneos", "arch": "arm64", "config": configuration]
        var settings = BuildSettings()
        let productName = target.productName ?? target.name
        settings.push([
            ("TARGET_NAME", target.name), ("PROJECT_NAME", projectName), ("CONFIGURATION", configuration),
            ("SRCROOT", folder), ("PROJECT_DIR", folder), ("SOURCE_ROOT", folder), ("PRODUCT_NAME", productName),
            ("PRODUCT_MODULE_NAME", "$(PRODUCT_NAME:c99extidentifier)"), ("EXECUTABLE_NAME", "$(PRODUCT_NAME)"),
            ("PRODUCT_BUNDLE_PACKAGE_TYPE", target.isApplication ? "APPL" : "XPC!"),
            ("DEVELOPMENT_LANGUAGE", project.developmentRegion ?? "en"),
            // Code signing's team prefixes; notisim has no team, so they read as empty.
            ("AppIdentifierPrefix", ""), ("TeamIdentifierPrefix", ""), ("PLATFORM_NAME", "iphoneos"), ("SDKROOT", "iphoneos"),
        ].map { BuildSettingAssignment(name: $0.0, value: $0.1) }, parameters: parameters)
        let projectConfiguration = project.configurations.first { $0.name == configuration }
        for configuration in [projectConfiguration, targetConfiguration].compactMap({ $0 }) {
            settings.push(xcconfigAssignments(configuration.baseConfiguration), parameters: parameters)
            let assignments = configuration.settings.keys.sorted().compactMap { BuildSettingAssignment(key: $0, value: configuration.settings[$0] ?? "") }
            settings.push(assignments, parameters: parameters)
        }
        return settings
    }

    private mutating func xcconfigAssignments(_ path: String?) -> [BuildSettingAssignment] {
        guard let path else { return [] }
        var loader = XCConfigLoader(reader: importer.reader)
        let assignments = loader.assignments(of: ProjectPath.join(folder, path))
        problems += loader.problems.map { ImportProblem(file: $0.file, reason: $0.reason) }
        return assignments
    }

    /// The target's Info.plist, variables expanded and generated keys added; nil (with a problem) when unreadable.
    private mutating func infoPlist(of target: NativeTarget, settings: BuildSettings) -> (plist: PlistValue, file: String?)? {
        var members: [String: PlistValue] = [:]
        var file: String?
        if let named = settings.value("INFOPLIST_FILE"), !named.isEmpty {
            let (relative, path) = located(named)
            file = relative
            let bytes: [UInt8]
            switch importer.reader.read(path) {
            case .success(let read): bytes = read
            case .failure(let error):
                problems.append(ImportProblem(file: path, reason: error.reason))
                return nil
            }
            do {
                let parsed = try PropertyList.parse(bytes)
                guard case .dictionary(let top) = parsed else {
                    problems.append(ImportProblem(file: path, reason: "expected a dictionary at the top of Info.plist, got \(parsed.messageDescription)"))
                    return nil
                }
                members = top
            } catch {
                problems.append(ImportProblem(file: path, reason: error.reason))
                return nil
            }
        } else if settings.value("GENERATE_INFOPLIST_FILE") != "YES" {
            problems.append(ImportProblem(file: target.name, reason: "neither INFOPLIST_FILE nor GENERATE_INFOPLIST_FILE = YES; no Info.plist"))
            return nil
        }
        // A generated Info.plist (merged over the target's file, when it names one too) carries the `INFOPLIST_KEY_`
        // settings and the versions the target's build settings give (docs/rules/xcode.md#infoplists-as-built).
        if settings.value("GENERATE_INFOPLIST_FILE") == "YES" {
            for level in settings.levels {
                for name in level.keys where name.hasPrefix("INFOPLIST_KEY_") {
                    let key = String(name.dropFirst("INFOPLIST_KEY_".count))
                    if members[key] == nil, let value = settings.value(name) { members[key] = .string(value) }
                }
            }
            for (key, setting) in [("CFBundleShortVersionString", "MARKETING_VERSION"), ("CFBundleVersion", "CURRENT_PROJECT_VERSION")]
            where members[key] == nil {
                if let value = settings.value(setting) { members[key] = .string(value) }
            }
        }
        if members["CFBundleIdentifier"] == nil, let identifier = settings.value("PRODUCT_BUNDLE_IDENTIFIER") {
            members["CFBundleIdentifier"] = .string(identifier)
        }
        // `INFOPLIST_EXPAND_BUILD_SETTINGS = NO` leaves the file's references as written.
        guard settings.value("INFOPLIST_EXPAND_BUILD_SETTINGS") != "NO" else { return (.dictionary(members), file) }
        var report = ExpansionReport()
        let expanded = Self.expand(.dictionary(members), settings: settings, report: &report)
        warn(report, in: file.map { ProjectPath.join(folder, $0) } ?? target.name)
        return (expanded, file)
    }

    private mutating func warn(_ report: ExpansionReport, in file: String) {
        for name in report.undefined { warnings.append(ImportProblem(file: file, reason: "$(\(name)) is set by no build setting; it reads as empty")) }
        for name in report.loops { warnings.append(ImportProblem(file: file, reason: "build setting \(name) refers to itself; left unexpanded")) }
        for name in report.unknownOperators { warnings.append(ImportProblem(file: file, reason: "unknown build setting operator :\(name); left as it is")) }
    }

    /// Every string in `value` with build setting references expanded.
    static func expand(_ value: PlistValue, settings: BuildSettings, report: inout ExpansionReport) -> PlistValue {
        switch value {
        case .string(let text):
            let (expanded, found) = settings.expand(text)
            report.undefined += found.undefined.filter { !report.undefined.contains($0) }
            report.loops += found.loops.filter { !report.loops.contains($0) }
            report.unknownOperators += found.unknownOperators.filter { !report.unknownOperators.contains($0) }
            return .string(expanded)
        case .array(let elements): return .array(elements.map { expand($0, settings: settings, report: &report) })
        case .dictionary(let members): return .dictionary(members.mapValues { expand($0, settings: settings, report: &report) })
        default: return value
        }
    }

    /// The target's files, its folders walked on disk, each as the disk spells it.
    private mutating func files(of target: NativeTarget) -> [String] {
        let walked = TargetFileWalker(reader: importer.reader).files(of: target, projectFolder: folder)
        problems += walked.problems
        return walked.files.map { located($0).relative }
    }

    /// A path the project names (relative to its folder, or absolute) as the disk spells it, relative as the project
    /// wrote it and joined to the project folder; unchanged when it exists as written or not at all
    /// (docs/rules/xcode.md#paths-ignore-case-as-on-a-mac).
    func located(_ named: String) -> (relative: String, absolute: String) {
        let absolute = ProjectPath.join(folder, named)
        guard let spelled = importer.reader.spelledOnDisk(absolute), spelled != absolute else { return (named, absolute) }
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        return (named.hasPrefix("/") || !spelled.hasPrefix(prefix) ? spelled : String(spelled.dropFirst(prefix.count)), spelled)
    }

    /// The entitlements `CODE_SIGN_ENTITLEMENTS` names, or nil (with a problem when the file is unusable).
    mutating func entitlements(settings: BuildSettings) -> ImportedEntitlements? {
        guard let written = settings.value("CODE_SIGN_ENTITLEMENTS"), !written.isEmpty else { return nil }
        let (named, path) = located(written)
        let parsed: PlistValue
        switch importer.reader.read(path) {
        case .failure(let error):
            problems.append(ImportProblem(file: path, reason: error.reason))
            return nil
        case .success(let bytes):
            do { parsed = try PropertyList.parse(bytes) } catch {
                problems.append(ImportProblem(file: path, reason: error.reason))
                return nil
            }
        }
        guard case .dictionary = parsed else {
            problems.append(ImportProblem(file: path, reason: "expected a dictionary of entitlements, got \(parsed.messageDescription)"))
            return nil
        }
        // Code signing also fills in the bundle id under its Info.plist name.
        var signing = settings
        signing.push([BuildSettingAssignment(name: "CFBundleIdentifier", value: "$(PRODUCT_BUNDLE_IDENTIFIER)")], parameters: [:])
        var report = ExpansionReport()
        let expanded = Self.expand(parsed, settings: signing, report: &report)
        warn(report, in: path)
        let keys = Self.notificationEntitlements.filter { expanded[$0]?.boolValue == true }
        var read = ImportedEntitlements(file: named, apsEnvironment: expanded["aps-environment"]?.stringValue, notificationKeys: keys)
        read.appGroups = Self.strings(expanded["com.apple.security.application-groups"])
        read.keychainAccessGroups = Self.strings(expanded["keychain-access-groups"])
        return read
    }

    /// The non-empty strings of an entitlement's array; none when it is absent or not an array.
    static func strings(_ value: PlistValue?) -> [String] {
        guard case .array(let elements)? = value else { return [] }
        return elements.compactMap(\.stringValue).filter { !$0.isEmpty }
    }

    /// The target's bundle identifier: `PRODUCT_BUNDLE_IDENTIFIER`, which Xcode requires the Info.plist's
    /// `CFBundleIdentifier` to equal; a literal that differs is a warning and the build setting wins. Without the
    /// setting, the Info.plist's literal; empty when neither is there.
    private mutating func bundleIdentifier(plist: String?, settings: BuildSettings, file: String?, target: NativeTarget) -> String {
        let setting = settings.value("PRODUCT_BUNDLE_IDENTIFIER").flatMap { $0.isEmpty ? nil : $0 }
        if let setting, let plist, plist != setting {
            warnings.append(ImportProblem(file: file.map { ProjectPath.join(folder, $0) } ?? target.name,
                                          reason: "CFBundleIdentifier \(plist) differs from PRODUCT_BUNDLE_IDENTIFIER \(setting), which Xcode requires it to equal; \(setting) is used"))
        }
        return setting ?? plist ?? ""
    }

    /// A framework or library target as a module an extension may import: its module name and the Swift files of its
    /// build phases and folders that are on disk (those a checkout lacks are reported).
    mutating func module(_ target: NativeTarget) -> SourceModule? {
        guard let settings = settings(of: target) else { return nil }
        let name = settings.value("PRODUCT_MODULE_NAME").flatMap { $0.isEmpty ? nil : $0 } ?? target.name
        // Files it lacks matter only to an extension that imports it: they are said when one does.
        var missing: [ImportProblem] = []
        let files = MissingSources(reader: importer.reader, project: project, folder: folder)
            .present(files(of: target), target: target.name, settings: settings, problems: &missing)
        let paths = files.filter { $0.hasSuffix(".swift") }.map { ProjectPath.join(folder, $0) }.sorted()
        return SourceModule(name: name, paths: paths, origin: "framework target \(target.name)",
                            imports: SourceModuleCatalog.imports(of: paths, reader: importer.reader),
                            conditions: Self.compilationConditions(settings), problems: missing)
    }

    /// The conditions `#if` tests in the target's Swift code: `SWIFT_ACTIVE_COMPILATION_CONDITIONS` (Xcode's `DEBUG` in
    /// Debug) and each `-D NAME` of `OTHER_SWIFT_FLAGS`, in order, once each (docs/rules/xcode.md#extension-sources-on-linux).
    static func compilationConditions(_ settings: BuildSettings) -> [String] {
        var conditions: [String] = []
        let active = (settings.value("SWIFT_ACTIVE_COMPILATION_CONDITIONS") ?? "").split(whereSeparator: \.isWhitespace).map(String.init)
        let flags = (settings.value("OTHER_SWIFT_FLAGS") ?? "").split(whereSeparator: \.isWhitespace).map(String.init)
        var defined: [String] = []
        for (index, flag) in flags.enumerated() {
            if flag == "-D", index + 1 < flags.count { defined.append(flags[index + 1]) }
            else if flag.hasPrefix("-D"), flag.count > 2 { defined.append(String(flag.dropFirst(2))) }
        }
        for name in active + defined {
            let name = name.trimmingCharacters(in: CharacterSet(charactersIn: "\"'"))
            if SwiftModuleSources.isModuleName(name), !conditions.contains(name) { conditions.append(name) }
        }
        return conditions
    }

    /// Whether the target builds for iPhone: a watchOS app, a Mac helper or a tvOS app of the same project (and
    /// their extensions) is not of the iPhone notisim plays, which a warning says; a multiplatform target
    /// (`SDKROOT = auto`) is when `SUPPORTED_PLATFORMS` names iphoneos.
    private mutating func isForIPhone(_ target: NativeTarget, _ settings: BuildSettings, kind: String) -> Bool {
        let sdk = settings.value("SDKROOT") ?? ""
        let platforms = (settings.value("SUPPORTED_PLATFORMS") ?? "").split(separator: " ").map(String.init)
        if sdk.isEmpty || sdk.hasPrefix("iphoneos") || sdk == "auto" && (platforms.isEmpty || platforms.contains("iphoneos")) { return true }
        let what = sdk == "auto" ? "\(platforms.joined(separator: " ")) (SUPPORTED_PLATFORMS)" : "\(sdk) (SDKROOT)"
        warnings.append(ImportProblem(file: target.name, reason: "\(kind) for \(what), not for iPhone; skipped"))
        return false
    }

    /// An app target, or nil (with a problem) when it has no bundle identifier.
    mutating func app(_ target: NativeTarget) -> ImportedApp? {
        guard let settings = settings(of: target) else { return nil }
        guard isForIPhone(target, settings, kind: "an app") else { return nil }
        let info = infoPlist(of: target, settings: settings)
        let bundleID = bundleIdentifier(plist: info?.plist["CFBundleIdentifier"]?.stringValue, settings: settings, file: info?.file, target: target)
        guard !bundleID.isEmpty else {
            problems.append(ImportProblem(file: target.name, reason: "no bundle identifier (PRODUCT_BUNDLE_IDENTIFIER is not set)"))
            return nil
        }
        let names = ["CFBundleDisplayName", "CFBundleName"].compactMap { info?.plist[$0]?.stringValue }.filter { !$0.isEmpty }
        // A PRODUCT_NAME that reads as empty (it names a setting of an .xcconfig left out of the repository) is no
        // name: the target's own is.
        let displayName = names.first ?? settings.value("PRODUCT_NAME").flatMap { $0.isEmpty ? nil : $0 } ?? target.name
        var app = ImportedApp(targetName: target.name, bundleID: bundleID, displayName: displayName,
                              deploymentTarget: settings.value("IPHONEOS_DEPLOYMENT_TARGET"), infoPlist: info?.file,
                              entitlements: entitlements(settings: settings), files: files(of: target), extensions: [])
        app.teamID = settings.value("DEVELOPMENT_TEAM").flatMap { $0.isEmpty ? nil : $0 }
        let sceneConfigurations = info?.plist["UIApplicationSceneManifest"]?["UISceneConfigurations"]?["UIWindowSceneSessionRoleApplication"]
        app.sceneNames = (sceneConfigurations?.arrayValue ?? []).compactMap { $0["UISceneConfigurationName"]?.stringValue }
        let frequentUpdates = "NSSupportsLiveActivitiesFrequentUpdates"
        app.liveActivityFrequentUpdates = info?.plist[frequentUpdates]?.boolValue
            ?? settings.value("INFOPLIST_KEY_" + frequentUpdates).map { $0 == "YES" } ?? false
        var resources = AppResourceReader(reader: importer.reader, folder: folder)
        resources.read(into: &app, target: target, settings: settings,
                       developmentLanguage: info?.plist["CFBundleDevelopmentRegion"]?.stringValue ?? settings.value("DEVELOPMENT_LANGUAGE"))
        problems += resources.problems
        return app
    }

    /// Whether Xcode makes the target's asset symbols members of `UIColor`, `UIImage` and SwiftUI's `Color` too
    /// (`ASSETCATALOG_COMPILER_GENERATE_SWIFT_ASSET_SYMBOL_EXTENSIONS`, which Xcode 15 and later set in new projects).
    static func generatesAssetSymbolExtensions(_ settings: BuildSettings) -> Bool {
        settings.value("ASSETCATALOG_COMPILER_GENERATE_SWIFT_ASSET_SYMBOL_EXTENSIONS") == "YES"
    }

    /// The extension point of WidgetKit extensions: widgets and Live Activities (docs/rules/xcode.md#widget-extensions).
    static let widgetKitPoint = "com.apple.widgetkit-extension"

    /// A WidgetKit extension target with its Swift sources, or nil when the target is another kind of extension or
    /// its settings or Info.plist cannot be read (`notificationExtension(_:)` then says why).
    mutating func widgetExtension(_ target: NativeTarget) -> ImportedWidgetExtension? {
        guard let settings = settings(of: target), let info = infoPlist(of: target, settings: settings),
              info.plist["NSExtension"]?["NSExtensionPointIdentifier"]?.stringValue == Self.widgetKitPoint,
              isForIPhone(target, settings, kind: "an extension") else { return nil }
        let bundleID = bundleIdentifier(plist: info.plist["CFBundleIdentifier"]?.stringValue, settings: settings, file: info.file, target: target)
        guard !bundleID.isEmpty else {
            problems.append(ImportProblem(file: target.name, reason: "no bundle identifier (PRODUCT_BUNDLE_IDENTIFIER is not set)"))
            return nil
        }
        let targetFiles = MissingSources(reader: importer.reader, project: project, folder: folder)
            .present(files(of: target), target: target.name, settings: settings, problems: &problems)
        let swiftFiles = targetFiles.filter { $0.hasSuffix(".swift") }.map { path in
            URL(fileURLWithPath: ProjectPath.join(folder, path), relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
                .standardizedFileURL.path
        }
        let moduleName = settings.value("PRODUCT_MODULE_NAME").flatMap { $0.isEmpty ? nil : $0 }
        var sources = SwiftExtensionTarget.widgetExtension(name: target.name, sources: swiftFiles, moduleName: moduleName)
        sources.conditions = Self.compilationConditions(settings)
        sources.assetSymbolExtensions = Self.generatesAssetSymbolExtensions(settings)
        var imported = ImportedWidgetExtension(targetName: target.name, bundleID: bundleID, infoPlist: info.file,
                                               builtInfoPlist: info.plist.settingBundleIdentifier(bundleID), files: targetFiles, sources: sources)
        imported.liveActivityTypes = WidgetExtensionSources.liveActivityTypes(in: swiftFiles, reader: importer.reader)
        imported.resources = resources(files: targetFiles + [info.file].compactMap { $0 }, plist: info.plist, settings: settings)
        // Xcode generates the catalogs' symbols into the target (docs/rules/xcode.md#asset-symbols).
        imported.sources.assetCatalogs = imported.resources.assetCatalogs
        return imported
    }

    /// A notification extension target, or nil when it is another kind of extension (a warning) or unusable (a problem).
    mutating func notificationExtension(_ target: NativeTarget) -> ImportedExtension? {
        guard let settings = settings(of: target), isForIPhone(target, settings, kind: "an extension"),
              let info = infoPlist(of: target, settings: settings) else { return nil }
        let path = info.file.map { ProjectPath.join(folder, $0) } ?? target.name
        let point = info.plist["NSExtension"]?["NSExtensionPointIdentifier"]?.stringValue
        if let point, ExtensionPoint(rawValue: point) == nil {
            warnings.append(ImportProblem(file: path, reason: "target \(target.name) is a \(point) extension, not a notification extension; skipped"))
            return nil
        }
        let check = InfoPlistRules.check(info.plist)
        for diagnostic in check.diagnostics where diagnostic.severity == .warning {
            warnings.append(ImportProblem(file: path, reason: "\(diagnostic.path): \(diagnostic.message)"))
        }
        guard let read = check.info, let file = info.file else {
            for diagnostic in check.diagnostics where diagnostic.severity == .error {
                problems.append(ImportProblem(file: path, reason: diagnostic.path.isEmpty ? diagnostic.message : "\(diagnostic.path): \(diagnostic.message)"))
            }
            if check.diagnostics.isEmpty { problems.append(ImportProblem(file: path, reason: "no Info.plist file (INFOPLIST_FILE) to build from")) }
            return nil
        }
        let bundleID = bundleIdentifier(plist: read.bundleIdentifier, settings: settings, file: info.file, target: target)
        guard !bundleID.isEmpty else {
            problems.append(ImportProblem(file: target.name, reason: "no bundle identifier (PRODUCT_BUNDLE_IDENTIFIER is not set)"))
            return nil
        }
        let targetFiles = MissingSources(reader: importer.reader, project: project, folder: folder)
            .present(files(of: target), target: target.name, settings: settings, problems: &problems)
        var imported = ImportedExtension(targetName: target.name, kind: read.point, bundleID: bundleID, infoPlist: file,
                                         builtInfoPlist: info.plist.settingBundleIdentifier(bundleID), categories: read.contentAttributes?.categories ?? [],
                                         entitlements: entitlements(settings: settings), files: targetFiles)
        if read.point == .content {
            let name = info.plist["NSExtension"]?["NSExtensionMainStoryboard"]?.stringValue
            imported.storyboard = StoryboardImport.storyboard(named: name, files: targetFiles, folder: folder, problems: &problems)
            imported.contentSources = ContentExtensionSources.find(
                for: imported, principalClass: info.plist["NSExtension"]?["NSExtensionPrincipalClass"]?.stringValue,
                moduleName: settings.value("PRODUCT_MODULE_NAME"), folder: folder, reader: importer.reader, warnings: &warnings)
        }
        if read.point == .service {
            imported.serviceSources = ServiceExtensionSources.sources(
                targetName: target.name, principalClass: info.plist["NSExtension"]?["NSExtensionPrincipalClass"]?.stringValue, files: targetFiles,
                folder: folder, moduleSetting: settings.value("PRODUCT_MODULE_NAME"), plistPath: path, reader: importer.reader, warnings: &warnings)
        }
        let conditions = Self.compilationConditions(settings)
        imported.contentSources?.conditions = conditions
        imported.serviceSources?.conditions = conditions
        // Core Data models in the target's build phases, compiled with its sources (docs/rules/apple-frameworks.md#coredata).
        let dataModels = targetFiles.filter { $0.hasSuffix(".xcdatamodeld") || $0.hasSuffix(".xcdatamodel") }
            .map { URL(fileURLWithPath: ProjectPath.join(folder, $0)).standardizedFileURL.path }
        imported.contentSources?.dataModels = dataModels
        imported.serviceSources?.dataModels = dataModels
        imported.contentSources?.assetSymbolExtensions = Self.generatesAssetSymbolExtensions(settings)
        imported.serviceSources?.assetSymbolExtensions = Self.generatesAssetSymbolExtensions(settings)
        imported.resources = resources(files: targetFiles + [file], plist: info.plist, settings: settings)
        return imported
    }

    /// An extension target's strings and asset catalogs, its development language that of its Info.plist
    /// (`CFBundleDevelopmentRegion`), else the project's (docs/rules/xcode.md#extension-resources).
    private mutating func resources(files: [String], plist: PlistValue, settings: BuildSettings) -> ImportedResources {
        var reader = AppResourceReader(reader: importer.reader, folder: folder)
        let language = plist["CFBundleDevelopmentRegion"]?.stringValue.flatMap { $0.isEmpty ? nil : $0 } ?? settings.value("DEVELOPMENT_LANGUAGE")
        let resources = reader.extensionResources(files: files, developmentLanguage: language)
        problems += reader.problems
        return resources
    }
}
