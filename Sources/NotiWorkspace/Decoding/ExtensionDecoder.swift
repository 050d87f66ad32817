import Foundation
import NotiCore
import NotiExtensionTarget
import NotiExtensions
import NotiStoryboard

/// Decodes an app's `extensions` entries and loads each one's Info.plist.
struct ExtensionDecoder {
    let sink: DiagnosticSink
    let files: WorkspaceFiles
    let app: SimulatedApp
    /// The app's `appGroups` entitlement, which an extension's app groups must be in to be shared.
    var appGroups: [String] = []
    /// Receives a file's own diagnostics (the Info.plist's, a strings file's), filed under its path.
    let reportPlist: (String, [Diagnostic]) -> Void

    func definition(_ reader: ObjectReader) -> ExtensionDefinition? {
        let errorsBefore = sink.errorCount
        let name = reader.string("name", required: true, allowEmpty: false)
        let kindName = reader.string("kind", required: true)
        let kind = kindName.flatMap(Self.kind)
        if let kindName, kind == nil {
            sink.error(reader.childPath("kind"), "expected \"content\" or \"service\", got the string \"\(kindName)\"")
        }
        let declaredBundleID = reader.string("bundleID", allowEmpty: false)
        let run = runCommand(reader)
        let swiftSources = self.swiftSources(reader)
        let assetSymbolExtensions = self.assetSymbolExtensions(reader)
        if run != nil, swiftSources != nil {
            sink.error(reader.childPath("swiftSources"), "give either \"run\" or \"swiftSources\", not both")
        }
        let storyboard = self.storyboard(reader)
        guard let plistFile = reader.string("infoPlist", required: true, allowEmpty: false),
              let plistURL = files.existingFile(plistFile, path: reader.childPath("infoPlist"), what: "Info.plist") else { return nil }
        let check = InfoPlistLoader.load(path: plistURL.path)
        reportPlist(plistURL.path, check.diagnostics)
        guard let info = check.info else {
            sink.error(reader.childPath("infoPlist"), "\"\(plistFile)\" has errors; the extension is left out")
            return nil
        }
        if let kind, kind != info.point {
            sink.error(reader.childPath("kind"), "\"\(kindName ?? "")\" but the Info.plist's NSExtensionPointIdentifier is \(info.point.rawValue)")
        }
        let bundleID = self.bundleID(declared: declaredBundleID, plist: info.bundleIdentifier, reader: reader)
        guard sink.errorCount == errorsBefore, let name, let bundleID else { return nil }
        if storyboard.path != nil, info.point != .content {
            sink.error(reader.childPath("storyboard"), "only a content extension shows a storyboard; this is a \(info.point.rawValue) extension")
            return nil
        }
        let source = swiftSources.map { files in
            var target = SwiftExtensionTarget(name: name, point: info.point, sources: files.sources, principalClass: files.principalClass,
                                              moduleName: files.moduleName, initialContentSizeRatio: info.contentAttributes?.initialContentSizeRatio ?? 1)
            target.modules = files.modules
            target.conditions = files.conditions
            target.principalClassModule = files.principalClassModule
            target.packageProducts = files.packages
            target.dataModels = files.dataModels
            target.assetCatalogs = storyboard.catalogs
            target.assetSymbolExtensions = assetSymbolExtensions
            if case .dictionary(let members) = check.document { target.bundleInfo = Self.bundleInfo(members, bundleID: bundleID) }
            target.outletWiring = storyboard.path.flatMap { outletWiring($0, catalogs: storyboard.catalogs, target: target, reader: reader) }
            return target
        }
        var definition = ExtensionDefinition(name: name, kind: info.point, bundleID: bundleID, appBundleID: app.bundleID,
                                             attributes: info.contentAttributes, infoPlistPath: plistURL.path, run: run, swiftSources: source,
                                             keyPath: reader.path, storyboardPath: storyboard.path, assetCatalogPaths: storyboard.catalogs)
        definition.appGroups = sharedAppGroups(reader)
        definition.keychainAccessGroups = reader.strings("keychainAccessGroups") ?? []
        definition.resources = ExtensionResourceDecoder(files: files, report: reportPlist).resources(reader, catalogs: storyboard.catalogs)
        return definition
    }

