import ArgumentParser
import Foundation
import NotiApp
import NotiAppCore
import NotiExtensions
import NotiTerminal
import NotiWorkspace

/// Options every command that opens a workspace shares.
struct WorkspaceOptions: ParsableArguments {
    @Option(name: .long, help: "A workspace folder, or an Xcode project: the folder holding NAME.xcodeproj, the .xcodeproj or .xcworkspace (default: the built-in demo).")
    var workspace: String?

    @Option(name: .long, help: "The build configuration whose settings apply when the workspace is an Xcode project.")
    var configuration = "Debug"

    @Option(name: .long, help: "iOS version profile: 12 to 18, or 26 (default: the latest).")
    var os: String?

    @Option(name: .long, help: "Device profile, e.g. iphone-se, iphone-8-plus, iphone-13-mini, iphone-15, iphone-15-pro-max.")
    var device: String?

    @Option(name: .long, help: "Theme name (light, dark, high-contrast, mono) or a theme file path.")
    var theme: String?

    @Option(name: .customLong("extension-memory"), help: WorkspaceOptions.extensionMemoryHelp)
    var extensionMemory: Double?

    @Option(name: .customLong("service-budget"), help: WorkspaceOptions.serviceBudgetHelp)
    var serviceBudget: String?

    @Option(name: .long, help: "The language the simulated user prefers, e.g. ko or ko-KR: picks the apps' strings for loc keys (default: the workspace's, else each app's development language).")
    var language: String?

    /// The megabytes `--extension-memory` takes, as the help and its refusal say them (`1 to 4096`).
    static let memoryRangeText = "\(Int(ExtensionLimits.memoryMegabytesRange.lowerBound)) to \(Int(ExtensionLimits.memoryMegabytesRange.upperBound))"
    /// `--extension-memory`'s help, its range and default from `ExtensionLimits`.
    static let extensionMemoryHelp = ArgumentHelp(
        "MB an extension may use above its runtime's own, \(memoryRangeText) (default: the workspace's, else \(Int(ExtensionLimits.standard.memoryMegabytes))).")
    /// `--service-budget`'s help, its default from `ExtensionLimits`.
    static let serviceBudgetHelp = ArgumentHelp(
        "A service extension's time on the notisim clock, e.g. 30s (default: the workspace's, else \(Int(ExtensionLimits.standard.serviceBudget))s).")

    func validate() throws {
        if let language, language.isEmpty || !language.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }) {
            throw ValidationError("--language: expected a language such as ko or ko-KR, got \"\(language)\"")
        }
        if let extensionMemory, !ExtensionLimits.memoryMegabytesRange.contains(extensionMemory) {
            throw ValidationError("--extension-memory: expected megabytes from \(Self.memoryRangeText), got \(extensionMemory)")
        }
        if let serviceBudget, (DurationText.seconds(serviceBudget) ?? 0) <= 0 {
            throw ValidationError("--service-budget: expected a duration such as 30s, got \"\(serviceBudget)\"")
        }
    }

    /// The workspace (the demo when none is given; an Xcode project's derived one) with the extension limits of the
    /// flags over its own, and the lines to show about how it was read.
    func resolveWorkspace(environment: [String: String] = ProcessInfo.processInfo.environment) throws(SessionError) -> ResolvedWorkspace {
        var resolved = try ResolvedWorkspace.load(self.workspace, configuration: configuration, environment: environment)
        if let extensionMemory { resolved.workspace.extensionLimits.memoryMegabytes = extensionMemory }
        if let seconds = serviceBudget.flatMap(DurationText.seconds) { resolved.workspace.extensionLimits.serviceBudget = seconds }
        if let language { resolved.workspace.choose(language: language) }
        return resolved
    }

    /// The workspace alone, its import's problems written to standard error (for the commands without an event log).
    func loadWorkspace() throws(SessionError) -> Workspace {
        let resolved = try resolveWorkspace()
        for line in resolved.problems { printError("notisim: \(line)") }
        return resolved.workspace
    }

    /// Reads the workspace again for `:reload`, as these options and `launch` read it at start.
    func reloader(_ launch: LaunchOptions) -> () -> Result<ReloadedWorkspace, SessionError> {
        { () -> Result<ReloadedWorkspace, SessionError> in
            do throws(SessionError) {
                let resolved = try resolveWorkspace()
                return .success(ReloadedWorkspace(workspace: launch.apply(to: resolved.workspace), notes: resolved.notes))
            } catch {
                return .failure(error)
            }
        }
    }
}

