import Foundation

/// A running notisim that takes pushes from `notisim push`: where its loopback push listener is and the device
/// token of each app installed on its simulated device.
package struct RunningInstance: Sendable, Hashable, Codable {
    /// The notisim process.
    package var pid: Int32
    /// The workspace's name and folder.
    package var workspaceName: String
    package var workspacePath: String
    /// The simulated device the installs are registered on (the DEVICE of `notisim tokens`).
    package var deviceName: String
    /// The device's identifier, unique among running notisims as a simulator's UDID is (one notisim per
    /// workspace, so the workspace's state folder name, e.g. `DemoWorkspace-1a2b3c4d5e6f7a8b`).
    package var deviceID: String
    /// The device profile it was opened with, e.g. `iphone-15`.
    package var deviceProfile: String
    /// The loopback h2c push listener.
    package var host: String
    package var port: Int
    /// Device token per installed app's bundle id.
    package var tokens: [String: String]

    package init(pid: Int32, workspaceName: String, workspacePath: String, deviceName: String, deviceID: String, deviceProfile: String,
                host: String, port: Int, tokens: [String: String]) {
        self.pid = pid; self.workspaceName = workspaceName; self.workspacePath = workspacePath; self.deviceName = deviceName
        self.deviceID = deviceID; self.deviceProfile = deviceProfile; self.host = host; self.port = port; self.tokens = tokens
    }

    /// How a list of instances names this one: `demo on iphone-15 (pid 123)`.
    package var summary: String { "\(workspaceName) on \(deviceProfile) (pid \(pid))" }

    /// The summary with the two ways to pick it: `demo on iphone-15 (pid 123): --device ID or --workspace DIR`.
    package var choice: String { "\(summary): --device \(deviceID) or --workspace \(workspacePath)" }

    /// Whether `name` picks this instance for `--device`: its device name, its device identifier, its device
    /// profile, or `booted` (simctl's word for the running simulator), compared without case.
    package func matches(device name: String) -> Bool {
        let wanted = name.lowercased()
        return [deviceName, deviceID, deviceProfile, "booted"].contains { $0.lowercased() == wanted }
    }
}

/// Why no single running instance could be chosen.
package struct InstanceChoiceError: Error, Sendable, Hashable, CustomStringConvertible {
    package var description: String
}

/// The folder where each running notisim announces itself (`$XDG_STATE_HOME/notisim/running/<pid>.json`), so
/// `notisim push` finds it without flags, as `simctl push` finds the booted simulator.
package struct InstanceDirectory: Sendable {
    /// The folder of announcements.
    package let folder: URL

    package init(folder: URL) { self.folder = folder }

    /// The folder under the XDG state directory (`~/.local/state` when XDG_STATE_HOME is unset).
    package static func standard(environment: [String: String]) -> InstanceDirectory {
        InstanceDirectory(folder: StateStore.baseDirectory(environment: environment).appendingPathComponent("running"))
    }

    /// Announces an instance (written atomically, readable only by the user); returns its file.
    @discardableResult
    package func register(_ instance: RunningInstance) throws -> URL {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        let file = folder.appendingPathComponent("\(instance.pid).json")
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
        try encoder.encode(instance).write(to: file, options: .atomic)
        _ = chmod(file.path, 0o600)
        return file
    }

    /// Withdraws the announcement of `pid`.
    package func unregister(pid: Int32) {
        try? FileManager.default.removeItem(at: folder.appendingPathComponent("\(pid).json"))
    }

    /// The announced instances whose process still runs; the files of ended ones (killed, crashed) are removed.
    package func live(isRunning: (Int32) -> Bool = InstanceDirectory.processIsRunning) -> [RunningInstance] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        var found: [RunningInstance] = []
        for name in names.sorted() where name.hasSuffix(".json") {
            let file = folder.appendingPathComponent(name)
            guard let data = try? Data(contentsOf: file), let instance = try? JSONDecoder().decode(RunningInstance.self, from: data) else {
                continue
            }
            if isRunning(instance.pid) { found.append(instance) } else { try? FileManager.default.removeItem(at: file) }
        }
        return found
    }

    /// Whether a process with this id exists.
    package static func processIsRunning(_ pid: Int32) -> Bool {
        kill(pid, 0) == 0 || errno == EPERM
    }

    /// The one instance `notisim push` should use: the only running one, or the only one matching `device`
    /// and/or the workspace folder `workspace`.
    package static func choose(from instances: [RunningInstance], device: String?, workspace: String?) -> Result<RunningInstance, InstanceChoiceError> {
        guard !instances.isEmpty else {
            return .failure(InstanceChoiceError(description: "no running notisim found; start notisim (or notisim serve) first"))
        }
        let wantedFolder = workspace.map { URL(fileURLWithPath: $0).standardizedFileURL.path }
        let matching = instances.filter { instance in
            (device.map(instance.matches(device:)) ?? true) && (wantedFolder.map { $0 == instance.workspacePath } ?? true)
        }
        switch matching.count {
        case 1:
            return .success(matching[0])
        case 0:
            var criteria: [String] = []
            if let device { criteria.append("device \"\(device)\"") }
            if let workspace { criteria.append("workspace \(workspace)") }
            let listing = instances.map(\.choice).joined(separator: "; ")
            return .failure(InstanceChoiceError(description: "no running notisim matches \(criteria.joined(separator: " and ")); running: \(listing)"))
        default:
            let listed = matching.map(\.choice).joined(separator: "; ")
            return .failure(InstanceChoiceError(description: "\(matching.count) notisims are running (\(listed)); choose one with --device or --workspace"))
        }
    }
}
