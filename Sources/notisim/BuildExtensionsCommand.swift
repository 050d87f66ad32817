import ArgumentParser
import Foundation
import NotiApp
import NotiExtensionBuild
import NotiWorkspace

/// `notisim build-extensions`: compiles every extension the workspace gives as Swift sources, ahead of their first use.
struct BuildExtensionsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "build-extensions",
        abstract: "Compile the workspace's extensions given as Swift sources (swiftSources), ahead of their first use.",
        discussion: """
            Prints one line per extension: built (with the time it took), cached (built before from the same sources, \
            compiler and notisim), or failed with the compiler's first error as file:line: error: message. Builds are kept \
            under $XDG_CACHE_HOME/notisim/extensions (~/.cache/notisim/extensions). Exit 0 when every one builds, 1 otherwise.
            """
    )

    @Option(name: .long, help: "A workspace folder (default: the built-in demo).")
    var workspace: String?

    func run() throws {
        let loaded: Workspace
        do { loaded = try Session.loadWorkspace(workspace) } catch {
            printError(error.description)
            throw ExitCode(1)
        }
        let targets = loaded.extensions.compactMap(\.swiftSources)
        if targets.isEmpty { print("no extension in \(loaded.root.path) gives swiftSources") }
        let builder = ExtensionBuilder()
        var failed = false
        for target in targets {
            let outcome = builder.build(target, progress: printError)
            print(Self.line(target, outcome, relativeTo: loaded.root))
            if outcome.program == nil { failed = true }
        }
        if failed { throw ExitCode(1) }
    }

    /// `NAME: built in 3.2 s`, `NAME: cached`, or `NAME: failed: file:line: error: …` with paths under the workspace
    /// written relative to it, as the workspace names them.
    static func line(_ target: SwiftExtensionTarget, _ outcome: ExtensionBuildOutcome, relativeTo root: URL) -> String {
        switch outcome {
        case let .built(_, seconds): return "\(target.name): built in \(String(format: "%.1f", seconds)) s"
        case .cached: return "\(target.name): cached"
        case .failed(let failure):
            let prefix = root.standardizedFileURL.path + "/"
            let message = failure.firstError.hasPrefix(prefix) ? String(failure.firstError.dropFirst(prefix.count)) : failure.firstError
            return "\(target.name): failed: \(message)"
        }
    }
}
