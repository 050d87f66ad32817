import ArgumentParser
import Foundation
import NotiLayout
import NotiXcode

/// `notisim import PATH --check` / `--out DIR`: reads an Xcode project's apps and notification extensions.
struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Read an Xcode project's apps and notification extensions (--check), or write them as a workspace (--out DIR).",
        discussion: """
        PATH is the folder holding NAME.xcodeproj, the .xcodeproj itself, or a folder with an .xcworkspace. \
        Prints one line per app, extension and entitlements file found, and one per file that could not be used. \
        Exit 0 when an app was found, 1 when nothing usable was found or the workspace could not be written, 2 on usage errors.
        """
    )

    @Flag(name: .long, help: "Only print what was found and what could not be used.")
    var check = false

    @Option(name: .long, help: "Write a notisim workspace into this (new or empty) folder.")
    var out: String?

    @Option(name: .long, help: "The build configuration whose settings apply.")
    var configuration = "Debug"

    @Argument(help: "An Xcode project folder, .xcodeproj or .xcworkspace folder.")
    var path: String

    func validate() throws {
        guard check != (out != nil) else { throw ValidationError("give either --check or --out DIR") }
    }

    func run() throws {
        let result = XcodeImport.run(path: path, configuration: configuration)
        for line in result.checkLines { print(TextSanitizer.sanitize(line, keepsLineBreaks: false)) }
        guard !result.isEmpty else { throw ExitCode(1) }
        guard let out else { return }
        let name = ProjectName.of(path)
        do {
            try WorkspaceExport.write(result, name: name, to: URL(fileURLWithPath: out))
        } catch {
            printError("notisim: \(error.description)")
            throw ExitCode(1)
        }
        print("notisim: wrote the workspace to \(out); open it with: notisim --workspace \(out)")
    }
}
