import NotiTerminalPort
import NotiLayout

/// Records a headless script run as an asciicast: each frame is drawn by curses on an offscreen terminal of the script's
/// size, and the bytes curses writes for it are the recording's output events, on the script's recording time.
package final class ScriptRecorder: ScriptScreenMirror {
    private let terminal: CursesTerminal

    /// Starts curses offscreen for a `size` terminal of `terminalType` writing to `recording`; throws a one-line error.
    package init(recording: AsciicastRecording, size: TerminalSize, terminalType: String = "xterm-256color") throws {
        terminal = CursesTerminal(device: .offscreen(size), terminalType: terminalType, environment: [:], recording: recording)
        terminal.recordingTime = .zero
        try terminal.start()
    }

    deinit { terminal.stop() }

    package func show(_ grid: CellGrid, cursor: CursorPosition?, at time: Duration) {
        terminal.recordingTime = time
        terminal.draw(grid, cursor: cursor)
    }

    package func resize(to size: TerminalSize, at time: Duration) {
        terminal.recordingTime = time
        terminal.resize(to: size)
    }

    /// Ends curses; what it writes on leaving (the terminal's reset) is the recording's last output.
    package func finish() { terminal.stop() }
}
