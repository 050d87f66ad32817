import ArgumentParser
import Foundation
import NotiApp

/// `notisim init DIR`: writes a copy of the demo workspace to start from.
struct InitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "init", abstract: "Write a copy of the demo workspace into DIR.")

    @Argument(help: "A new or empty folder.")
    var directory: String

    func run() throws {
        do {
            try DemoWorkspace.copy(to: URL(fileURLWithPath: directory))
        } catch {
            printError("notisim: \(error.description)")
            throw ExitCode(1)
        }
        print("notisim: wrote the demo workspace to \(directory); open it with: notisim --workspace \(directory)")
    }
}

/// `notisim reset`: forgets a workspace's saved state.
struct ResetCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "reset", abstract: "Forget the saved state of a workspace (default: the demo).")

    @Option(name: .long, help: "A workspace folder (default: the built-in demo).")
    var workspace: String?

    func run() throws {
        let root = workspace.map { URL(fileURLWithPath: $0) } ?? DemoWorkspace.url
        let store = StateStore.forWorkspace(at: root, environment: ProcessInfo.processInfo.environment)
        do {
            let had = try store.reset()
            print(had ? "notisim: forgot the state in \(store.fileURL.deletingLastPathComponent().path)" : "notisim: no saved state for \(root.path)")
        } catch {
            printError("notisim: \(error.description)")
            throw ExitCode(1)
        }
    }
}
