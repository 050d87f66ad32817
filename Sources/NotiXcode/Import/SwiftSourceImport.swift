import NotiCore
import NotiSwiftSource

/// The app target's Swift sources read for its categories, actions and authorization options
/// (docs/rules/xcode.md#categories-from-swift-source).
enum SwiftSourceImport {
    /// Reads the `.swift` files of `app` (relative to `folder`) through `reader`; a file that cannot be read, and
    /// whatever the sources leave unresolved, is a problem naming the file and line. `modules` names the module of
    /// each framework or package file (by absolute path), so `Module.Type.name` resolves.
    static func notificationSetup(of app: ImportedApp, folder: String, reader: any ProjectFileReader, modules: [String: String] = [:],
                                  problems: inout [ImportProblem], warnings: inout [ImportProblem]) -> NotificationSetup {
        var sources: [SourceFile] = []
        var missing: [String] = []
        // The target's own files are relative to the project folder; local packages' are already joined.
        let files = app.files.filter { $0.hasSuffix(".swift") }.map { (path: ProjectPath.join(folder, $0), name: $0) }
            + app.packageSources.map { (path: $0, name: $0) }
        for (path, file) in files {
            switch reader.read(path) {
            case .success(let bytes): sources.append(SourceFile(path: file, text: String(decoding: bytes, as: UTF8.self), module: modules[path]))
            case .failure(let error) where error == FileReadError.missing: missing.append(file)
            case .failure(let error): problems.append(ImportProblem(file: file, reason: error.reason))
            }
        }
        // A project copied without its sources would otherwise give a line per file.
        if let first = missing.first {
            let others = missing.count > 1 ? " and \(missing.count - 1) more of its Swift files" : ""
            problems.append(ImportProblem(file: first, reason: "no such file\(others); target \(app.targetName)'s categories are read without \(missing.count == 1 ? "it" : "them")"))
        }
        let setup = NotificationSetupReader.read(sources)
        problems += setup.problems.map { ImportProblem(file: $0.location.description, reason: $0.reason) }
        warnings += setup.warnings.map { ImportProblem(file: $0.location.description, reason: $0.reason) }
        return setup
    }

    /// `import --check`'s lines for the app's categories and requested authorization, one each.
    static func checkLines(_ setup: NotificationSetup) -> [String] {
        var lines = setup.categories.map { category in
            let when = category.whenContentExtensions.map { ", only when content extensions are \($0 ? "supported" : "not supported")" } ?? ""
            let actions = category.actions.isEmpty ? "no actions" : category.actions.map(describe).joined(separator: ", ")
            let options = category.options.isEmpty ? "" : "; options \(category.options.joined(separator: ", "))"
            return "category \(category.identifier) (\(category.location)\(when)): \(actions)\(options)"
        }
        if lines.isEmpty { lines.append(noCategoriesLine(setup)) }
        if let options = setup.authorizationOptions {
            let places = setup.authorizationLocations.map(\.description).joined(separator: ", ")
            lines.append("requestAuthorization (\(places)): \(options.isEmpty ? "no options" : options.joined(separator: ", "))")
        }
        return lines
    }

    /// Why no category is listed: the calls found whose categories could not be read (the problems say why), or
    /// that no file read has a call, naming the files.
    private static func noCategoriesLine(_ setup: NotificationSetup) -> String {
        if !setup.categoryCallLocations.isEmpty {
            let calls = setup.categoryCallLocations.map(\.description).joined(separator: ", ")
            return "categories: none could be read from setNotificationCategories at \(calls) (see the problems)"
        }
        guard !setup.readFiles.isEmpty else { return "categories: no setNotificationCategories call found: no Swift file of the app was read" }
        let shown = setup.readFiles.prefix(5).joined(separator: ", ")
        let more = setup.readFiles.count > 5 ? " and \(setup.readFiles.count - 5) more" : ""
        return "categories: no setNotificationCategories call found in the \(setup.readFiles.count) Swift file\(setup.readFiles.count == 1 ? "" : "s") read (\(shown)\(more))"
    }

    /// `"Like" [ACTION_LIKE] (foreground)`, with the localisation key and text field when there are.
    private static func describe(_ action: SourceAction) -> String {
        var text = "\"\(action.title.value)\"" + (action.title.localizationKey.map { " (key \($0))" } ?? "") + " [\(action.identifier)]"
        if !action.options.isEmpty { text += " (\(action.options.joined(separator: ", ")))" }
        if let icon = action.icon { text += " icon \(icon.name)" }
        if let input = action.textInput { text += " text field \"\(input.buttonTitle.value)\"" }
        return text
    }

    /// The `categories` of `workspace.json` (docs/workspace-format.md#categories-and-actions).
    static func categoriesJSON(_ setup: NotificationSetup) -> JSONValue {
        .array(setup.categories.map { category in
            var members: [(key: String, value: JSONValue)] = [(key: "id", value: .string(category.identifier))]
            if let when = category.whenContentExtensions { members.append((key: "whenContentExtensions", value: .bool(when))) }
            if !category.options.isEmpty { members.append((key: "options", value: strings(category.options))) }
            if let placeholder = category.hiddenPreviewsBodyPlaceholder {
                members.append((key: "hiddenPreviewsBodyPlaceholder", value: .string(placeholder.value)))
            }
            if let format = category.categorySummaryFormat { members.append((key: "categorySummaryFormat", value: .string(format.value))) }
            if !category.intentIdentifiers.isEmpty { members.append((key: "intentIdentifiers", value: strings(category.intentIdentifiers))) }
            members.append((key: "actions", value: .array(category.actions.map(actionJSON))))
            return .object(members)
        })
    }

    private static func actionJSON(_ action: SourceAction) -> JSONValue {
        var members: [(key: String, value: JSONValue)] = [(key: "id", value: .string(action.identifier)), (key: "title", value: .string(action.title.value))]
        if !action.options.isEmpty { members.append((key: "options", value: strings(action.options))) }
        // A system symbol is the workspace's `icon`; a template image is found in the app's asset catalogs when the
        // workspace loads (docs/rules/presentation.md#template-image-action-icons).
        if let icon = action.icon { members.append((key: icon.isSystemImage ? "icon" : "templateImage", value: .string(icon.name))) }
        if let input = action.textInput {
            members.append((key: "textInput", value: .object([
                (key: "buttonTitle", value: .string(input.buttonTitle.value)), (key: "placeholder", value: .string(input.placeholder.value)),
            ])))
        }
        return .object(members)
    }

    /// `authorization` of `workspace.json` when the sources ask for authorization.
    static func authorizationJSON(_ setup: NotificationSetup) -> JSONValue? {
        setup.authorizationOptions.map { .object([(key: "request", value: strings($0))]) }
    }

    /// Whether any action of the sources has a template-image icon (the app's catalogs are then named in the workspace).
    static func usesTemplateImages(_ setup: NotificationSetup) -> Bool {
        setup.categories.contains { $0.actions.contains { $0.icon.map { !$0.isSystemImage } == true } }
    }

    private static func strings(_ values: [String]) -> JSONValue { .array(values.map { .string($0) }) }
}
