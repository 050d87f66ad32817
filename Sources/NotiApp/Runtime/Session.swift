import Foundation
import NotiAppCore
import NotiCore
import NotiLayout
import NotiTerminalPort
import NotiWorkspace

/// Why a session could not start.
package struct SessionError: Error, Sendable, CustomStringConvertible {
    package var description: String
    package init(_ description: String) { self.description = description }
}

/// Loads a workspace (the built-in demo when none is given) and builds the model for it.
package enum Session {
    /// The workspace at `path`, or the demo. Errors in it are refused with every problem listed.
    package static func loadWorkspace(_ path: String?) throws(SessionError) -> Workspace {
        let result = path.map { WorkspaceLoader.load(directory: URL(fileURLWithPath: $0)) } ?? DemoWorkspace.load()
        let errors = result.diagnostics.filter { $0.diagnostic.severity == .error }
        guard errors.isEmpty, let workspace = result.workspace else {
            let lines = (errors.isEmpty ? result.diagnostics : errors).map(\.description)
            throw SessionError("workspace \(path ?? "demo") cannot be opened:\n" + lines.joined(separator: "\n"))
        }
        return workspace
    }

    /// A fresh model for the workspace at `now`.
    package static func makeModel(workspace: Workspace, os: String?, device: String?, theme: String?,
                                 environment: [String: String], size: TerminalSize, now: Date,
                                 timeZone: TimeZone = .current) throws(SessionError) -> AppModel {
        let osProfile: OSProfile, deviceProfile: DeviceProfile, chosenTheme: Theme
        do { osProfile = try os.map { name throws(ProfileLookupError) in try OSProfile.named(name) } ?? .latest } catch { throw SessionError(error.description) }
        do { deviceProfile = try device.map { name throws(ProfileLookupError) in try DeviceProfile.named(name) } ?? .standard } catch { throw SessionError(error.description) }
        do { chosenTheme = try ThemeFile.load(Theme.selectedName(requested: theme, environment: environment)) } catch { throw SessionError(error.description) }
        let system = NotificationSystem(apps: workspace.apps, timeZone: timeZone, inspectAttachment: FileFacts.inspect)
        return AppModel(workspace: workspace, system: system, os: osProfile, device: deviceProfile, theme: chosenTheme, size: size, now: now)
    }
}

/// Reads attachment facts from the disk for the core's attachment rules.
package enum FileFacts {
    /// Size and first 32 bytes of a regular file; nil when it is missing or unreadable.
    package static let inspect: AttachmentInspector = { path in
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue,
              let attributes = try? FileManager.default.attributesOfItem(atPath: path),
              let size = (attributes[.size] as? NSNumber)?.intValue,
              let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        let head = (try? handle.read(upToCount: 32)) ?? Data()
        return AttachmentFileFacts(size: size, head: [UInt8](head))
    }
}
