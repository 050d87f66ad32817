import ArgumentParser
import Foundation
import NotiApp

/// `notisim init [--blank] DIR`: writes a copy of the demo workspace, or a one-app workspace, to start from.
struct InitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Write a copy of the demo workspace (or with --blank a one-app workspace) into DIR."
    )

    @Flag(name: .long, help: "Write one app with one category, a sample push and no launch requests instead of the six-app demo.")
    var blank = false

    @Argument(help: "A new or empty folder.")
    var directory: String

    func run() throws {
        let folder = URL(fileURLWithPath: directory)
        do {
            if blank { try BlankWorkspace.copy(to: folder) } else { try DemoWorkspace.copy(to: folder) }
        } catch {
            printError("notisim: \(error.description)")
            throw ExitCode(1)
        }
        print("notisim: wrote \(blank ? "a blank" : "the demo") workspace to \(directory); open it with: notisim --workspace \(directory)")
    }
}

/// `notisim reset`: forgets a workspace's saved state.
struct ResetCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "reset", abstract: "Forget the saved state of a workspace (default: the demo).")

    @Option(name: .long, help: "A workspace folder or an Xcode project (default: the built-in demo).")
    var workspace: String?

    func run() throws {
        let root = workspace.map { URL(fileURLWithPath: WorkspaceSource.stateRootPath($0)) } ?? DemoWorkspace.url
        let environment = ProcessInfo.processInfo.environment
        // A notisim that has the workspace open would write its state back; it has to quit first.
        let lock: WorkspaceLock
        do { lock = try WorkspaceLock.acquire(workspaceAt: root, environment: environment) } catch {
            let reason = error.holder.map { "workspace \(root.path) is open in notisim (pid \($0)); quit it before forgetting its state" }
            printError("notisim: \(reason ?? error.description)")
            throw ExitCode(1)
        }
        defer { withExtendedLifetime(lock) {} }
        let store = StateStore.forWorkspace(at: root, environment: environment)
        do {
            let had = try store.reset()
            print(had ? "notisim: forgot the state in \(store.fileURL.deletingLastPathComponent().path)" : "notisim: no saved state for \(root.path)")
        } catch {
            printError("notisim: \(error.description)")
            throw ExitCode(1)
        }
    }
}
