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
        if definition.run != nil { throw .launchFailed("out-of-process extensions are not hosted yet") }
        guard let make = contentExtensions[definition.bundleID] else { throw Self.noImplementation(definition) }
        return InProcessContentExtensionHost(make(ExtensionEnvironment(directory: workspaceRoot)))
    }

    /// A service extension run for `definition`.
    func makeServiceHost(_ definition: ExtensionDefinition, workspaceRoot: URL, limits: ExtensionLimits) throws(ExtensionFault) -> any ServiceExtensionHosting {
        if definition.run != nil { throw .launchFailed("out-of-process extensions are not hosted yet") }
        guard let make = serviceExtensions[definition.bundleID] else { throw Self.noImplementation(definition) }
        return InProcessServiceExtensionHost(make(ExtensionEnvironment(directory: workspaceRoot)))
    }

    private static func noImplementation(_ definition: ExtensionDefinition) -> ExtensionFault {
        .launchFailed("no implementation for \(definition.bundleID): give it a \"run\" command line in workspace.json")
    }
}