    /// The app's `widgetExtension`: its name, bundle identifier and either `run` or `swiftSources` (with their
    /// modules, conditions and packages), docs/workspace-format.md#widget-extensions.
    func widgetDefinition(_ reader: ObjectReader) -> WidgetExtensionDefinition? {
        let errorsBefore = sink.errorCount
        let name = reader.string("name", required: true, allowEmpty: false)
        let declaredBundleID = reader.string("bundleID", required: true, allowEmpty: false)
        let run = runCommand(reader)
        let swiftSources = self.swiftSources(reader, widget: true)
        let assetSymbolExtensions = self.assetSymbolExtensions(reader)
        if run != nil, swiftSources != nil {
            sink.error(reader.childPath("swiftSources"), "give either \"run\" or \"swiftSources\", not both")
        } else if run == nil, swiftSources == nil, !reader.has("swiftSources") {
            reader.missing("swiftSources", "the widget extension's Swift files, or \"run\" with a command line")
        }
        let bundleID = declaredBundleID.flatMap { self.bundleID(declared: $0, plist: nil, reader: reader) }
        let resources = ExtensionResourceDecoder(files: files, report: reportPlist).resources(reader, catalogs: files.assetCatalogs(reader))
        let info = widgetInfoPlist(reader)
        guard sink.errorCount == errorsBefore, let name, let bundleID else { return nil }
        let target = swiftSources.map { files in
            var target = SwiftExtensionTarget.widgetExtension(name: name, sources: files.sources, moduleName: files.moduleName)
            target.modules = files.modules
            target.conditions = files.conditions
            target.packageProducts = files.packages
            target.dataModels = files.dataModels
            target.assetCatalogs = resources.assetCatalogs
            target.assetSymbolExtensions = assetSymbolExtensions
            target.bundleInfo = Self.bundleInfo(info, bundleID: bundleID)
            return target
        }
        var definition = WidgetExtensionDefinition(name: name, bundleID: bundleID, appBundleID: app.bundleID, run: run, swiftSources: target,
                                                   keyPath: reader.path)
        definition.appGroups = sharedAppGroups(reader)
        definition.resources = resources
        return definition
    }

    /// `storyboard` (a file) and `assetCatalogs` (folders) of a content extension (a service extension's catalogs too), resolved in the workspace folder
    /// (docs/workspace-format.md).
    private func storyboard(_ reader: ObjectReader) -> (path: String?, catalogs: [String]) {
        let path = reader.string("storyboard", allowEmpty: false).flatMap {
            files.existingFile($0, path: reader.childPath("storyboard"), what: "storyboard")?.path
        }
        return (path, files.assetCatalogs(reader))
    }

    /// The outlets of the storyboard at `path` connected to the principal class of `target` when its own sources are built
    /// (docs/rules/extension-sources.md#outlets-from-the-storyboard); a storyboard that does not read is a warning, and the view stays empty.
    private func outletWiring(_ path: String, catalogs: [String], target: SwiftExtensionTarget, reader: ObjectReader) -> OutletWiring? {
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
        switch OutletWiring.storyboard(path, assets: AssetCatalog(catalogs: catalogs, folders: [folder]), principalClass: target.principalClass) {
        case .success(let wiring): return wiring
        case .failure(let problem):
            sink.warning(reader.childPath("storyboard"), "\(problem.reason); \(target.name)'s outlets stay nil and its view empty")
            return nil
        }
    }

    /// A widget extension's optional `infoPlist`: the file's dictionary; none without the key, and an error at it
    /// when the file is missing or not a dictionary property list.
    private func widgetInfoPlist(_ reader: ObjectReader) -> [String: PlistValue] {
        guard let relative = reader.string("infoPlist", allowEmpty: false),
              let url = files.existingFile(relative, path: reader.childPath("infoPlist"), what: "Info.plist") else { return [:] }
        do {
            guard case .dictionary(let members) = try InfoPlistLoader.document(path: url.path) else {
                sink.error(reader.childPath("infoPlist"), "\"\(relative)\" is not a dictionary property list")
                return [:]
            }
            return members
        } catch {
            sink.error(reader.childPath("infoPlist"), "\"\(relative)\": \(error.reason)")
            return [:]
        }
    }

    /// The Info.plist a built extension's `Bundle.main` reads: the workspace's, with the bundle identifier the
    /// extension runs under (the workspace's `bundleID` wins over the file's, as Xcode's build setting does).
    static func bundleInfo(_ members: [String: PlistValue], bundleID: String) -> [UInt8] {
        XMLPlistWriter.document(PlistValue.dictionary(members).settingBundleIdentifier(bundleID))
    }

    static func kind(_ name: String) -> ExtensionPoint? {
        switch name {
        case "content": return .content
        case "service": return .service
        default: return nil
        }
    }

