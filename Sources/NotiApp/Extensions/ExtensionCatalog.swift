import Foundation
import NotiCore
import NotiExtensionBuild
import NotiExtensions
import NotiLayout
import NotiWorkspace

/// Where the implementation of each extension comes from: a child process when the workspace gives a `run`
/// command line or the extension's own Swift sources (built into a program on first use), else a Swift extension
/// linked into notisim, looked up by the extension's bundle identifier.
package struct ExtensionCatalog: Sendable {
    /// Swift content extensions by bundle identifier; each call makes a fresh instance.
    package var contentExtensions: [String: @Sendable (ExtensionEnvironment) -> any NotificationContentExtension]
    /// Swift service extensions by bundle identifier.
    package var serviceExtensions: [String: @Sendable (ExtensionEnvironment) -> any NotificationServiceExtension]

    /// Builds the extensions given as Swift sources (`swiftSources`), with the real compiler and its cache.
    package var builder: ExtensionBuilder
    /// Hears `building NAME…` when the compiler has to run, then `building NAME… 12 s` each second it runs, and the
    /// lines of a build that failed when the storyboard is shown instead (commands write them to standard error; the
    /// interactive app shows the progress on its status line instead).
    package var buildProgress: @Sendable (String) -> Void = { _ in }
    /// Where the extensions' app groups and own containers are kept (docs/rules/apple-frameworks.md#app-groups-and-shared-defaults);
    /// nil gives an extension's process no app group and keeps its defaults in memory.
    package var containers: ExtensionDataContainers?
    /// The workspace's address book and Contacts authorization, handed to each extension's process (docs/rules/apple-frameworks.md#contacts).
    package var contacts: (json: String?, authorization: String?) = (nil, nil)

    package init(contentExtensions: [String: @Sendable (ExtensionEnvironment) -> any NotificationContentExtension] = [:],
                serviceExtensions: [String: @Sendable (ExtensionEnvironment) -> any NotificationServiceExtension] = [:],
                builder: ExtensionBuilder = ExtensionBuilder()) {
        self.contentExtensions = contentExtensions
        self.serviceExtensions = serviceExtensions
        self.builder = builder
    }

    /// The command line of an out-of-process extension: its `run`, or the program built from its Swift sources
    /// (`buildProgress` hears a line when the compiler has to run); nil for a built-in one.
    func command(_ definition: ExtensionDefinition) throws(ExtensionFault) -> [String]? {
        if let run = definition.run { return run }
        guard let target = definition.swiftSources else { return nil }
        switch builder.build(target, progress: buildProgress) {
        case let .built(program, _), let .cached(program): return [program]
        case .failed(let failure):
            throw .launchFailed("does not build: \(failure.firstError)" + (failure.missingAPILine(for: definition.name).map { " (\($0))" } ?? ""))
        }
    }

    /// The event log's lines for an extension whose own sources do not build and whose storyboard is shown instead
    /// (docs/rules/extension-sources.md#project-content-extensions-run-their-own-code): the compiler's first error, and the API notisim lacks.
    static func buildFallbackLines(_ definition: ExtensionDefinition, _ failure: ExtensionBuildFailure) -> [String] {
        ["\(definition.name) does not build; its storyboard is shown as drawn: \(failure.firstError)"]
            + (failure.missingAPILine(for: definition.name).map { [$0] } ?? [])
    }

    /// Whether `definition` is given as Swift sources that still have to be compiled.
    func needsBuild(_ definition: ExtensionDefinition) -> Bool {
        definition.swiftSources.map { builder.cached($0) == nil } ?? false
    }

    /// A loaded content extension for `definition`.
    /// `customAreaWidth` is the custom area's width in points, which a storyboard is laid out at as iOS `os` draws it.
    /// When the extension's own sources do not build and it has a storyboard, the storyboard's static view is shown and
    /// `buildFailed` hears the compiler's failure; `noted` hears the lines about a storyboard's views drawn empty.
    func makeContentHost(_ definition: ExtensionDefinition, workspaceRoot: URL, limits: ExtensionLimits, customAreaWidth: Double, os: OSProfile,
                         categories: [NotificationCategory] = [],
                         buildFailed: (ExtensionBuildFailure) -> Void = { _ in },
                         noted: ([String]) -> Void = { _ in }) throws(ExtensionFault) -> any ContentExtensionHosting {
        if let target = definition.swiftSources, definition.run == nil, definition.storyboardPath != nil,
           case .failed(let failure) = builder.build(target, progress: buildProgress) {
            buildFailed(failure)
            return try storyboardHost(definition, width: customAreaWidth, os: os, noted: noted)
        }
        if let run = try command(definition) {
            var launching = launch(run, definition, workspaceRoot, os: os, categories: categories)
            launching.customAreaWidthPoints = customAreaWidth
            return try OutOfProcessContentExtensionHost(launching: launching, limits: limits)
        }
        // The workspace's own storyboard comes before a built-in of the same bundle id: an imported project whose
        // extension shares the demo's bundle id shows its own storyboard (docs/rules/xcode.md#storyboards).
        if definition.storyboardPath != nil {
            return try storyboardHost(definition, width: customAreaWidth, os: os, noted: noted)
        }
        guard let make = contentExtensions[definition.bundleID] else { throw Self.noImplementation(definition) }
        return InProcessContentExtensionHost(make(ExtensionEnvironment(directory: workspaceRoot)))
    }

    /// The storyboard of `definition` drawn alone; `noted` hears its lines about views drawn empty.
    private func storyboardHost(_ definition: ExtensionDefinition, width: Double, os: OSProfile,
                                noted: ([String]) -> Void) throws(ExtensionFault) -> any ContentExtensionHosting {
        let storyboard = try StoryboardContentExtension(definition, width: width, os: os)
        if !storyboard.notes.isEmpty { noted(storyboard.notes) }
        return InProcessContentExtensionHost(storyboard)
    }

    /// A service extension run for `definition` on iOS `os`.
    /// Its process starts with the app's registered `categories`.
    func makeServiceHost(_ definition: ExtensionDefinition, workspaceRoot: URL, limits: ExtensionLimits,
                         os: OSProfile, categories: [NotificationCategory] = []) throws(ExtensionFault) -> any ServiceExtensionHosting {
        if let run = try command(definition) {
            return try OutOfProcessServiceExtensionHost(launching: launch(run, definition, workspaceRoot, os: os, categories: categories),
                                                        limits: limits)
        }
        guard let make = serviceExtensions[definition.bundleID] else { throw Self.noImplementation(definition) }
        return InProcessServiceExtensionHost(make(ExtensionEnvironment(directory: workspaceRoot)))
    }

    /// The widget extension of `definition` started on iOS `os`: its program as given, or built from its Swift
    /// sources (`buildProgress` hears the compiler's progress), which says what it declares
    /// (docs/extension-protocol.md#widget-extensions).
    package func makeWidgetHost(_ definition: WidgetExtensionDefinition, workspaceRoot: URL, limits: ExtensionLimits,
                                os: OSProfile) throws(ExtensionFault) -> OutOfProcessWidgetExtensionHost {
        let program: [String]
        if let run = definition.run {
            program = run
        } else if let target = definition.swiftSources {
            switch builder.build(target, progress: buildProgress) {
            case let .built(built, _), let .cached(built): program = [built]
            case .failed(let failure):
                throw .launchFailed("does not build: \(failure.firstError)" + (failure.missingAPILine(for: definition.name).map { " (\($0))" } ?? ""))
            }
        } else {
            throw .launchFailed("no code to run for \(definition.bundleID): no \"swiftSources\" and no \"run\" command line")
        }
        var launching = ExtensionLaunch(command: program, workingDirectory: workspaceRoot.path, name: definition.name, bundleID: definition.bundleID,
                                        appBundleID: definition.appBundleID, point: .content)
        launching.iOSMajorVersion = os.majorVersion
        launching.resources = definition.resources
        containers?.apply(to: &launching, appGroups: definition.appGroups, keychainAccessGroups: [])
        return try OutOfProcessWidgetExtensionHost(launching: launching, limits: limits)
    }

    /// What the content extension of `definition` shows when its view opens on `notification` with notisim's clock at
    /// `clock`: its state after the first `didReceive`, or the fault for which the system falls back to the default UI.
    /// It is unloaded afterwards.
    package func openingState(_ definition: ExtensionDefinition, notification: DeliveredNotification, visibleActions: [NotificationAction],
                             workspaceRoot: URL, limits: ExtensionLimits, customAreaWidth: Double, os: OSProfile,
                             clock: DeviceClockReading) -> Result<ContentExtensionState, ExtensionFault> {
        do throws(ExtensionFault) {
            let host = try makeContentHost(definition, workspaceRoot: workspaceRoot, limits: limits, customAreaWidth: customAreaWidth, os: os,
                                           buildFailed: { failure in Self.buildFallbackLines(definition, failure).forEach(buildProgress) },
                                           noted: { $0.forEach(buildProgress) })
            defer { host.close() }
            try host.setClock(clock)
            return .success(try host.didReceive(notification, visibleActions: visibleActions).state)
        } catch {
            return .failure(error)
        }
    }

    /// Why `definition` can never run, if it cannot: no `run` command line and no built-in implementation, or a program
    /// that is not there.
    package func launchProblem(_ definition: ExtensionDefinition, workspaceRoot: URL) -> String? {
        if definition.swiftSources != nil { return nil }
        guard let run = definition.run else {
            let builtIn = definition.kind == .content ? contentExtensions[definition.bundleID] != nil : serviceExtensions[definition.bundleID] != nil
            if builtIn || definition.storyboardPath != nil { return nil }
            let fallback = definition.kind == .content ? "the default UI is shown instead" : "the original content is shown instead"
            return "\(definition.name) has no \"run\" command line and notisim has no built-in \(definition.bundleID), so it never runs; \(fallback)"
        }
        guard let program = run.first, ProgramLookup.resolve(program, in: workspaceRoot.path) == nil else { return nil }
        let place = program.contains("/") ? "is not an executable file (paths are relative to the workspace folder)" : "is not on PATH"
        return "\(definition.name) cannot start: its program \"\(program)\" \(place)"
    }

    /// How an out-of-process extension starts, told the iOS version the device runs (its `#available` checks follow it,
    /// docs/rules/xcode.md#extension-sources-on-linux), the app's registered categories, its Info.plist, its strings and asset
    /// catalogs, and its app groups' and own folders.
    private func launch(_ run: [String], _ definition: ExtensionDefinition, _ root: URL, os: OSProfile,
                        categories: [NotificationCategory] = []) -> ExtensionLaunch {
        var launching = ExtensionLaunch(command: run, workingDirectory: root.path, name: definition.name, bundleID: definition.bundleID,
                                        appBundleID: definition.appBundleID, point: definition.kind)
        launching.iOSMajorVersion = os.majorVersion
        launching.registeredCategories = categories
        launching.infoPlistPath = definition.infoPlistPath
        launching.resources = definition.resources
        containers?.apply(to: &launching, appGroups: definition.appGroups, keychainAccessGroups: definition.keychainAccessGroups)
        launching.contactsJSON = contacts.json
        launching.contactsAuthorization = contacts.authorization
        return launching
    }

    /// Said of an extension with nothing to run: a project's import says why its target gave no Swift sources; a
    /// workspace's gives it `run` or `swiftSources`.
    private static func noImplementation(_ definition: ExtensionDefinition) -> ExtensionFault {
        .launchFailed("no code to run for \(definition.bundleID): no Swift sources that declare its principal class (for an Xcode "
            + "project the import's warnings say why) and no \"run\" command line")
    }
}
