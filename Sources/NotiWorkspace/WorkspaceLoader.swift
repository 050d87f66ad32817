import Foundation
import NotiCore
import NotiExtensions

/// Loads a workspace folder (`workspace.json` plus the files it names) and reports every problem in every file.
package enum WorkspaceLoader {
    /// The file at the root of every workspace folder.
    package static let fileName = "workspace.json"
    /// `workspace.json` files larger than this are refused before reading.
    package static let maximumBytes = 10_000_000
    /// The workspace format version this loader reads.
    package static let formatVersion = 1
    /// The sample push folder when `pushes` is not given.
    package static let defaultPushesFolder = "pushes"

    /// Loads the workspace in `directory`.
    package static func load(directory: URL) -> WorkspaceLoadResult {
        load(file: directory.appendingPathComponent(fileName))
    }

    /// Loads a `workspace.json`; relative paths in it are resolved against its folder.
    package static func load(file: URL) -> WorkspaceLoadResult {
        var loader = Loader(file: file.standardizedFileURL)
        let workspace = loader.run()
        return WorkspaceLoadResult(workspace: workspace, diagnostics: loader.diagnostics)
    }

    /// Every problem in one `workspace.json` and the files it references (the entry point of `notisim validate`).
    package static func validate(file: String) -> [FileDiagnostic] {
        load(file: URL(fileURLWithPath: file)).diagnostics
    }
}

/// One load: decodes the root object, then each app, then cross-file rules.
private struct Loader {
    let file: URL
    let root: URL
    let sink = DiagnosticSink()
    var otherFiles: [FileDiagnostic] = []
    /// Every app entry as far as it decoded, faulty ones included, with its key path and extensions: the rules
    /// across apps and extensions (one bundle id, one category per extension) see them all.
    var decodedApps: [(app: SimulatedApp, path: String, extensions: [ExtensionDefinition])] = []

    init(file: URL) {
        self.file = file
        self.root = file.deletingLastPathComponent()
    }

    /// A file's path relative to the workspace folder when it lies inside it (`extensions/X/Info.plist`).
    func displayPath(_ path: String) -> String { Self.displayPath(path, root: root) }

    static func displayPath(_ path: String, root: URL) -> String {
        let prefix = root.path.hasSuffix("/") ? root.path : root.path + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }

    /// The diagnostics of `workspace.json` first, then those of the other files.
    var diagnostics: [FileDiagnostic] {
        sink.diagnostics.map { FileDiagnostic(file: displayPath(file.path), diagnostic: $0) } + otherFiles
    }

    mutating func run() -> Workspace? {
        guard let document = readDocument(), let reader = ObjectReader(document, path: "", sink: sink) else { return nil }
        defer { reader.finish() }
        if let version = reader.integer("version"), version != WorkspaceLoader.formatVersion {
            sink.error("version", "this notisim reads workspace format \(WorkspaceLoader.formatVersion), not \(version)")
            _ = reader.remainingMembers()
            return nil
        }
        var workspace = Workspace(root: root, name: reader.string("name", allowEmpty: false) ?? root.lastPathComponent)
        workspace.focusModes = FocusDecoder(sink: sink).modes(reader)
        if !reader.has("apps") { reader.missing("apps", "an array of apps") }
        for element in reader.array("apps") ?? [] {
            guard let appReader = ObjectReader(element.value, path: element.path, sink: sink) else { continue }
            decodeApp(appReader, into: &workspace)
            appReader.finish()
        }
        checkCategoryClaims()
        workspace.choose(language: reader.string("language", allowEmpty: false))
        workspace.samplePushes = pushes(reader, apps: workspace.apps)
        workspace.soundSeconds = WorkspaceFiles(root: root, sink: sink).soundLengths()
        if let section = reader.object("extensionLimits") {
            workspace.extensionLimits = Self.extensionLimits(section)
            section.finish()
        }
        if let schedule = summarySchedule(reader) { workspace.summarySchedule = schedule }
        let contacts = ContactsDecoder(sink: sink, root: root)
        workspace.contactsJSON = contacts.contacts(reader)
        workspace.contactsAuthorization = contacts.authorization(reader)
        if let section = reader.object("apns") {
            workspace.pushEndpoint = PushEndpointDecoder(sink: sink, files: WorkspaceFiles(root: root, sink: sink)).settings(section)
            section.finish()
        }
        return workspace
    }

