// A test-only program that exercises CursesTerminal for the end-to-end tests: it draws a fixed grid with
// Korean, Japanese and emoji text at known columns, shows the size and the keys it receives, and exits on `q`.
// `!` crashes and `e` exits without stopping the terminal, on purpose, so the tests can check that both
// restore the terminal. `--record FILE` records the session as `notisim --record` does.
import Foundation
import NotiApp
import NotiLayout
import NotiTerminal
import NotiTerminalPort

/// Columns the probe gives a character: two for Hangul, kana and emoji, one for the rest. Kept apart from the
/// C library so the tests check that curses and the terminal agree with it.
func probeColumns(_ character: Character) -> Int {
    guard let value = character.unicodeScalars.first?.value else { return 1 }
    switch value {
    case 0x1100...0x115F, 0x3040...0x30FF, 0xAC00...0xD7A3, 0x1F300...0x1FAFF: return 2
    default: return 1
    }
}

/// Writes `text` into `grid` from column `x`, marking the right half of wide characters; clipped at the edge.
func put(_ text: String, x: Int, y: Int, style: Style = .plain, into grid: inout CellGrid) {
    guard y >= 0, y < grid.height else { return }
    var column = x
    for character in text {
        let columns = probeColumns(character)
        guard column + columns <= grid.width else { break }
        grid[column, y] = Cell(String(character), style: style)
        if columns == 2 { grid[column + 1, y] = Cell("", style: style) }
        column += columns
    }
}

func screen(size: TerminalSize, terminal: CursesTerminal, keys: [String]) -> CellGrid {
    var grid = CellGrid(width: size.cols, height: size.rows)
    put("terminal-probe", x: 0, y: 0, style: Style(foreground: .rgb(255, 0, 0), bold: true), into: &grid)
    put(terminal.warning ?? "utf8: yes", x: 0, y: 1, into: &grid)
    put("한국어", x: 0, y: 2, into: &grid)
    put("テキスト", x: 8, y: 2, style: Style(underline: true), into: &grid)
    put("🎉", x: 18, y: 2, into: &grid)
    put("|", x: 22, y: 2, into: &grid)
    put("size: \(size)", x: 0, y: 3, into: &grid)
    put("last: \(keys.last ?? "-")", x: 0, y: 4, into: &grid)
    put("keys: " + keys.suffix(12).joined(separator: " "), x: 0, y: 5, into: &grid)
    put("colors: \(terminal.capabilities.colorDepth) type: \(terminal.terminalType)", x: 0, y: 6, into: &grid)
    put("selected", x: 0, y: 7, style: Style(reverse: true), into: &grid)
    put("pid: \(getpid())", x: 0, y: 8, into: &grid)
    return grid
}

let terminal: CursesTerminal
do {
    let arguments = CommandLine.arguments
    let recording = arguments.count == 3 && arguments[1] == "--record"
        ? try AsciicastRecording(path: arguments[2], timestamp: Date(), title: "terminal-probe") : nil
    terminal = CursesTerminal(recording: recording)
    try terminal.start()
} catch {
    FileHandle.standardError.write(Data("terminal-probe: \(error)\n".utf8))
    exit(1)
}
var keys: [String] = []
terminal.draw(screen(size: terminal.size, terminal: terminal, keys: keys))
while true {
    switch terminal.nextEvent(timeout: nil) {
    case .key(.character("q")):
        terminal.stop()
        print("terminal-probe: quit")
        exit(0)
    case .key(.character("!")):
        fatalError("crash requested with !")
    case .key(.character("e")):
        exit(7)
    case .key(let key):
        keys.append(key.name)
    case .resize, nil:
        break
    case .terminationRequested(let signal):
        terminal.stop()
        print("terminal-probe: terminated by signal \(signal)")
        exit(128 + signal)
    }
    terminal.draw(screen(size: terminal.size, terminal: terminal, keys: keys))
}