    private func bundleID(declared: String?, plist: String?, reader: ObjectReader) -> String? {
        if let declared, let plist, declared != plist {
            // As Xcode builds an extension with PRODUCT_BUNDLE_IDENTIFIER whatever its Info.plist says, the workspace's
            // bundleID (an imported project's build setting) wins.
            sink.warning(reader.childPath("bundleID"), "\"\(declared)\" but the Info.plist's CFBundleIdentifier is \"\(plist)\"; \"\(declared)\" is used")
        }
        guard let bundleID = declared ?? plist else {
            reader.missing("bundleID", "the extension's bundle identifier (the Info.plist has no literal CFBundleIdentifier)")
            return nil
        }
        if !bundleID.hasPrefix(app.bundleID + ".") {
            sink.error(reader.childPath("bundleID"), "\"\(bundleID)\" must start with the app's bundle identifier \"\(app.bundleID).\" for iOS to embed it")
            return nil
        }
        return bundleID
    }

    /// The extension's `appGroups` that the app's `appGroups` has too; one the app lacks is a warning, as the extension
    /// cannot share it (docs/rules/apple-frameworks.md#app-groups-and-shared-defaults).
    private func sharedAppGroups(_ reader: ObjectReader) -> [String] {
        let own = reader.strings("appGroups") ?? []
        for group in own where !appGroups.contains(group) {
            sink.warning(reader.childPath("appGroups"), "\(group) is not in the app's appGroups; the extension cannot share it with the app, "
                + "and containerURL(forSecurityApplicationGroupIdentifier:) gives nil for it")
        }
        return ExtensionDataContainers.sharedAppGroups(app: appGroups, extension: own)
    }

    /// `run`: a non-empty array of strings (program and arguments).
    private func runCommand(_ reader: ObjectReader) -> [String]? {
        guard let elements = reader.array("run") else { return nil }
        guard !elements.isEmpty else {
            sink.error(reader.childPath("run"), "expected a command line such as [\"python3\", \"extension.py\"], got an empty array")
            return nil
        }
        var command: [String] = []
        for element in elements {
            guard let argument = element.value.stringValue else {
                sink.error(element.path, "expected a string, got \(element.value.messageDescription)")
                return nil
            }
            command.append(argument)
        }
        return command
    }

    /// `swiftSources` (the extension's own Swift files, relative to the workspace folder), with `principalClass`, an
    /// optional `moduleName`, `principalClassModule` when a compatible module declares the class (then the files
    /// may be none), and the `dataModels` compiled with them.
    private func swiftSources(_ reader: ObjectReader, widget: Bool = false) -> (sources: [String], principalClass: String, moduleName: String?, modules: [SwiftModuleSources],
                                                          conditions: [String], principalClassModule: String?, packages: [PinnedPackageProduct],
                                                          dataModels: [String])? {
        guard let elements = reader.array("swiftSources") else {
            for key in ["principalClass", "swiftModules", "swiftConditions", "principalClassModule", "swiftPackages", "dataModels",
                        "assetSymbolExtensions"] where reader.has(key) {
                sink.error(reader.childPath(key), "only used with \"swiftSources\"")
                _ = reader.value(key)
            }
            return nil
        }
        let modules = swiftModules(reader)
        let conditions = self.conditions(reader)
        // A widget extension's own `@main` bundle is its entry point: it has no principal class.
        let principalClass = widget ? "" : reader.string("principalClass", required: true, allowEmpty: false)
        let moduleName = reader.string("moduleName", allowEmpty: false)
        let principalClassModule = widget ? nil : self.principalClassModule(reader, principalClass: principalClass)
        guard !elements.isEmpty || principalClassModule != nil else {
            if !reader.has("principalClassModule") {
                sink.error(reader.childPath("swiftSources"), "expected the extension's Swift files such as [\"NotificationViewController.swift\"], got an empty array")
            }
            return nil
        }
        guard let sources = sourceFiles(elements), let principalClass, let modules, let conditions, let packages = swiftPackages(reader),
              let dataModels = dataModels(reader) else { return nil }
        return (sources, principalClass, moduleName, modules, conditions, principalClassModule, packages, dataModels)
    }

    /// `assetSymbolExtensions` beside `swiftSources` (Xcode's `ASSETCATALOG_COMPILER_GENERATE_SWIFT_ASSET_SYMBOL_EXTENSIONS`,
    /// docs/rules/xcode.md#asset-symbols); false when absent.
    private func assetSymbolExtensions(_ reader: ObjectReader) -> Bool {
        reader.has("swiftSources") ? reader.bool("assetSymbolExtensions") ?? false : false
    }

