import NotiLayout

/// A terminal the app loop draws on and reads from: ncurses for people, ``HeadlessTerminal`` for scripts and tests.
///
/// Every call happens on the thread that called ``start()``.
package protocol TerminalBackend: AnyObject {
    /// Takes over the terminal; throws a ``TerminalError`` with a one-line reason when it cannot.
    func start() throws
    /// Gives the terminal back as it was; safe to call more than once.
    func stop()
    /// The current size in cells.
    var size: TerminalSize { get }
    /// What the terminal can show.
    var capabilities: TerminalCapabilities { get }
    /// Shows `grid`, writing only the cells that changed since the last frame, and places the cursor
    /// at `cursor` (hidden when nil).
    func draw(_ grid: CellGrid, cursor: CursorPosition?)
    /// Forgets what is on screen, so the next ``draw(_:cursor:)`` repaints every cell.
    func invalidate()
    /// Waits up to `timeout` (forever when nil) for the next key, resize or termination request; nil when none came.
    func nextEvent(timeout: Duration?) -> TerminalEvent?
    /// Rings the terminal bell.
    func bell()
}

extension TerminalBackend {
    /// Shows `grid` with the cursor hidden.
    package func draw(_ grid: CellGrid) { draw(grid, cursor: nil) }
}

/// A terminal size in cells.
package struct TerminalSize: Sendable, Hashable, CustomStringConvertible {
    package var cols: Int
    package var rows: Int

    package init(cols: Int, rows: Int) { self.cols = cols; self.rows = rows }

    /// `COLSxROWS`, as in `100x32`.
    package var description: String { "\(cols)x\(rows)" }
}

/// A cell position for the terminal cursor, origin top-left.
package struct CursorPosition: Sendable, Hashable {
    package var x: Int
    package var y: Int

    package init(x: Int, y: Int) { self.x = x; self.y = y }
}

/// How many colours a terminal shows.
package enum TerminalColorDepth: Int, Sendable, Hashable, Comparable, CaseIterable {
    /// No colour: attributes (bold, reverse, ...) only; the app uses its mono theme.
    case monochrome
    /// The 8 basic ANSI colours.
    case basic8
    /// The 8 basic and 8 bright ANSI colours.
    case basic16
    /// The 256-colour xterm palette.
    case palette256
    /// 24-bit colour.
    case trueColor

    package static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// What a terminal can show, decided once when it starts.
package struct TerminalCapabilities: Sendable, Hashable {
    /// Whether the locale encodes UTF-8; when false the app draws ASCII only.
    package var isUTF8: Bool
    /// The colours the terminal shows.
    package var colorDepth: TerminalColorDepth

    package init(isUTF8: Bool, colorDepth: TerminalColorDepth) { self.isUTF8 = isUTF8; self.colorDepth = colorDepth }

    /// A UTF-8 terminal with 24-bit colour.
    package static let full = TerminalCapabilities(isUTF8: true, colorDepth: .trueColor)
}

/// Why a terminal could not start, in one line.
package struct TerminalError: Error, Sendable, Hashable, CustomStringConvertible {
    package let message: String

    package init(_ message: String) { self.message = message }

    package var description: String { message }
}

/// A second screen a script's frames are shown on, on the recording's time: what `notisim run --record` writes.
package protocol ScriptScreenMirror: AnyObject {
    /// Shows `grid` (the whole screen) at `time` since the run started.
    func show(_ grid: CellGrid, cursor: CursorPosition?, at time: Duration)
    /// The screen became `size` at `time`.
    func resize(to size: TerminalSize, at time: Duration)
}
