import ArgumentParser
import Foundation
import NotiApp
import NotiWorkspace

/// Options every command that opens a workspace shares.
struct WorkspaceOptions: ParsableArguments {
    @Option(name: .long, help: "A workspace folder (default: the built-in demo).")
    var workspace: String?

    @Option(name: .long, help: "iOS version profile: 12 to 18 (default: the latest).")
    var os: String?

    @Option(name: .long, help: "Device profile, e.g. iphone-se, iphone-8-plus, iphone-13-mini, iphone-15, iphone-15-pro-max.")
    var device: String?

    @Option(name: .long, help: "Theme name (light, dark, high-contrast, mono) or a theme file path.")
    var theme: String?
}

/// Writes one line to standard error.
func printError(_ message: String) {
    FileHandle.standardError.write(Data((message + "\n").utf8))
}

/// Loads a workspace (the demo when nil) and, unless ephemeral, its state store and saved state; one-line errors.
func openWorkspace(_ path: String?, ephemeral: Bool, environment: [String: String]) throws -> (Workspace, StateStore?, SavedState?) {
    let workspace: Workspace
    do { workspace = try Session.loadWorkspace(path) } catch {
        printError("notisim: \(error.description)")
        throw ExitCode(1)
    }
    let store = ephemeral ? nil : StateStore.forWorkspace(at: workspace.root, environment: environment)
    do { return (workspace, store, try store?.load()) } catch {
        printError("notisim: \(error.description)")
        throw ExitCode(1)
    }
}
