import Testing
import TestSupport

/// Checks that a program left the shell's terminal as it found it: main screen, cursor shown, keypad mode off, and
/// typed text echoed by the line discipline.
enum TerminalRestoration {
    /// Waits for `exitMarker` (printed by the pane's shell after the program), then checks `beforeMarker` is still
    /// on screen, `programText` (something only the program drew) is gone, and the terminal state is restored.
    static func expectRestored(_ tmux: Tmux, exitMarker: String, beforeMarker: String, programText: String) throws {
        let screen = try tmux.waitFor(text: exitMarker)
        #expect(screen.contains(beforeMarker))
        #expect(!screen.contains(programText))
        #expect(try tmux.format("#{alternate_on} #{cursor_flag} #{keypad_cursor_flag}") == "0 1 0")
        try tmux.sendLiteral(text: "typed-back")
        try tmux.send(keys: "Enter")
        let after = try tmux.waitFor(text: "got:typed-back")
        #expect(after.split(separator: "\n").contains("typed-back"))
    }
}
