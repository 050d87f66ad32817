import ArgumentParser

/// The `notisim` command.
struct Notisim: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "notisim",
        abstract: "A terminal notification centre that simulates iOS notifications."
    )
}

Notisim.main()
