import Foundation
import Testing
import TestSupport

/// `notisim render --format png` and where its bytes go (docs/rules/recordings.md#a-terminal-picture).
@Suite("render's binary output and the terminal", .tags(.e2e), .slowTier)
struct RenderToTerminalTests {
    /// Runs `command` under `script`, which gives it a pseudo-terminal on standard output; answers its exit status and
    /// what reached the terminal.
    static func onTerminal(_ command: String) throws -> (status: Int32, shown: Data) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/script")
        process.arguments = ["-q", "-e", "-c", command, "/dev/null"]
        let output = Pipe()
        process.standardOutput = output
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let shown = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, shown)
    }

    @Test("render --format png refuses a terminal on standard output, pointing to --output or a pipe; a pipe gets the PNG")
    func pngRefusesTerminal() throws {
        let binary = try TmuxBuiltProducts.notisim()
        let push = CommandLineTests.demo.appendingPathComponent("pushes/boltz-message.apns").path
        let refused = try Self.onTerminal("'\(binary)' render '\(push)' --format png")
        let text = String(decoding: refused.shown, as: UTF8.self)
        #expect(refused.status == 1, "\(text)")
        #expect(text.contains("notisim: --format png: standard output is a terminal, which cannot show a PNG's bytes; write it with --output FILE, or pipe it"), "\(text)")
        let magic = Data([0x89, 0x50, 0x4E, 0x47])
        #expect(refused.shown.range(of: magic) == nil, "no PNG bytes reach the terminal")
        let piped = try CommandLineTests.notisim(["render", push, "--format", "png"])
        #expect(piped.status == 0 && piped.output.contains("PNG"), "a pipe gets the PNG")
        let forced = try Self.onTerminal("'\(binary)' render '\(push)' --format png --output -")
        #expect(forced.status == 0 && forced.shown.range(of: magic) != nil, "--output - writes to the terminal anyway")
    }
}