    /// `dataModels`: the Core Data models (`.xcdatamodeld` folders) compiled with the sources (docs/rules/apple-frameworks.md#coredata);
    /// empty when absent, nil after an error.
    private func dataModels(_ reader: ObjectReader) -> [String]? {
        guard let elements = reader.array("dataModels") else { return reader.has("dataModels") ? nil : [] }
        var models: [String] = []
        for element in elements {
            guard let relative = element.value.stringValue else {
                sink.error(element.path, "expected the path of an .xcdatamodeld folder, got \(element.value.messageDescription)")
                return nil
            }
            var isFolder: ObjCBool = false
            let url = files.resolve(relative)
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), isFolder.boolValue else {
                sink.error(element.path, "\"\(relative)\" is not a folder (a Core Data model is an .xcdatamodeld folder)")
                return nil
            }
            models.append(url.path)
        }
        return models
    }

    /// `swiftPackages`: the Swift package products the sources link, `{"product": "Defaults", "location": "https://…",
    /// "revision": "…", "version": "9.0.0"}` each (docs/workspace-format.md#extensions); empty when absent, nil after an error.
    private func swiftPackages(_ reader: ObjectReader) -> [PinnedPackageProduct]? {
        guard let elements = reader.array("swiftPackages") else { return reader.has("swiftPackages") ? nil : [] }
        var packages: [PinnedPackageProduct] = []
        for element in elements {
            guard let package = ObjectReader(element.value, path: element.path, sink: sink) else { return nil }
            let product = package.string("product", required: true, allowEmpty: false)
            let location = package.string("location", required: true, allowEmpty: false)
            let revision = package.string("revision", required: true, allowEmpty: false)
            let version = package.string("version", allowEmpty: false)
            package.finish()
            guard let product, let location, let revision else { return nil }
            packages.append(PinnedPackageProduct(product: product, location: location, revision: revision, version: version))
        }
        return packages
    }

    /// `principalClassModule`: the compatible module that declares `principalClass` (docs/workspace-format.md); nil when
    /// absent, or (with an error) when it is not a compatible module declaring that class.
    private func principalClassModule(_ reader: ObjectReader, principalClass: String?) -> String? {
        guard let name = reader.string("principalClassModule", allowEmpty: false) else { return nil }
        guard let module = CompatibleModules.named(name) else {
            sink.error(reader.childPath("principalClassModule"), "\"\(name)\" is not a compatible module notisim provides")
            return nil
        }
        if let principalClass, !module.principalClasses.contains(SwiftExtensionTarget.className(principalClass)) {
            let declared = module.principalClasses.isEmpty ? "none" : module.principalClasses.joined(separator: ", ")
            sink.error(reader.childPath("principalClassModule"), "\(name) does not declare \(SwiftExtensionTarget.className(principalClass)) "
                + "as a principal class (it declares \(declared))")
            return nil
        }
        return name
    }

    /// `swiftConditions`: the names `#if` tests as set (`-D NAME`), each a Swift identifier; empty when absent, nil
    /// after an error.
    private func conditions(_ reader: ObjectReader) -> [String]? {
        guard let elements = reader.array("swiftConditions") else { return reader.has("swiftConditions") ? nil : [] }
        var names: [String] = []
        for element in elements {
            guard let name = element.value.stringValue, SwiftModuleSources.isModuleName(name) else {
                sink.error(element.path, "expected a condition name such as DEBUG (letters, digits and _), got \(element.value.messageDescription)")
                return nil
            }
            names.append(name)
        }
        return names
    }

    /// The Swift files of a `swiftSources` or module `sources` array, each existing; nil (with an error) otherwise.
    private func sourceFiles(_ elements: [(path: String, value: JSONValue)]) -> [String]? {
        var sources: [String] = []
        for element in elements {
            guard let file = element.value.stringValue else {
                sink.error(element.path, "expected a string, got \(element.value.messageDescription)")
                return nil
            }
            guard let url = files.existingFile(file, path: element.path, what: "Swift source") else { return nil }
            sources.append(url.path)
        }
        return sources
    }

    /// `swiftModules`: the modules the sources import, `{"name": "ParrotKit", "sources": […]}` each, compiled before
    /// them in this order (docs/workspace-format.md#extensions); an empty list when absent, nil after an error.
    private func swiftModules(_ reader: ObjectReader) -> [SwiftModuleSources]? {
        guard let elements = reader.array("swiftModules") else { return reader.has("swiftModules") ? nil : [] }
        var modules: [SwiftModuleSources] = []
        for element in elements {
            guard let module = ObjectReader(element.value, path: element.path, sink: sink) else { return nil }
            let name = module.string("name", required: true, allowEmpty: false)
            if let name, !SwiftModuleSources.isModuleName(name) {
                sink.error(module.childPath("name"), "expected a Swift module name (letters, digits and _), got \"\(name)\"")
                return nil
            }
            guard let sources = module.array("sources") else { module.missing("sources", "the module's Swift files"); return nil }
            guard let name, let files = sourceFiles(sources), !files.isEmpty, let conditions = conditions(module) else {
                if sources.isEmpty { sink.error(module.childPath("sources"), "expected the module's Swift files, got an empty array") }
                return nil
            }
            module.finish()
            modules.append(SwiftModuleSources(name: name, sources: files, conditions: conditions))
        }
        return modules
    }
}
