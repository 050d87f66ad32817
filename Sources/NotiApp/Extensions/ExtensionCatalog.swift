import Foundation
import NotiExtensions
import NotiWorkspace

/// Where the implementation of each extension comes from: a child process when the workspace gives a `run`
/// command line, else a Swift extension linked into notisim, looked up by the extension's bundle identifier.
public struct ExtensionCatalog: Sendable {
    /// Swift content extensions by bundle identifier; each call makes a fresh instance.
    public var contentExtensions: [String: @Sendable (ExtensionEnvironment) -> any NotificationContentExtension]
    /// Swift service extensions by bundle identifier.
    public var serviceExtensions: [String: @Sendable (ExtensionEnvironment) -> any NotificationServiceExtension]

    public init(contentExtensions: [String: @Sendable (ExtensionEnvironment) -> any NotificationContentExtension] = [:],
                serviceExtensions: [String: @Sendable (ExtensionEnvironment) -> any NotificationServiceExtension] = [:]) {
        self.contentExtensions = contentExtensions
        self.serviceExtensions = serviceExtensions
    }

    /// A loaded content extension for `definition`.
    func makeContentHost(_ definition: ExtensionDefinition, workspaceRoot: URL, limits: ExtensionLimits) throws(ExtensionFault) -> any ContentExtensionHosting {
        if let run = definition.run {
            return try OutOfProcessContentExtensionHost(launching: launch(run, definition, workspaceRoot), limits: limits)
        }
        guard let make = contentExtensions[definition.bundleID] else { throw Self.noImplementation(definition) }
        return InProcessContentExtensionHost(make(ExtensionEnvironment(directory: workspaceRoot)))
    }

    /// A service extension run for `definition`.
    func makeServiceHost(_ definition: ExtensionDefinition, workspaceRoot: URL, limits: ExtensionLimits) throws(ExtensionFault) -> any ServiceExtensionHosting {
        if let run = definition.run {
            return try OutOfProcessServiceExtensionHost(launching: launch(run, definition, workspaceRoot), limits: limits)
        }
        guard let make = serviceExtensions[definition.bundleID] else { throw Self.noImplementation(definition) }
        return InProcessServiceExtensionHost(make(ExtensionEnvironment(directory: workspaceRoot)))
    }

    private func launch(_ run: [String], _ definition: ExtensionDefinition, _ root: URL) -> ExtensionLaunch {
        ExtensionLaunch(command: run, workingDirectory: root.path, name: definition.name, bundleID: definition.bundleID,
                        appBundleID: definition.appBundleID, point: definition.kind)
    }

    private static func noImplementation(_ definition: ExtensionDefinition) -> ExtensionFault {
        .launchFailed("no implementation for \(definition.bundleID): give it a \"run\" command line in workspace.json")
    }
}
