import NotiExtensions

extension ProjectImport {
    /// What `notisim import --check` prints, one line each: the apps, their extensions, entitlements, resources,
    /// categories and pushes, then every file that could not be used and every warning.
    package var checkLines: [String] {
        var lines: [String] = []
        for app in apps {
            let version = app.deploymentTarget.map { ", iOS \($0)+" } ?? ""
            lines.append("app \(app.targetName): \(app.bundleID) \"\(app.displayName)\"\(version)")
            if let entitlements = app.entitlements { lines.append("  " + Self.line(entitlements, isApp: true)) }
            lines.append("  " + Self.line(files: app.files))
            lines += resourceLines(app)
            for item in app.extensions {
                let kind = item.kind == .content ? "content extension" : "service extension"
                let categories = item.kind == .content ? ", categories \(item.categories.joined(separator: ", "))" : ""
                lines.append("  \(kind) \(item.targetName): \(item.bundleID), Info.plist \(item.infoPlist)\(categories)")
                if let entitlements = item.entitlements { lines.append("    " + Self.line(entitlements, isApp: false)) }
                if let storyboard = item.storyboard { lines.append("    " + StoryboardImport.checkLine(storyboard)) }
                if let modules = (item.contentSources ?? item.serviceSources)?.modules, !modules.isEmpty {
                    lines.append("    modules it imports, built from source: " + modules.map { "\($0.name) (\($0.origin))" }.joined(separator: ", "))
                }
                lines += ((item.contentSources ?? item.serviceSources)?.importLines ?? []).map { "    " + $0 }
                lines.append("    " + Self.line(files: item.files))
                lines += item.resources.checkLines.map { "    " + $0 }
            }
            for widget in app.widgetExtensions {
                let plist = widget.infoPlist.map { ", Info.plist \($0)" } ?? ""
                lines.append("  widget extension \(widget.targetName): \(widget.bundleID)\(plist)")
                lines.append("    " + Self.line(files: widget.files))
                lines += widget.resources.checkLines.map { "    " + $0 }
            }
            lines += SwiftSourceImport.checkLines(app.notificationSetup).map { "  " + $0 }
        }
        lines += pushLines
        lines += problemLines
        if apps.isEmpty { lines.append("nothing usable found: no app target could be read") }
        return lines
    }

    /// Every file that could not be used (`could not use FILE: REASON`), then every warning (`warning: FILE: REASON`).
    var problemLines: [String] {
        problems.map { "could not use \($0)" } + warnings.map { "warning: \($0)" }
    }

    /// `files: 12 (3 Swift)`: the target's files as its build phases and folders list them.
    private static func line(files: [String]) -> String {
        "files: \(files.count) (\(files.filter { $0.hasSuffix(".swift") }.count) Swift)"
    }

    /// `entitlements FILE: aps-environment development, …`. Only the app's `aps-environment` decides whether remote
    /// pushes reach it; an extension never carries one, so an extension's line leaves it out (docs/rules/xcode.md#xcode-projects).
    private static func line(_ entitlements: ImportedEntitlements, isApp: Bool) -> String {
        var parts: [String] = []
        if isApp { parts.append(entitlements.apsEnvironment.map { "aps-environment \($0)" } ?? "no aps-environment (remote pushes are not allowed)") }
        parts += entitlements.notificationKeys
        return "entitlements \(entitlements.file): \(parts.isEmpty ? "no notification entitlements" : parts.joined(separator: ", "))"
    }
}