/// Where a command that only reads a workspace finds it: `--workspace` (or the command's own PATH argument), a
/// workspace folder or an Xcode project, read through the one resolver `open` and `run` use.
struct WorkspaceLocation: ParsableArguments {
    @Option(name: .long, help: "A workspace folder, or an Xcode project: the folder holding NAME.xcodeproj, the .xcodeproj or .xcworkspace (default: the built-in demo).")
    var workspace: String?

    @Option(name: .long, help: "The build configuration whose settings apply when the workspace is an Xcode project.")
    var configuration = "Debug"

    /// The workspace `path` (else `--workspace`, else the demo) names, with the import's problems written to standard
    /// error; a one-line error and exit 1 when it cannot be read.
    func load(_ path: String? = nil) throws -> Workspace {
        do {
            let resolved = try ResolvedWorkspace.load(path ?? workspace, configuration: configuration, environment: ProcessInfo.processInfo.environment)
            for line in resolved.problems { printError("notisim: \(line)") }
            return resolved.workspace
        } catch {
            printError("notisim: \(error.description)")
            throw ExitCode(1)
        }
    }
}

/// Whether the workspace's apps schedule their launch requests, for the commands that run its apps.
struct LaunchOptions: ParsableArguments {
    @Flag(name: .customLong("no-launch-requests"),
          help: "Launch the workspace's apps (categories, extensions, authorization) without scheduling their launchRequests.")
    var noLaunchRequests = false

    /// The workspace as these options launch it.
    func apply(to workspace: Workspace) -> Workspace {
        guard noLaunchRequests else { return workspace }
        var launched = workspace
        launched.launchRequests = [:]
        return launched
    }
}

/// Writes one line to standard error.
func printError(_ message: String) {
    FileHandle.standardError.write(Data((message + "\n").utf8))
}

/// A workspace opened by a notisim that takes pushes: the workspace, the lock that makes this process its only
/// notisim, and (unless ephemeral) its state store and saved state.
struct OpenedWorkspace {
    var workspace: Workspace
    /// Lines to log at start about how the workspace was read.
    var notes: [String]
    var lock: WorkspaceLock
    var store: StateStore?
    var saved: SavedState?
}

/// Loads a workspace (the demo when none is given), takes it for this process (refused while another notisim has it) and,
/// unless ephemeral, loads its state; one-line errors.
func openWorkspace(_ options: WorkspaceOptions, ephemeral: Bool, launch: LaunchOptions, environment: [String: String]) throws -> OpenedWorkspace {
    let workspace: Workspace, notes: [String]
    do {
        let resolved = try options.resolveWorkspace(environment: environment)
        (workspace, notes) = (launch.apply(to: resolved.workspace), resolved.notes)
    } catch {
        printError("notisim: \(error.description)")
        throw ExitCode(1)
    }
    let lock: WorkspaceLock
    do { lock = try WorkspaceLock.acquire(workspaceAt: workspace.stateRoot, environment: environment) } catch {
        printError("notisim: \(error.description)")
        throw ExitCode(1)
    }
    let store = ephemeral ? nil : StateStore.forWorkspace(at: workspace.stateRoot, environment: environment)
    let groupNotes = store.map { ExtensionDataContainers.forRun(store: $0).appGroupNotes(workspace) } ?? []
    do { return OpenedWorkspace(workspace: workspace, notes: notes + groupNotes, lock: lock, store: store, saved: try store?.load()) } catch {
        printError("notisim: \(error.description)")
        throw ExitCode(1)
    }
}

/// `--record FILE.cast`: an asciicast v2 recording of what the terminal shows.
struct RecordOptions: ParsableArguments {
    @Option(name: .long, help: "Record the terminal to FILE as an asciicast v2 recording (play it with asciinema play FILE).")
    var record: String?

    func validate() throws {
        if let record, record.isEmpty { throw ValidationError("--record: expected a file name such as demo.cast") }
    }

    /// The recording file, created now so a path that cannot be written is reported before the terminal is taken.
    func open(title: String, timestamp: Date) throws -> AsciicastRecording? {
        guard let record else { return nil }
        do { return try AsciicastRecording(path: record, timestamp: timestamp, title: title) } catch {
            printError("notisim: \(error)")
            throw ExitCode(1)
        }
    }
}