    /// `extensionLimits`: `memoryMB` (the extension's own memory, above its runtime's) and `serviceBudget` (a duration).
    private static func extensionLimits(_ reader: ObjectReader) -> ExtensionLimits {
        var limits = ExtensionLimits.standard
        if let megabytes = reader.number("memoryMB", in: ExtensionLimits.memoryMegabytesRange) { limits.memoryMegabytes = megabytes }
        if let text = reader.string("serviceBudget") {
            if let seconds = DurationText.seconds(text), seconds > 0 {
                limits.serviceBudget = seconds
            } else {
                reader.sink.error(reader.childPath("serviceBudget"), "expected a duration such as \"30s\", got the string \"\(text)\"")
            }
        }
        return limits
    }

    /// `summaryTimes`: `["08:00", "18:00"]`, up to 12; a bad entry is reported and the default times stay.
    private func summarySchedule(_ reader: ObjectReader) -> SummarySchedule? {
        guard let elements = reader.array("summaryTimes") else { return nil }
        var minutes: [Int] = []
        for element in elements {
            guard let text = element.value.stringValue else {
                sink.error(element.path, "expected a time \"HH:MM\", got \(element.value.messageDescription)")
                return nil
            }
            do { minutes.append(try SummarySchedule.minutes(of: text)) } catch {
                sink.error(element.path, error.description)
                return nil
            }
        }
        do { return try SummarySchedule(minutes: minutes) } catch {
            sink.error(reader.childPath("summaryTimes"), error.description)
            return nil
        }
    }

    private func readDocument() -> JSONValue? {
        guard let size = WorkspaceFiles.regularFileSize(file) else {
            sink.error("", "cannot read \(file.path): no such file")
            return nil
        }
        guard size <= WorkspaceLoader.maximumBytes, let data = try? Data(contentsOf: file) else {
            sink.error("", "\(size) bytes is larger than the \(WorkspaceLoader.maximumBytes)-byte limit, or unreadable")
            return nil
        }
        do { return try JSONParser.parse(Array(data)) } catch {
            sink.error("", error.description)
            return nil
        }
    }

    private mutating func decodeApp(_ reader: ObjectReader, into workspace: inout Workspace) {
        let files = WorkspaceFiles(root: root, sink: sink)
        let decoder = AppDecoder(sink: sink)
        let errorsBefore = sink.errorCount
        // An app whose own keys have errors is still decoded to the end so that every problem is reported, then left
        // out; a faulty request or extension leaves out only itself.
        var app = decoder.app(reader)
        let widgetExtension = self.widgetExtension(reader, app: app, files: files)
        let liveActivities = LiveActivityDecoder(sink: sink, drawnByWidgetExtension: widgetExtension != nil).types(reader)
        app.liveActivityTypes = liveActivities.map(\.type)
        var resourceProblems: [(file: String, diagnostic: Diagnostic)] = []
        AppResourceDecoder(files: files).read(reader, into: &app, otherFiles: &resourceProblems)
        otherFiles += resourceProblems.map { FileDiagnostic(file: displayPath($0.file), diagnostic: $0.diagnostic) }
        if !app.bundleID.isEmpty, decodedApps.contains(where: { $0.app.bundleID == app.bundleID }) {
            sink.error(reader.childPath("bundleID"), "bundle id \"\(app.bundleID)\" is used by two apps")
        }
        let appIsValid = sink.errorCount == errorsBefore
        let settings = reader.object("settings").map { settings in
            defer { settings.finish() }
            return decoder.settings(settings)
        }
        let launch = launchRequests(reader, app: app, files: files)
        let definitions = extensions(reader, app: app, files: files, existing: decodedApps.flatMap(\.extensions))
        decodedApps.append((app, reader.path, definitions))
        var focusModes = workspace.focusModes
        FocusDecoder(sink: sink).addFilters(reader, bundleID: app.bundleID, to: &focusModes)
        guard appIsValid else { return }
        workspace.focusModes = focusModes
        workspace.apps.append(app)
        workspace.initialSettings[app.bundleID] = settings
        workspace.launchRequests[app.bundleID] = launch
        workspace.extensions += definitions
        if let widgetExtension { workspace.widgetExtensions.append(widgetExtension) }
        for (type, layout) in liveActivities { workspace.liveActivityLayouts[app.bundleID + "/" + type.name] = layout }
    }

