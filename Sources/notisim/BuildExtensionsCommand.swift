import ArgumentParser
import Foundation
import NotiApp
import NotiCore
import NotiExtensionBuild
import NotiExtensionTarget
import NotiWorkspace

/// `notisim build-extensions [PATH]`: compiles every extension of a workspace or an Xcode project that is given as
/// Swift sources, ahead of its first use.
struct BuildExtensionsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "build-extensions",
        abstract: "Compile the extensions of a workspace or an Xcode project that notisim builds from Swift sources, ahead of their first use.",
        discussion: """
            PATH (or --workspace PATH) is a workspace folder or an Xcode project, as for open; each app's widget \
            extension (a project's as imported) is built too, followed by what its bundle declares. Prints one line per extension: built (with the time it took), cached (built before from the same sources, compiler and \
            notisim), failed with the compiler's first error as file:line: error: message (paths relative to the \
            workspace or project folder), or why there is nothing to build. Builds are kept under \
            \(NotisimFolder.cache.spelled(ExtensionBuilder.cacheFolderName)). Exit 0 when every one that has sources \
            builds, 1 otherwise.
            """
    )

    @Argument(help: "A workspace folder or an Xcode project (the same as --workspace).")
    var path: String?

    @OptionGroup var location: WorkspaceLocation

    func validate() throws {
        if path != nil, location.workspace != nil { throw ValidationError("give the workspace either as PATH or with --workspace, not both") }
    }

    func run() throws {
        let loaded = try location.load(path)
        let folder = loaded.userFolder
        if loaded.extensions.isEmpty { print("\(folder.path) has no notification extension") }
        let builder = ExtensionBuilder()
        var failed = false
        for definition in loaded.extensions {
            guard let target = definition.swiftSources else {
                print("\(definition.name): \(Self.reasonNotBuilt(definition, derived: loaded.derivedFrom != nil))")
                continue
            }
            let outcome = builder.build(target, progress: printError)
            print(Self.line(target, outcome, relativeTo: folder))
            if outcome.program == nil { failed = true }
        }
        // Widget extensions after them, as the workspace (a project's as imported) defines them: the very build
        // `open` and `render` start (docs/rules/widgets.md).
        for target in loaded.widgetExtensions.compactMap(\.swiftSources) {
            let outcome = builder.build(target, progress: printError)
            print(Self.line(target, outcome, relativeTo: folder))
            guard let program = outcome.program else {
                failed = true
                continue
            }
            print("  " + Self.declarations(of: program))
        }
        if failed { throw ExitCode(1) }
    }

    /// `declares widget KIND, live-activity TYPE`: what a built widget extension's bundle lists when run
    /// (docs/rules/widgets.md#a-widget-extensions-program), or why it could not be asked.
    static func declarations(of program: String) -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return "cannot run \(program): \(error.localizedDescription)" }
        let listed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { return "its program exited with status \(process.terminationStatus) before listing its widgets" }
        let lines = listed.split(separator: "\n")
        return lines.isEmpty ? "declares no widget and no Live Activity" : "declares " + lines.joined(separator: ", ")
    }

    /// Why an extension without Swift sources has nothing to build.
    static func reasonNotBuilt(_ definition: ExtensionDefinition, derived: Bool) -> String {
        if let program = definition.run?.first { return "nothing to build: it runs its own program \(program)" }
        let fallback = definition.kind == .content ? (definition.storyboardPath != nil ? "its storyboard is shown as drawn" : "the default UI is shown")
            : "pushes show their original content"
        let why = derived ? "no Swift sources notisim can build (the import's warnings above say why)" : "no \"swiftSources\" and no \"run\""
        return "nothing to build: \(why); \(fallback)"
    }

    /// `NAME: built in 3.2 s`, `NAME: cached`, or `NAME: failed: file:line: error: …` with paths under `root` (the
    /// workspace or project folder) written relative to it, as the workspace or project names them, and on a second
    /// line the API notisim lacks when the error names one.
    static func line(_ target: SwiftExtensionTarget, _ outcome: ExtensionBuildOutcome, relativeTo root: URL) -> String {
        switch outcome {
        case let .built(_, seconds): return "\(target.name): built in \(String(format: "%.1f", seconds)) s"
        case .cached: return "\(target.name): cached"
        case .failed(let failure):
            let prefix = root.standardizedFileURL.path + "/"
            let message = failure.firstError.hasPrefix(prefix) ? String(failure.firstError.dropFirst(prefix.count)) : failure.firstError
            return "\(target.name): failed: \(message)" + (failure.missingAPILine(for: target.name).map { "\n  \($0)" } ?? "")
        }
    }
}
