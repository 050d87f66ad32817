import ArgumentParser

/// The `notisim` command: with no subcommand it opens the interactive notification centre.
struct Notisim: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "notisim",
        abstract: "A terminal notification centre that simulates iOS notifications.",
        discussion: "With no subcommand, opens the interactive notification centre on the built-in demo workspace (or --workspace DIR).",
        subcommands: [OpenCommand.self, RunCommand.self, ValidateCommand.self, RenderCommand.self, InitCommand.self, ResetCommand.self],
        defaultSubcommand: OpenCommand.self
    )
}

Notisim.main()