    private func launchRequests(_ reader: ObjectReader, app: SimulatedApp, files: WorkspaceFiles) -> [NotificationRequest] {
        let decoder = RequestDecoder(sink: sink, files: files, app: app)
        var launch: [NotificationRequest] = []
        for element in reader.array("launchRequests") ?? [] {
            guard let requestReader = ObjectReader(element.value, path: element.path, sink: sink) else { continue }
            defer { requestReader.finish() }
            guard let request = decoder.request(requestReader) else { continue }
            if launch.contains(where: { $0.identifier == request.identifier }) {
                sink.warning(requestReader.childPath("id"), "request \"\(request.identifier)\" replaces an earlier one with the same id")
            }
            launch.append(request)
        }
        return launch
    }

    /// The app's `widgetExtension`, when it has one.
    private func widgetExtension(_ reader: ObjectReader, app: SimulatedApp, files: WorkspaceFiles) -> WidgetExtensionDefinition? {
        guard let entry = reader.object("widgetExtension") else { return nil }
        defer { entry.finish() }
        var decoder = ExtensionDecoder(sink: sink, files: files, app: app) { _, _ in }
        decoder.appGroups = reader.strings("appGroups") ?? []
        return decoder.widgetDefinition(entry)
    }

    private mutating func extensions(_ reader: ObjectReader, app: SimulatedApp, files: WorkspaceFiles,
                                     existing: [ExtensionDefinition]) -> [ExtensionDefinition] {
        let root = self.root
        var plistReports: [FileDiagnostic] = []
        var decoder = ExtensionDecoder(sink: sink, files: files, app: app) { path, diagnostics in
            plistReports += diagnostics.map { FileDiagnostic(file: Loader.displayPath(path, root: root), diagnostic: $0) }
        }
        decoder.appGroups = reader.strings("appGroups") ?? []
        var definitions: [ExtensionDefinition] = []
        for element in reader.array("extensions") ?? [] {
            guard let extensionReader = ObjectReader(element.value, path: element.path, sink: sink) else { continue }
            defer { extensionReader.finish() }
            guard let definition = decoder.definition(extensionReader) else { continue }
            if (existing + definitions).contains(where: { $0.bundleID == definition.bundleID }) {
                sink.error(extensionReader.childPath("bundleID"), "bundle id \"\(definition.bundleID)\" is used by two extensions")
                continue
            }
            if definition.kind == .service, definitions.contains(where: { $0.kind == .service }) {
                sink.warning(extensionReader.path, "\(app.bundleID) already has a service extension; iOS runs only one")
            }
            definitions.append(definition)
        }
        otherFiles += plistReports
        return definitions
    }

    /// Two content extensions of one app claiming a category: error; a claimed category the app never registers: warning.
    /// Apps with errors of their own are checked too, so that every problem is reported at once.
    private func checkCategoryClaims() {
        for (app, appPath, definitions) in decodedApps {
            let claims = definitions.filter { $0.kind == .content }.map {
                CategoryClaim(extensionBundleID: $0.bundleID, appBundleID: app.bundleID, categories: $0.attributes?.categories ?? [])
            }
            let registered = Set(app.categories.map(\.identifier))
            let path = appPath + ".extensions"
            for diagnostic in CategoryClaimRules.conflicts(claims) + claims.flatMap({ CategoryClaimRules.unregistered($0, registered: registered) }) {
                sink.append(Diagnostic(diagnostic.severity, path, diagnostic.message))
            }
        }
    }

    private mutating func pushes(_ reader: ObjectReader, apps: [SimulatedApp]) -> [SamplePush] {
        let given = reader.string("pushes", allowEmpty: false)
        let folder = WorkspaceFiles(root: root, sink: sink).resolve(given ?? WorkspaceLoader.defaultPushesFolder)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            if let given { sink.error("pushes", "folder \"\(given)\" does not exist") }
            return []
        }
        let root = self.root
        var reports: [FileDiagnostic] = []
        let pushes = SamplePushScanner(apps: apps) { path, diagnostics in
            reports += diagnostics.map { FileDiagnostic(file: Loader.displayPath(path, root: root), diagnostic: $0) }
        }.scan(folder)
        otherFiles += reports
        return pushes
    }
}
