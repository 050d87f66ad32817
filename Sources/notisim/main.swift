import ArgumentParser
import Foundation

/// The `notisim` command: with no subcommand it opens the interactive notification centre.
struct Notisim: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "notisim",
        abstract: "A terminal notification centre that simulates iOS notifications.",
        discussion: "With no subcommand, opens the interactive notification centre on the built-in demo workspace (or --workspace DIR).",
        version: "0.1.0",
        subcommands: [OpenCommand.self, RunCommand.self, ValidateCommand.self, ImportCommand.self, RenderCommand.self, ServeCommand.self, PushCommand.self, BuildExtensionsCommand.self, TokensCommand.self, CertsCommand.self, FCMCredentialsCommand.self, InitCommand.self, ResetCommand.self],
        defaultSubcommand: OpenCommand.self
    )
}

reserveStandardStreams()

/// Usage errors exit 2, as the command line documents; everything else as ArgumentParser decides.
do {
    var command = try Notisim.parseAsRoot()
    try command.run()
} catch {
    if Notisim.exitCode(for: error) == .validationFailure {
        FileHandle.standardError.write(Data((Notisim.fullMessage(for: error) + "\n").utf8))
        exit(2)
    }
    Notisim.exit(withError: error)
}
